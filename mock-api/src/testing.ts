// Jest only: the whole mock backend behind the portal's own api client, for the integration
// tests of the host and the remotes (a screen, its calls and the server's rules together).
import { http, HttpResponse, type PathParams } from 'msw';
import { api, configureApi, useSession, type UserProfile } from 'shared-ui';
import { queryClient } from 'shared-ui/data';
import { testServer } from 'shared-ui/testing/msw-server';
import { handlers } from './handlers';
import { DEMO_PASSWORD } from './seed/accounts';
import { db } from './store/db';

export const TEST_API_BASE = 'http://localhost/api';

/** Registers the hooks: the handlers listen, and every test starts from the seed data, signed out, with an empty cache. */
export function withMockBackend(): void {
  beforeAll(() => {
    configureApi({ baseURL: TEST_API_BASE });
    testServer.listen({ onUnhandledFrame: 'error' });
  });
  beforeEach(() => {
    db.reset();
    testServer.use(...handlers);
  });
  afterEach(() => {
    testServer.resetHandlers();
    useSession.getState().logout();
    queryClient.clear();
  });
  afterAll(() => testServer.close());
}

/** Signs a demo account in the way the login page does: tokens, then the profile of `g/me`. */
export async function signInAs(account: string): Promise<UserProfile> {
  const { data: tokens } = await api.post<{ userToken: string; generalToken: string }>('auth/pwd', { account, password: DEMO_PASSWORD });
  useSession.getState().signIn(tokens);
  let { data: profile } = await api.get<UserProfile>('g/me');
  // A supplier has accepted the terms of use before any su/ call (the server's gate); the terms
  // dialog has its own tests.
  if (!profile.acceptTerm && profile.userKind === 'supplier') {
    profile = (await api.put<UserProfile>('su/me/acceptTerm')).data;
  }
  useSession.getState().setProfile(profile);
  return profile;
}

/** A dev call of the mock (`/api/dev/...`), e.g. setting the business clock. */
export const devCall = (path: string, body?: unknown) => api.post(`dev/${path}`, body);

/** The demo accounts as the seed makes them (a test compares a role's map with the menu). */
export { seedAccounts } from './seed/accounts';

/** What `loseFirstAnswer` saw: whether the first answer was lost (and what it was), each call's Idempotency-Key. */
export interface LostAnswer {
  lost: boolean;
  /** The status the mock backend answered the lost call with. */
  status?: number;
  keys: (string | null)[];
}

/**
 * An answer lost on its way back: the first POST to `path` reaches the mock backend, which does
 * the work and answers, but the page gets a network error instead; later calls go through. The
 * user then presses the button again: one piece of work, not two, and no refusal of the first.
 */
export function loseFirstAnswer(path: string): LostAnswer {
  const sent: LostAnswer = { lost: false, keys: [] };
  let passing = false; // the lost call, handed on to the mock backend from here
  testServer.use(
    http.post<PathParams>(path, async ({ request }) => {
      if (passing) return undefined;
      sent.keys.push(request.headers.get('Idempotency-Key'));
      if (sent.lost) return undefined;
      passing = true;
      sent.status = (await fetch(request.clone()).finally(() => (passing = false))).status;
      sent.lost = true;
      return HttpResponse.error();
    }),
  );
  return sent;
}
