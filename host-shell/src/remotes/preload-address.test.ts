import { parseRuntimeConfig, setRuntimeConfig, useSession } from 'shared-ui';
import devConfig from '../../public/config.json';
import { preloadAddress } from './remote-registry';

const preloadRemote = jest.fn();
const loadShare = jest.fn();
const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  loadShare: (name: string) => loadShare(name),
  preloadRemote: (...args: unknown[]) => preloadRemote(...args),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
// The runtime core the remotes need comes from its own chunk in the browser; not the subject here.
jest.mock('../remotes/federation-runtime', () => ({ provideRuntimeToRemotes: () => Promise.resolve() }));

// The supplier remote's routes module, with its registration page made by lazyPage.
const registerPage = Object.assign(() => null, { preload: jest.fn() });
const supplierRoutes = { namespace: 'supplier', resources: { 'zh-TW': {}, 'en-US': {} }, features: {}, publicPages: { register: registerPage } };

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(() => setRuntimeConfig(parseRuntimeConfig(devConfig)));
beforeEach(() => {
  preloadRemote.mockReset().mockResolvedValue(undefined);
  loadShare.mockReset().mockResolvedValue(() => ({}));
  loadRemote.mockReset().mockResolvedValue(supplierRoutes);
  registerPage.preload.mockReset();
});

it("asks at start-up for the registration page's remote, its routes module's chunks and the page's own code, signed out", async () => {
  useSession.setState({ userToken: null });
  preloadAddress('/fromLinks/register');
  await settle();

  expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'supplier', exposes: ['./routes'], resourceCategory: 'sync' }]);
  expect(loadRemote).toHaveBeenCalledWith('supplier/routes');
  expect(registerPage.preload).toHaveBeenCalledTimes(1);
  // What the routes module runs on, not the list template (the DataGrid) the page does not show.
  expect(loadShare.mock.calls).toEqual([['shared-ui/data']]);
});

it('asks for nothing at /login, nor for an area while nobody is signed in', async () => {
  useSession.setState({ userToken: null });
  preloadAddress('/login');
  preloadAddress('/admin/po');
  await settle();

  expect(preloadRemote).not.toHaveBeenCalled();
  expect(loadRemote).not.toHaveBeenCalled();
  expect(loadShare).not.toHaveBeenCalled();
});

it("runs the list template when idle at an area's list, signed in, and only fetches it at a detail", async () => {
  const ran: string[] = [];
  loadShare.mockImplementation((entry: string) => Promise.resolve(() => ran.push(entry)));
  useSession.setState({ userToken: 'stored-token' });

  preloadAddress('/admin/po/detail/view/3');
  await settle();
  await settle();
  expect(loadShare.mock.calls.map(([entry]) => entry)).toEqual(expect.arrayContaining(['shared-ui/data', 'shared-ui/list']));
  expect(ran).toEqual([]);

  preloadAddress('/admin/po');
  await settle();
  await settle();
  expect(ran).toEqual(['shared-ui/data', 'shared-ui/list']);
});
