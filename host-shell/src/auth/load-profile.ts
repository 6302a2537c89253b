import { api, useSession, type UserProfile } from 'shared-ui';

let pending: Promise<UserProfile> | undefined;

/**
 * Loads the profile behind a stored token; a 401 is logged out by the API client. Its own module:
 * the session gate (which renders the login page) and the sign-in that the login page completes
 * both need it.
 */
export function loadProfile(): Promise<UserProfile> {
  // A sign-in loads the profile and the gate, seeing the new token, asks too: both get one answer.
  pending ??= api
    .get<UserProfile>('g/me')
    .then(({ data }) => (useSession.getState().setProfile(data), data))
    .finally(() => (pending = undefined));
  return pending;
}
