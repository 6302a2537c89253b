import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withMockBackend } from 'mock-api/testing';
import { setRuntimeConfig, useNotifier } from 'shared-ui';
import { renderInPortal } from 'shared-ui/testing';
import { registerLoginNamespace } from '../i18n/login-namespace';
import ResetPasswordPage from './reset-password.page';

jest.setTimeout(30_000);
withMockBackend();

const DEMO_PASSWORD = 'Portal#2026demo';

async function renderPage() {
  setRuntimeConfig({ environment: 'development', version: '1', apiBaseUrl: '/api', mockBackend: true, remotes: { supplier: '', sourcing: '', purchasing: '', payment: '', audit: '', admin: '' } });
  registerLoginNamespace();
  return renderInPortal(<ResetPasswordPage />, { route: '/resetPwd', locale: 'en-US' });
}

const newPassword = () => screen.getByLabelText(/^New password\b(?! again)/);
const notices = () => useNotifier.getState().notices.map((n) => n.message).join('\n');

async function resetAs(user: ReturnType<typeof userEvent.setup>, current: string, next: string) {
  await user.type(screen.getByRole('textbox', { name: /^Account/ }), 'buyer');
  await user.type(screen.getByLabelText(/^Current or temporary password/), current);
  await user.type(newPassword(), next);
  await user.type(screen.getByLabelText(/^New password again/), next);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

it('shows the server’s refusal of the previous password at the new password, keeping what was typed, and no second notice', async () => {
  const user = userEvent.setup();
  const first = await renderPage();
  await resetAs(user, DEMO_PASSWORD, 'Fresh#Start2026x');
  await waitFor(() => expect(notices()).toContain('Your password has been reset.'));
  first.unmount();

  // Back to the password before: the form knows only the current one, the server knows the one before.
  await renderPage();
  await resetAs(user, 'Fresh#Start2026x', DEMO_PASSWORD);
  const reused = 'The new password cannot be the current password or the previous one.';
  await waitFor(() => expect(newPassword()).toHaveAccessibleDescription(expect.stringContaining(reused)));
  expect(newPassword()).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/^New password again/)).not.toHaveAccessibleDescription(expect.stringContaining(reused));
  expect(notices()).not.toContain(reused);
  expect(screen.getByRole('textbox', { name: /^Account/ })).toHaveValue('buyer');
  expect(screen.getByLabelText(/^New password again/)).toHaveValue(DEMO_PASSWORD);
});

it('leaves a refusal that names no field (a wrong current password) to the portal’s notice', async () => {
  const user = userEvent.setup();
  await renderPage();
  await resetAs(user, 'Not#the2026one', 'Fresh#Start2026x');
  await waitFor(() => expect(notices()).toContain('The account or password is incorrect.'));
  expect(screen.getByLabelText(/^Current or temporary password/)).toHaveValue('Not#the2026one');
});
