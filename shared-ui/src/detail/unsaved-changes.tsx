import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';
import { useBlocker } from 'shared-ui/routing';
import { ConfirmDialog, useUnsavedPage } from 'shared-ui/components';

/**
 * Leaving with unsaved changes asks first: a move inside the portal with `useBlocker` and the
 * confirm dialog, closing or reloading the tab with the browser's own `beforeunload` prompt.
 * `shouldBlock` is read when the user leaves (a save that navigates has just made the form clean).
 * The page counts as holding unsaved changes (`useAnyUnsavedPage`) while `when` holds.
 */
export function UnsavedChangesGuard({ when, shouldBlock }: { when: boolean; shouldBlock(): boolean }) {
  // The header's logout says so too: no navigation is stopped there.
  useUnsavedPage(when);
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!shouldBlock()) return;
      event.preventDefault();
      event.returnValue = ''; // older browsers show the prompt only with a return value
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when, shouldBlock]);
  // useBlocker needs a data router (the host's createBrowserRouter); without one only beforeunload asks.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <LeavePrompt shouldBlock={shouldBlock} /> : null;
}

function LeavePrompt({ shouldBlock }: { shouldBlock(): boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && shouldBlock());
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="detail:unsaved.title"
      body="detail:unsaved.body"
      confirmLabel="detail:unsaved.leave"
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
