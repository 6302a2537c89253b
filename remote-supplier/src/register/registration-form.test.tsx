import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { registerNamespace, useSession } from 'shared-ui';
import { QueryProvider } from 'shared-ui/data';
import { withMockBackend } from 'mock-api/testing';
import { renderInPortal } from 'shared-ui/testing';
import { testServer } from 'shared-ui/testing/msw-server';
import remote from '../routes';
import { RegistrationForm } from './registration-form';
import { fetchSignupToken } from './signup-calls';

withMockBackend();

// The company section has no state of its own: it is drawn only when the form's host draws it.
const mockDrawn = jest.fn();
jest.mock('../common/company-section', () => {
  const actual = jest.requireActual<typeof import('../common/company-section')>('../common/company-section');
  return {
    ...actual,
    CompanySection: (props: Parameters<typeof actual.CompanySection>[0]) => {
      mockDrawn();
      return actual.CompanySection(props);
    },
  };
});

// react-hook-form draws the form's host again as the form mounts, inside the registration page's
// longest task on a phone (issue 17): the fields must not be drawn a second time with it.
it('draws its sections once as it mounts, however often react-hook-form draws the form itself', async () => {
  registerNamespace(remote.namespace, remote.resources);
  useSession.getState().setGeneralToken(await fetchSignupToken());
  await renderInPortal(
    <QueryProvider>
      <RegistrationForm onRegistered={jest.fn()} />
    </QueryProvider>,
    { route: '/fromLinks/register', locale: 'en-US' },
  );
  await screen.findByRole('heading', { name: 'Company information' });
  expect(await screen.findByRole('combobox', { name: /^Supplier type/ })).toBeInTheDocument();
  expect(mockDrawn).toHaveBeenCalledTimes(1);
});

it('says when the attachments of the chosen type could not be loaded, and loads them on Retry', async () => {
  const user = userEvent.setup();
  registerNamespace(remote.namespace, remote.resources);
  useSession.getState().setGeneralToken(await fetchSignupToken());
  let refused = true;
  // Refused until Retry; then the mock's own handler answers (a resolver that answers nothing falls through).
  testServer.use(http.get('*/api/ss/defaultAttachments', () => (refused ? HttpResponse.json({ messages: ['Internal error'] }, { status: 500 }) : undefined)));
  await renderInPortal(
    <QueryProvider>
      <RegistrationForm onRegistered={jest.fn()} />
    </QueryProvider>,
    { route: '/fromLinks/register', locale: 'en-US' },
  );
  for (const [label, option] of [[/^Supplier type/, 'Service provider'], [/^Company language/, 'English']] as const) {
    await user.click(await screen.findByRole('combobox', { name: label }));
    await user.click(await screen.findByRole('option', { name: option }, { timeout: 10_000 }));
  }
  const alert = await screen.findByText('The attachments asked for this supplier type could not be loaded. Try again before you submit.');
  expect(screen.queryByText('No attachments are asked for this supplier type.')).toBeNull();
  refused = false;
  await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(/Attachments marked \* are required/)).toBeInTheDocument();
});
