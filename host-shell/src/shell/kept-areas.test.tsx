import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderInPortal } from 'shared-ui/testing';
import { initI18n, parseRuntimeConfig, setRuntimeConfig, useSession, type RemoteModule } from 'shared-ui';
import { featureRoutes, useKeepAlive } from 'shared-ui/components';
import { RouterLink, useLocation, useSearchParams } from 'shared-ui/routing';
import devConfig from '../../public/config.json';
import { registerShellNamespace } from '../i18n/shell-namespace';
import { KeptAreas } from './kept-areas';

// The shell's notifications list, as a list screen: what is kept is the screen, not its rows.
jest.mock('../notifications/notifications.page', () => ({ __esModule: true, default: () => mockNotifications() }));
function mockNotifications() {
  return <Screen title="Notifications" list />;
}

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));

/** A screen with something the user typed: kept with the screen, or gone with it. */
function Screen({ title, list }: { title: string; list: boolean }) {
  const [text, setText] = useState('');
  return (
    <>
      <h1>{title}</h1>
      <input aria-label={`${title} text`} value={text} onChange={(event) => setText(event.target.value)} />
      {list && <KeptAliveMark />}
    </>
  );
}

/** A board: its kanban, or its list with `?view=list` (BoardPage). */
function Board() {
  const [params] = useSearchParams();
  return (
    <>
      <Screen title="Delivery board" list />
      <p>{params.get('view') === 'list' ? 'Board as a list' : 'Board as a kanban'}</p>
      <RouterLink to="?view=list">List view</RouterLink>
    </>
  );
}

/** The browser's address, as the user reads it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

// What the list template does (ListPage, BoardPage).
function KeptAliveMark() {
  useKeepAlive();
  return null;
}

const remote: RemoteModule = {
  namespace: 'purchasing',
  resources: { 'zh-TW': {}, 'en-US': {} },
  features: {
    po: featureRoutes([
      { path: '', element: <Screen title="PO list" list /> },
      { path: 'detail/:mode/:id', element: <Screen title="PO detail" list={false} /> },
    ]),
    deliveryBoard: featureRoutes([{ path: '', element: <Board /> }]),
    deliveryReply: featureRoutes([{ path: '', element: <Screen title="Reply form" list={false} /> }]),
  },
};

beforeAll(() => setRuntimeConfig(parseRuntimeConfig(devConfig)));

beforeEach(() => {
  // An area's remote and its code arrive after the click that opened it (RemoteArea, lazy), outside
  // the click's act(): React says so. Anything else it says fails the test.
  jest.spyOn(console, 'error').mockImplementation((message: unknown) => {
    if (!/not wrapped in act/.test(String(message))) throw new Error(String(message));
  });
});

async function openPortal() {
  loadRemote.mockResolvedValue({ default: remote });
  await initI18n();
  registerShellNamespace();
  useSession.setState({
    userToken: 'u',
    permissionMap: { PURCHASE_ORDER: { view: true }, DELIVERY_REPLY: { view: true } },
    profile: null,
  } as never);
  await renderInPortal(
    <>
      <nav>
        <RouterLink to="/admin/po">PO</RouterLink>
        <RouterLink to="/admin/po/detail/view/3">PO 3</RouterLink>
        <RouterLink to="/admin/deliveryBoard">Board</RouterLink>
        <RouterLink to="/admin/deliveryReply">Reply</RouterLink>
        <RouterLink to="/admin/notifications">Notifications</RouterLink>
        <RouterLink to="/">Home</RouterLink>
      </nav>
      <main>
        <KeptAreas />
      </main>
      <Address />
    </>,
    { route: '/admin/po' },
  );
  return userEvent.setup();
}

const go = (user: ReturnType<typeof userEvent.setup>, name: string) => user.click(screen.getByRole('link', { name }));

it('keeps a list the user left on the page, hidden, and shows it again as it was', async () => {
  const user = await openPortal();
  await user.type(await screen.findByRole('textbox', { name: 'PO list text' }), 'kept');
  const list = screen.getByRole('heading', { name: 'PO list' });

  await go(user, 'Board');
  expect(await screen.findByRole('heading', { name: 'Delivery board' })).toBeInTheDocument();
  // Still on the page, out of sight and out of the accessibility tree.
  expect(screen.queryByRole('heading', { name: 'PO list' })).toBeNull();
  expect(list).toBeInTheDocument();
  expect(list.closest('[hidden]')).not.toBeNull();

  await go(user, 'Home');
  await go(user, 'PO');
  expect(screen.getByRole('heading', { name: 'PO list' })).toBe(list);
  expect(screen.getByRole('textbox', { name: 'PO list text' })).toHaveValue('kept');
  // Both lists are still there: the board, left from its list, is kept too.
  expect(screen.getByText('Delivery board').closest('[hidden]')).not.toBeNull();
});

it('does not keep a form: what was typed there and left is not shown again', async () => {
  const user = await openPortal();
  await screen.findByRole('heading', { name: 'PO list' });
  await go(user, 'Reply');
  await user.type(await screen.findByRole('textbox', { name: 'Reply form text' }), 'discarded');
  await go(user, 'PO');
  await screen.findByRole('heading', { name: 'PO list' });
  expect(screen.queryByText('Reply form')).toBeNull();

  await go(user, 'Reply');
  expect(await screen.findByRole('textbox', { name: 'Reply form text' })).toHaveValue('');
});

it('does not keep an area left from a detail: its list comes back new, at the address asked for', async () => {
  const user = await openPortal();
  await user.type(await screen.findByRole('textbox', { name: 'PO list text' }), 'typed');
  await go(user, 'PO 3');
  expect(await screen.findByRole('heading', { name: 'PO detail' })).toBeInTheDocument();
  await go(user, 'Board');
  await screen.findByRole('heading', { name: 'Delivery board' });
  expect(screen.queryByText('PO detail')).toBeNull();

  await go(user, 'PO');
  expect(await screen.findByRole('textbox', { name: 'PO list text' })).toHaveValue('');
});

it("keeps the shell's own notifications list as it keeps an area's", async () => {
  const user = await openPortal();
  await screen.findByRole('heading', { name: 'PO list' });
  await go(user, 'Notifications');
  await user.type(await screen.findByRole('textbox', { name: 'Notifications text' }), 'kept');
  const list = screen.getByRole('heading', { name: 'Notifications' });

  await go(user, 'PO');
  await screen.findByRole('heading', { name: 'PO list' });
  expect(list.closest('[hidden]')).not.toBeNull();

  await go(user, 'Notifications');
  expect(screen.getByRole('heading', { name: 'Notifications' })).toBe(list);
  expect(screen.getByRole('textbox', { name: 'Notifications text' })).toHaveValue('kept');
});

it('brings a list back by its menu entry as it was left, its address included (a board in its list view)', async () => {
  const user = await openPortal();
  await screen.findByRole('heading', { name: 'PO list' });
  await go(user, 'Board');
  await screen.findByRole('link', { name: 'List view' });
  await go(user, 'List view');
  expect(await screen.findByText('Board as a list')).toBeInTheDocument();

  await go(user, 'PO');
  await screen.findByRole('heading', { name: 'PO list' });
  await go(user, 'Board');
  expect(await screen.findByText('Board as a list')).toBeVisible();
  await waitFor(() => expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/admin/deliveryBoard?view=list'));
});
