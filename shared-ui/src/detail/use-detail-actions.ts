import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from 'shared-ui';
import { useQueryClient } from 'shared-ui/data';
import type { DetailAction } from './detail-declaration';
import { invalidateResource } from './detail-queries';

/** Runs the declared actions one at a time, asking first when the action says so. */
export function useDetailActions(resource: string) {
  const { t } = useTranslation('detail');
  const client = useQueryClient();
  const inFlight = useRef(false);
  const [running, setRunning] = useState(false);
  const [asking, setAsking] = useState<DetailAction | null>(null);

  const finished = async (action: DetailAction) => {
    notify({ severity: 'success', message: t('detail:actionDone', { action: t(action.label) }) });
    await invalidateResource(client, resource);
  };

  const run = async (action: DetailAction) => {
    setAsking(null);
    if (inFlight.current) return;
    inFlight.current = true;
    setRunning(true);
    try {
      await action.run?.();
      await finished(action);
    } catch {
      // the api client has shown the error
    } finally {
      inFlight.current = false;
      setRunning(false);
    }
  };

  return {
    running,
    asking,
    start: (action: DetailAction) => (action.confirm || action.dialog ? setAsking(action) : void run(action)),
    /** The chosen action's own dialog made its call: the notice and the refresh. */
    done: () => {
      if (asking) void finished(asking);
      setAsking(null);
    },
    confirm: () => (asking ? void run(asking) : undefined),
    cancel: () => setAsking(null),
  };
}
