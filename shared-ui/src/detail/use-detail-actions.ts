import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from 'shared-ui';
import { invalidateResource, useIdempotentCall, useQueryClient, type Resource } from 'shared-ui/data';
import type { FieldLabels, FieldValues } from 'shared-ui/form';
import type { UseFormSetError } from 'react-hook-form';
import { reportActionRefusal } from './action-refusal';
import type { CallAction, DetailAction, DialogAction, DialogOutcome } from './detail-declaration';

/** An action that is chosen first and then runs: asked with the confirm, or with its own dialog. */
export type AskingAction = CallAction | DialogAction;

/** Where an action's refusal goes: the page's form, named by its labels; `onRefused` shows the tab holding it. */
export interface ActionRefusals<T extends FieldValues> {
  labels: FieldLabels;
  form: { setError: UseFormSetError<T> };
  onRefused(): void;
}

/**
 * Runs the declared actions one at a time, each asked first (its confirm or its own dialog). A
 * refusal by field is `refusal`, kept on the page until the next action runs. An action confirmed
 * again after its answer never arrived is the same call: the same Idempotency-Key (`ActionCall`),
 * until the page fetches the record again (`recordFetchedAt`). What it shows then is the record as
 * it is now, whoever changed it (a colleague locked the account again, recalled the document):
 * pressing again is a new request the server must act on, not a retry it answers with the first
 * call's success. The record's content cannot tell: locked, unlocked and locked again reads alike.
 */
export function useDetailActions<T extends FieldValues>(resource: Pick<Resource, 'key'>, recordFetchedAt: number, refusals: ActionRefusals<T>) {
  const { t } = useTranslation('detail');
  const client = useQueryClient();
  const inFlight = useRef(false);
  const [running, setRunning] = useState(false);
  const [asking, setAsking] = useState<AskingAction | null>(null);
  const [refusal, setRefusal] = useState<string | undefined>();
  const idempotent = useIdempotentCall();

  const finished = async (action: DetailAction, { reported = false, ...outcome }: DialogOutcome = {}) => {
    if (!reported) notify({ severity: 'success', message: t('detail:actionDone', { action: t(action.label) }) });
    await invalidateResource(client, resource, outcome);
  };

  const run = async (action: CallAction) => {
    setAsking(null);
    if (inFlight.current) return;
    inFlight.current = true;
    setRunning(true);
    setRefusal(undefined);
    try {
      await idempotent({ action: action.key, recordFetchedAt }, (idempotencyKey) => action.run({ silent: true, idempotencyKey }));
      await finished(action);
    } catch (error) {
      const text = reportActionRefusal(error, t(action.label), t, refusals.labels, refusals.form);
      setRefusal(text);
      if (text) refusals.onRefused();
    } finally {
      inFlight.current = false;
      setRunning(false);
    }
  };

  return {
    running,
    refusal,
    asking,
    ask: (action: AskingAction) => setAsking(action),
    /** The chosen action's own dialog made its call: the notice (unless the dialog reported the outcome) and the refresh. */
    done: (outcome?: DialogOutcome) => {
      if (asking) void finished(asking, outcome);
      setAsking(null);
    },
    confirm: () => (asking?.run ? void run(asking) : undefined),
    cancel: () => setAsking(null),
  };
}
