import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { api, setRuntimeConfig, useSession, type RuntimeConfig } from 'shared-ui';
import type { PurchaseOrderDetail } from 'shared-ui/contract';
import { renderInPortal } from 'shared-ui/testing';
import { registerShellNamespace } from '../i18n/shell-namespace';
import { DemoDataReset } from './demo-data-reset';

jest.setTimeout(60_000);
withMockBackend();

const config = (mockToday?: string): RuntimeConfig => ({
  environment: 'development',
  version: '1',
  apiBaseUrl: '/api',
  mockBackend: true,
  ...(mockToday && { mockToday }),
  remotes: { supplier: '', sourcing: '', purchasing: '', payment: '', audit: '', admin: '' },
});

it('puts the mock back to its seed after asking, on the demo day, and signs the user out', async () => {
  const user = userEvent.setup();
  setRuntimeConfig(config('2026-03-19'));
  registerShellNamespace();
  await signInAs('supplier');
  await api.post('su/po/3/confirm', { acceptTerms: true });
  await renderInPortal(<DemoDataReset compact={false} />, { locale: 'en-US' });
  await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reset the demo data?' });
  await user.click(within(dialog).getByRole('button', { name: 'Reset demo data' }));
  await waitFor(() => expect(useSession.getState().userToken).toBeNull());

  await signInAs('supplier');
  expect((await api.get<PurchaseOrderDetail>('su/po/3')).data.confirmStatus).toBe('UNCONFIRMED');
  expect((await api.get<{ today: string }>('dev/clock')).data.today).toBe('2026-03-19');
});

