import { api, useSession, type UserProfile } from 'shared-ui';

let pending: Promise<UserProfile> | undefined;
/** The profile asked for at start-up (askProfileEarly), with the token it was asked with. */
let early: { token: string; answer: Promise<UserProfile> } | undefined;

const ask = (silent?: boolean) => api.get<UserProfile>('g/me', { silent }).then(({ data }) => data);

/**
 * Asks for a stored session's profile as the portal starts at a signed-in user's area (start.ts),
 * beside the shell's chunks, instead of once the session gate has rendered (on the list page
 * opened by URL, 872 ms into the load at 1x CPU; the frame's code waits for the answer). Silent:
 * the API client's router is not there yet to act on a failure, so the gate's loadProfile takes
 * this answer, or asks again and shows what went wrong.
 */
export function askProfileEarly(): void {
  const { userToken, profile } = useSession.getState();
  if (!userToken || profile) return;
  early = { token: userToken, answer: ask(true) };
  early.answer.catch(() => undefined);
}

/**
 * Loads the profile behind a stored token; a 401 is logged out by the API client. Its own module:
 * the session gate (which renders the login page) and the sign-in that the login page completes
 * both need it.
 */
export function loadProfile(): Promise<UserProfile> {
  if (!pending) {
    // The early answer is this session's only if asked with its token (not a session since ended).
    const offered = early?.token === useSession.getState().userToken ? early?.answer : undefined;
    early = undefined;
    pending = (offered ? offered.catch(() => ask()) : ask())
      // A sign-in loads the profile and the gate, seeing the new token, asks too: both get one answer.
      .then((data) => (useSession.getState().setProfile(data), data))
      .finally(() => (pending = undefined));
  }
  return pending;
}

/**
 * The profile behind a new sign-in's user token, read before the token is the session's: the
 * dialog of a session that has expired asks whose it is (the same user goes on with the page).
 * The session holds no token then, so the client adds none of its own.
 */
export const profileOf = (userToken: string): Promise<UserProfile> =>
  api.get<UserProfile>('g/me', { headers: { Authorization: `Bearer ${userToken}` } }).then(({ data }) => data);
