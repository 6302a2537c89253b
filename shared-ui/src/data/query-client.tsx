import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSession } from 'shared-ui';

/** One server-state cache for the whole portal (this entry of shared-ui is a singleton). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } },
});

// What one user read is never shown to the next on the same browser (a shared office PC, a
// buyer handing over to a colleague): signing out or in forgets every answer, saved views
// included. Both: an answer arriving after the sign-out would otherwise wait for the next user.
useSession.subscribe((state, previous) => {
  if (state.userToken !== previous.userToken) queryClient.clear();
});

/** Wraps the signed-in part of an app; the login page does without it. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
