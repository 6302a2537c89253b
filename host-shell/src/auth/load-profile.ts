import { api, useSession, type UserProfile } from 'shared-ui';

/**
 * Loads the profile behind a stored token; a 401 is logged out by the API client. Its own module:
 * the session gate (which renders the login page) and the sign-in that the login page completes
 * both need it.
 */
export async function loadProfile(): Promise<UserProfile> {
  const { data } = await api.get<UserProfile>('g/me');
  useSession.getState().setProfile(data);
  return data;
}
