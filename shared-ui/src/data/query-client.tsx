import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { startsOrEndsSession, useSession } from 'shared-ui';

/** One server-state cache for the whole portal (this entry of shared-ui is a singleton). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } },
});

// What one user read is never shown to the next on the same browser (a shared office PC, a
// buyer handing over to a colleague): signing out or in forgets every answer, saved views
// included. Both: an answer arriving after the sign-out would otherwise wait for the next user.
// A session that only expired keeps them: its page waits for its user to sign in again.
useSession.subscribe((state, previous) => {
  if (startsOrEndsSession(state, previous)) queryClient.clear();
});

// While a session has expired (its page waits behind the sign-in dialog, spec section 8's 401)
// the page's reads wait as they do offline, instead of failing one by one without a token (a
// record's page refused its record drew an error in place of its form), and go once its user
// has signed in again: the bell's poll, a conversation's, a read on the window's focus.
onlineManager.setEventListener((setOnline) => {
  let connected = true;
  const update = () => setOnline(connected && !useSession.getState().expired);
  const online = () => ((connected = true), update());
  const offline = () => ((connected = false), update());
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  const stop = useSession.subscribe((state, previous) => {
    if (state.expired !== previous.expired) update();
  });
  update();
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
    stop();
  };
});

/** Wraps the signed-in part of an app; the login page does without it. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
