import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from 'shared-ui';
import { invalidateResource, useQueryClient, type Resource } from 'shared-ui/data';
import type { FieldLabels } from 'shared-ui/form';
import { reportActionRefusal } from './action-refusal';
import type { CallAction, DetailAction, DialogAction } from './detail-declaration';

/** An action that is chosen first and then runs: asked with the confirm, or with its own dialog. */
export type AskingAction = CallAction | DialogAction;

/** Runs the declared actions one at a time, each asked first (its confirm or its own dialog). */
export function useDetailActions(resource: Pick<Resource, 'key'>, fieldLabels: FieldLabels) {
  const { t } = useTranslation('detail');
  const client = useQueryClient();
  const inFlight = useRef(false);
  const [running, setRunning] = useState(false);
  const [asking, setAsking] = useState<AskingAction | null>(null);

  const finished = async (action: DetailAction) => {
    notify({ severity: 'success', message: t('detail:actionDone', { action: t(action.label) }) });
    await invalidateResource(client, resource);
  };

  const run = async (action: CallAction) => {
    setAsking(null);
    if (inFlight.current) return;
    inFlight.current = true;
    setRunning(true);
    try {
      await action.run({ silent: true });
      await finished(action);
    } catch (error) {
      reportActionRefusal(error, t(action.label), t, fieldLabels);
    } finally {
      inFlight.current = false;
      setRunning(false);
    }
  };

  return {
    running,
    asking,
    ask: (action: AskingAction) => setAsking(action),
    /** The chosen action's own dialog made its call: the notice and the refresh. */
    done: () => {
      if (asking) void finished(asking);
      setAsking(null);
    },
    confirm: () => (asking?.run ? void run(asking) : undefined),
    cancel: () => setAsking(null),
  };
}
