import { parseRuntimeConfig, setRuntimeConfig, useSession } from 'shared-ui';
import devConfig from '../../public/config.json';
import { preloadAddress } from './remote-registry';

const preloadRemote = jest.fn();
const loadShare = jest.fn();
const loadRemote = jest.fn();
const registerPlugins = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  loadShare: (name: string) => loadShare(name),
  preloadRemote: (...args: unknown[]) => preloadRemote(...args),
  registerPlugins: (...args: unknown[]) => registerPlugins(...args),
  registerRemotes: jest.fn(),
}));

// The supplier remote's routes module, with its registration page made by lazyPage.
const registerPage = Object.assign(() => null, { preload: jest.fn() });
const supplierRoutes = { namespace: 'supplier', resources: { 'zh-TW': {}, 'en-US': {} }, features: {}, publicPages: { register: registerPage } };

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The deployed config: the API is a real backend, not the in-browser mock. */
const deployed = parseRuntimeConfig({ ...devConfig, mockBackend: false });

beforeEach(() => {
  setRuntimeConfig(deployed);
  preloadRemote.mockReset().mockResolvedValue(undefined);
  loadShare.mockReset().mockResolvedValue(() => ({}));
  loadRemote.mockReset().mockResolvedValue(supplierRoutes);
  registerPage.preload.mockReset();
});

it("asks at start-up for the registration page's remote: its routes module's chunks and the page's own code, signed out", async () => {
  useSession.setState({ userToken: null });
  preloadAddress('/fromLinks/register');
  await settle();

  expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'supplier', exposes: ['./routes'], resourceCategory: 'sync' }]);
  expect(loadRemote).toHaveBeenCalledWith('supplier/routes');
  expect(registerPage.preload).toHaveBeenCalledTimes(1);
  // What the routes module runs on, not the list template (the DataGrid) the page does not show.
  expect(loadShare.mock.calls).toEqual([['shared-ui/data']]);
  // The federation runtime takes the manifest asked for at start-up from the plugin, registered before its first load.
  expect(registerPlugins).toHaveBeenCalledWith([expect.objectContaining({ name: 'portal-prefetched-manifests' })]);
  expect(registerPlugins.mock.invocationCallOrder[0]).toBeLessThan(preloadRemote.mock.invocationCallOrder[0]);
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

describe('the list template', () => {
  let idle: (() => void)[] = [];
  beforeEach(() => {
    idle = [];
    globalThis.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idle.push(() => callback({} as IdleDeadline)) as number);
  });
  afterEach(() => {
    delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it("is run once the browser is idle at an area's list, signed in; only fetched at a detail or an upload page", async () => {
    const ran: string[] = [];
    loadShare.mockImplementation((entry: string) => Promise.resolve(() => ran.push(entry)));
    // A registry that has fetched no template yet (the tests above have).
    let preloadFresh: typeof preloadAddress = () => undefined;
    await jest.isolateModulesAsync(async () => {
      const sharedUi = await import('shared-ui');
      sharedUi.setRuntimeConfig(deployed);
      sharedUi.useSession.setState({ userToken: 'stored-token' });
      ({ preloadAddress: preloadFresh } = await import('./remote-registry'));
    });

    preloadFresh('/admin/po/detail/view/3');
    preloadFresh('/admin/upload/brcontact');
    await settle();
    expect(loadShare.mock.calls.map(([entry]) => entry)).toEqual(['shared-ui/data', 'shared-ui/list']);
    expect(idle).toHaveLength(0);

    preloadFresh('/admin/po');
    await settle();
    expect(ran).toEqual([]);
    idle.forEach((run) => run());
    await settle();
    expect(ran).toEqual(['shared-ui/data', 'shared-ui/list']);
  });
});

describe("the page at an area's address", () => {
  const poArea = Object.assign(() => null, { preloadAddress: jest.fn() });
  const purchasingRoutes = { namespace: 'purchasing', resources: { 'zh-TW': {}, 'en-US': {} }, features: { po: poArea } };
  /** The profile's part of the session of a buyer who may open the PO area (terms accepted). */
  const buyerProfile = { functionDisable: [], itStaff: false, acceptTerm: true };
  const buyer = {
    profile: buyerProfile as never,
    permissionMap: { PURCHASE_ORDER: { create: false, edit: false, view: true, review: false } },
  };

  /** A registry that has loaded no remote yet, its session holding a stored token and no profile yet. */
  async function freshRegistry() {
    let registry!: typeof import('./remote-registry');
    let session!: typeof useSession;
    await jest.isolateModulesAsync(async () => {
      const sharedUi = await import('shared-ui');
      sharedUi.setRuntimeConfig(deployed);
      sharedUi.useSession.setState({ userToken: 'stored-token', profile: null });
      session = sharedUi.useSession;
      registry = await import('./remote-registry');
    });
    return { preload: registry.preloadAddress, session };
  }

  beforeEach(() => {
    poArea.preloadAddress.mockReset();
    loadRemote.mockResolvedValue(purchasingRoutes);
  });

  it("has its code and data started once the remote's routes module and the user's profile are in, before the area renders", async () => {
    const { preload, session } = await freshRegistry();
    preload('/admin/po/detail/view/3', '?tab=items');
    await settle();
    expect(loadRemote).toHaveBeenCalledWith('purchasing/routes');
    // Which API a page asks (a/ or su/) comes with the profile: nothing is asked before it.
    expect(poArea.preloadAddress).not.toHaveBeenCalled();

    session.setState(buyer);
    await settle();
    expect(poArea.preloadAddress).toHaveBeenCalledWith('/admin/po', { pathname: '/admin/po/detail/view/3', search: '?tab=items' });
  });

  it('has nothing started for a user the route guard refuses the area to: the server is not asked', async () => {
    const { preload, session } = await freshRegistry();
    preload('/admin/po/detail/view/3', '');
    session.setState({ ...buyer, permissionMap: { PURCHASE_ORDER: { create: false, edit: false, view: false, review: false } } });
    await settle();
    expect(poArea.preloadAddress).not.toHaveBeenCalled();
  });

  it('waits for the terms: nothing is asked while the user has not accepted them (the server refuses it)', async () => {
    const { preload, session } = await freshRegistry();
    preload('/admin/po/detail/view/3', '');
    session.setState({ ...buyer, profile: { ...buyerProfile, acceptTerm: false } as never });
    await settle();
    expect(poArea.preloadAddress).not.toHaveBeenCalled();

    session.setState(buyer);
    await settle();
    expect(poArea.preloadAddress).toHaveBeenCalledWith('/admin/po', { pathname: '/admin/po/detail/view/3', search: '' });
  });

  it('has nothing started when the session ends before the profile came', async () => {
    const { preload, session } = await freshRegistry();
    preload('/admin/po', '');
    await settle();
    session.setState({ userToken: null });
    session.setState({ userToken: 'next-token', ...buyer });
    await settle();
    expect(poArea.preloadAddress).not.toHaveBeenCalled();
  });
});
