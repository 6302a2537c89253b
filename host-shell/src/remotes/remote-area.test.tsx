import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPortal } from 'shared-ui/testing';
import { initI18n, parseRuntimeConfig, setRuntimeConfig, type RemoteModule } from 'shared-ui';
import devConfig from '../../public/config.json';
import { registerShellNamespace } from '../i18n/shell-namespace';
import { FEATURES } from '../routing/features';
import FeatureArea from './feature-area';
import { REMOTE_LOAD_TIMEOUT_MS } from './remote-registry';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));

const workingRemote: RemoteModule = {
  namespace: 'sourcing',
  resources: { 'zh-TW': {}, 'en-US': {} },
  features: { inquiry: () => <h1>inquiry list</h1> },
};

// The registry tells the federation runtime where the remotes are from the runtime config.
beforeAll(() => setRuntimeConfig(parseRuntimeConfig(devConfig)));

beforeEach(() => {
  loadRemote.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

// The registry keeps a loaded remote for the page's life, so each test uses its own remote.
async function renderArea(locale: 'zh-TW' | 'en-US', remote: 'sourcing' | 'audit' | 'payment' = 'sourcing', feature = 'inquiry') {
  await initI18n();
  registerShellNamespace();
  const owner = FEATURES.find((f) => f.path === feature)!;
  return renderInPortal(<FeatureArea feature={{ ...owner, remote }} />, { locale });
}

it('shows the translated fallback when the remote is down, and Retry loads it without a reload', async () => {
  loadRemote.mockRejectedValueOnce(new Error('RUNTIME-008 script failed')).mockResolvedValueOnce({ default: workingRemote });
  await renderArea('en-US');
  expect(await screen.findByTestId('remote-unavailable')).toHaveTextContent('Inquiries is unavailable right now');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'inquiry list' })).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledTimes(2);
  expect(loadRemote).toHaveBeenCalledWith('sourcing/routes');
});

it('contains a remote that throws while rendering', async () => {
  const broken: RemoteModule = { ...workingRemote, namespace: 'audit', features: { audit: () => { throw new Error('boom'); } } };
  loadRemote.mockResolvedValue({ default: broken });
  await renderArea('zh-TW', 'audit', 'audit');
  expect(await screen.findByTestId('remote-unavailable')).toHaveTextContent('「稽核」暫時無法使用');
  expect(screen.getByRole('button', { name: '重試' })).toBeInTheDocument();
});

it('gives up on a remote that does not answer and offers Retry', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    loadRemote.mockReturnValue(new Promise(() => undefined));
    await renderArea('en-US', 'payment', 'invoice');
    expect(screen.getByRole('status')).toHaveTextContent('Loading Invoice requests');
    await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS + 10);
    expect(await screen.findByTestId('remote-unavailable')).toHaveTextContent('Invoice requests is unavailable right now');
  } finally {
    jest.useRealTimers();
  }
});
