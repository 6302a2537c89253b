import { api, useSession } from 'shared-ui';

/**
 * Logout: ends the session on the server first (`auth/logout`), so the token is worthless even
 * if it was copied; best effort, a failure or a slow backend never keeps the user signed in.
 * Then the tokens are cleared (the language stays, spec section 9).
 */
export async function signOut(): Promise<void> {
  if (useSession.getState().userToken) await api.post('auth/logout', undefined, { silent: true, timeout: 3000 }).catch(() => undefined);
  useSession.getState().logout();
}
