import { signInAs, withMockBackend } from 'mock-api/testing';
import { api, useSession } from 'shared-ui';
import { loadProfile } from './load-profile';

jest.setTimeout(30_000);
withMockBackend();

it('a sign-in and the session gate asking at once get one profile request and the same answer', async () => {
  await signInAs('admin');
  useSession.setState({ profile: null });
  const get = jest.spyOn(api, 'get');
  const [first, second] = await Promise.all([loadProfile(), loadProfile()]);
  expect(get.mock.calls.filter(([url]) => url === 'g/me')).toHaveLength(1);
  expect(second).toBe(first);
  expect(useSession.getState().profile).toEqual(first);
  // Once answered, a later call (another sign-in) asks again.
  await loadProfile();
  expect(get.mock.calls.filter(([url]) => url === 'g/me')).toHaveLength(2);
  get.mockRestore();
});
