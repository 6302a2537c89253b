import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { parseRuntimeConfig, setRuntimeConfig } from 'shared-ui';
import { emulatePhoneScreen, renderInPortal, type EmulatedScreen } from 'shared-ui/testing';
import { dialogIsOpen } from '../a11y/open-dialog';
import devConfig from '../../public/config.json';
import { registerShellNamespace } from '../i18n/shell-namespace';
import AdminLayout from './admin-layout';
import { SideMenu } from './side-menu';

const preloadRemote = jest.fn();
const loadShare = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  loadShare: (name: string) => loadShare(name),
  preloadRemote: (...args: unknown[]) => preloadRemote(...args),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

jest.setTimeout(30_000);
withMockBackend();

// The registry tells the federation runtime where the remotes are from the runtime config.
beforeAll(() => setRuntimeConfig(parseRuntimeConfig(devConfig)));

beforeEach(() => {
  preloadRemote.mockReset().mockResolvedValue(undefined);
  loadShare.mockReset().mockResolvedValue(() => ({}));
});

it("preloads a menu entry's remote when the pointer rests on it or the keyboard focuses it, once per remote", async () => {
  const user = userEvent.setup();
  await signInAs('admin');
  registerShellNamespace();
  await renderInPortal(<SideMenu />, { locale: 'en-US' });

  await user.hover(await screen.findByRole('link', { name: 'Purchase orders' }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'purchasing', exposes: ['./routes'], resourceCategory: 'sync' }]);

  fireEvent.focus(screen.getByRole('link', { name: 'Invoice requests' }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(preloadRemote).toHaveBeenLastCalledWith([{ nameOrAlias: 'payment', exposes: ['./routes'], resourceCategory: 'sync' }]);

  // A remote already on its way is not asked for again.
  await user.hover(screen.getByRole('link', { name: 'Purchase orders' }));
  fireEvent.focus(screen.getByRole('link', { name: 'Invoice requests' }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(preloadRemote).toHaveBeenCalledTimes(2);
  // The list template every area opens on is fetched once, not per remote.
  expect(loadShare.mock.calls).toEqual([['shared-ui/data'], ['shared-ui/list']]);
});

describe("the admin layout's menu by screen width", () => {
  let screenSize: EmulatedScreen | undefined;
  afterEach(() => {
    screenSize?.restore();
    screenSize = undefined;
  });

  /** The admin's shell in English, on a phone's screen or a wide one. */
  async function renderLayout({ phone }: { phone: boolean }) {
    if (phone) screenSize = emulatePhoneScreen();
    await signInAs('admin');
    registerShellNamespace();
    await renderInPortal(<AdminLayout />, { locale: 'en-US' });
  }

  it('keeps the menu in a drawer over the page: opened from the header, closed as an entry is chosen', async () => {
    const user = userEvent.setup();
    await renderLayout({ phone: true });

    // No side panel beside the page: its width would leave the page a strip.
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    // The header keeps one row: the portal's short name and the test area's short chip, the user's
    // controls in the drawer.
    expect(screen.getByText('Supplier Portal')).toBeInTheDocument();
    expect(screen.getByText('Test')).toBeInTheDocument();
    expect(screen.queryByText('Supplier Collaboration Portal')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jump to' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    // Closed, it is no dialog: the shell keeps lists alive and moves the focus to a new page's
    // heading only while no dialog is open.
    expect(dialogIsOpen()).toBe(false);

    await user.click(open);
    expect(await screen.findByRole('dialog', { name: 'Main menu' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Purchase orders' })).toHaveAttribute('href', '/admin/po');
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByTestId('current-user')).toHaveTextContent('Admin');

    await user.click(within(menu).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument());
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(dialogIsOpen()).toBe(false);
  });

  it('does not open the drawer again by itself after the window went wide and narrow with it open', async () => {
    const user = userEvent.setup();
    await renderLayout({ phone: true });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('dialog', { name: 'Main menu' })).toBeInTheDocument();

    act(() => screenSize?.setPhone(false));
    expect(await screen.findByRole('button', { name: 'Collapse menu' })).toBeInTheDocument();
    act(() => screenSize?.setPhone(true));
    expect(await screen.findByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('keeps the side menu beside the page on a wide screen, with no menu button', async () => {
    await renderLayout({ phone: false });

    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(screen.getByText('Supplier Collaboration Portal')).toBeInTheDocument();
    expect(screen.getByText('Test area')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });
});
