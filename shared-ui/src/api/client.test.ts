import { http, HttpResponse } from 'msw';
import { silentCallFailure, type FailedCall } from '../data/failed-call';
import { testServer } from '../testing/msw-test-server';
import { useSession } from '../session/session-store';
import { useNotifier } from '../ui/notifier-store';
import { api, setApiNavigator, setGeneralTokenRenewal } from './client';

// The public sign-up's visitor holds only a general token, which lives 24 hours while its form can
// stay open overnight: a refused call gets a new token and goes once more; nobody is logged out
// or sent to the login page, away from a form filled in.

const moveTo = jest.fn();
/** The token of each call that reached the server, in order. */
const sent: (string | null)[] = [];
let valid = 'fresh';

beforeAll(() => testServer.listen({ onUnhandledFrame: 'error' }));
afterAll(() => testServer.close());
beforeEach(() => {
  sent.length = 0;
  valid = 'fresh';
  moveTo.mockReset();
  setApiNavigator(moveTo);
  useNotifier.setState({ notices: [] });
  useSession.setState({ userToken: null, generalToken: 'yesterday' });
  testServer.use(
    http.all('*/api/ss/*', ({ request }) => {
      const token = request.headers.get('Authorization');
      sent.push(token);
      return token === `Bearer ${valid}` ? HttpResponse.json({ ok: true }) : HttpResponse.json({ messages: ['Not signed in.'] }, { status: 401 });
    }),
  );
});
afterEach(() => {
  testServer.resetHandlers();
  setGeneralTokenRenewal(undefined);
});

it('a visitor’s call refused 401 gets a new general token and goes once more; calls refused together renew once', async () => {
  const renew = jest.fn(async () => 'fresh');
  setGeneralTokenRenewal(renew);
  const answers = await Promise.all([api.post('ss/signup', { a: 1 }, { silent: true }), api.get('ss/options/countries'), api.get('ss/applicant', { silent: true })]);
  expect(answers.map((a) => a.data)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
  expect(renew).toHaveBeenCalledTimes(1);
  expect(useSession.getState().generalToken).toBe('fresh');
  expect(sent.filter((t) => t === 'Bearer fresh')).toHaveLength(3);
  expect(moveTo).not.toHaveBeenCalled();
});

it('when no new token can be had the 401 stands, but the visitor keeps its token and its page, for a call shown or silent', async () => {
  setGeneralTokenRenewal(() => Promise.reject(new Error('offline')));
  await expect(api.get('ss/options/countries')).rejects.toMatchObject({ response: { status: 401 } });
  const refusal = await api.post('ss/signup', {}, { silent: true }).catch((error: FailedCall) => error);
  expect((refusal as FailedCall).response?.status).toBe(401);
  // The caller's handling of a silent failure ends nothing either.
  expect(silentCallFailure(refusal)).toEqual([]);
  expect(useSession.getState().generalToken).toBe('yesterday');
  expect(moveTo).not.toHaveBeenCalled();
  expect(useNotifier.getState().notices).toEqual([]);
});

it('sends again only once: a new token refused as well is the caller’s 401; without a renewal the call fails as it was', async () => {
  valid = 'never';
  const renew = jest.fn(async () => 'fresh');
  setGeneralTokenRenewal(renew);
  await expect(api.post('ss/signup', {}, { silent: true })).rejects.toMatchObject({ response: { status: 401 } });
  expect(sent).toEqual(['Bearer yesterday', 'Bearer fresh']);
  expect(renew).toHaveBeenCalledTimes(1);

  setGeneralTokenRenewal(undefined);
  sent.length = 0;
  await expect(api.get('ss/options/countries')).rejects.toMatchObject({ response: { status: 401 } });
  expect(sent).toEqual(['Bearer fresh']);
  expect(useSession.getState().generalToken).toBe('fresh');
  expect(moveTo).not.toHaveBeenCalled();
});

it('a signed-in user’s 401 still ends the session: no general token is renewed for it', async () => {
  const renew = jest.fn(async () => 'fresh');
  setGeneralTokenRenewal(renew);
  useSession.setState({ userToken: 'user-expired', generalToken: 'general' });
  await expect(api.get('ss/options/countries')).rejects.toMatchObject({ response: { status: 401 } });
  expect(renew).not.toHaveBeenCalled();
  expect(useSession.getState().userToken).toBeNull();
  expect(moveTo).toHaveBeenCalledWith('/login');
});
