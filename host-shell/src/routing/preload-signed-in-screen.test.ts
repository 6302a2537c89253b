import type { useSession as UseSession } from 'shared-ui';
import type { preloadSignedInScreen as Preload } from './portal-router';

// Which of the gate's chunks were asked for: each module records that it was evaluated.
const mockEvaluated: string[] = [];
jest.mock('../shell/admin-layout', () => (mockEvaluated.push('frame'), { default: () => null }));
jest.mock('../remotes/feature-area', () => (mockEvaluated.push('area'), { default: () => null }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Opens the portal at `pathname`, signed in or not, with fresh modules; returns what was asked for. */
async function askedFor(pathname: string, signedIn: boolean): Promise<string[]> {
  mockEvaluated.length = 0;
  // The chunks' imports settle after this function's synchronous part: a fresh registry for the
  // whole call, not an isolated block.
  jest.resetModules();
  const { useSession } = jest.requireActual<{ useSession: typeof UseSession }>('shared-ui');
  const { preloadSignedInScreen } = jest.requireActual<{ preloadSignedInScreen: typeof Preload }>('./portal-router');
  useSession.setState({ userToken: signedIn ? 'stored-token' : null });
  preloadSignedInScreen(pathname);
  await settle();
  return [...mockEvaluated].sort();
}

it("asks at start for the frame and the remote area of a signed-in user's area, the frame alone at home", async () => {
  expect(await askedFor('/admin/po', true)).toEqual(['area', 'frame']);
  expect(await askedFor('/admin/po/detail/view/3', true)).toEqual(['area', 'frame']);
  expect(await askedFor('/', true)).toEqual(['frame']);
});

it('asks for nothing where the gate is not shown: signed out, /login, a public page', async () => {
  expect(await askedFor('/admin/po', false)).toEqual([]);
  expect(await askedFor('/login', true)).toEqual([]);
  expect(await askedFor('/fromLinks/register', true)).toEqual([]);
  expect(await askedFor('/forgetPassword', true)).toEqual([]);
});
