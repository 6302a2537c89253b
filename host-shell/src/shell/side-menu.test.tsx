import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { parseRuntimeConfig, setRuntimeConfig } from 'shared-ui';
import { renderInPortal } from 'shared-ui/testing';
import devConfig from '../../public/config.json';
import { registerShellNamespace } from '../i18n/shell-namespace';
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
// The runtime core the remotes need comes from its own chunk in the browser; not the subject here.
jest.mock('../remotes/federation-runtime', () => ({ provideRuntimeToRemotes: () => undefined }));

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

  fireEvent.focus(screen.getByRole('link', { name: 'Invoices' }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(preloadRemote).toHaveBeenLastCalledWith([{ nameOrAlias: 'payment', exposes: ['./routes'], resourceCategory: 'sync' }]);

  // A remote already on its way is not asked for again.
  await user.hover(screen.getByRole('link', { name: 'Purchase orders' }));
  fireEvent.focus(screen.getByRole('link', { name: 'Invoices' }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(preloadRemote).toHaveBeenCalledTimes(2);
  // The list template every area opens on is fetched once, not per remote.
  expect(loadShare.mock.calls).toEqual([['shared-ui/data'], ['shared-ui/list']]);
});
