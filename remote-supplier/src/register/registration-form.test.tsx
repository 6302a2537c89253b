import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { registerNamespace, useSession } from 'shared-ui';
import { QueryProvider } from 'shared-ui/data';
import { withMockBackend } from 'mock-api/testing';
import { renderInPortal } from 'shared-ui/testing';
import { testServer } from 'shared-ui/testing/msw-server';
import remote from '../routes';
import { RegistrationForm } from './registration-form';
import { fetchSignupToken } from './signup-calls';

jest.setTimeout(60_000);
withMockBackend();

async function openForm(locale: 'en-US' | 'zh-TW' = 'en-US') {
  registerNamespace(remote.namespace, remote.resources);
  useSession.getState().setGeneralToken(await fetchSignupToken());
  await renderInPortal(
    <QueryProvider>
      <RegistrationForm onRegistered={jest.fn()} />
    </QueryProvider>,
    { route: '/fromLinks/register', locale },
  );
}

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }, { timeout: 10_000 }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

// Node's File, not jsdom's: the upload's multipart body is built by Node's FormData.
const pdf = (name: string) => new NodeFile([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x0a])], name, { type: 'application/pdf' }) as unknown as File;

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
  await openForm();
  await screen.findByRole('heading', { name: 'Company information' });
  expect(await screen.findByRole('combobox', { name: /^Supplier type/ })).toBeInTheDocument();
  expect(mockDrawn).toHaveBeenCalledTimes(1);
});

it('says when the attachments of the chosen type could not be loaded, and loads them on Retry', async () => {
  const user = userEvent.setup();
  let refused = true;
  // Refused until Retry; then the mock's own handler answers (a resolver that answers nothing falls through).
  testServer.use(http.get('*/api/ss/defaultAttachments', () => (refused ? HttpResponse.json({ messages: ['Internal error'] }, { status: 500 }) : undefined)));
  await openForm();
  await choose(user, /^Supplier type/, 'Service provider');
  await choose(user, /^Company language/, 'English');
  const alert = await screen.findByText('The attachments asked for this supplier type could not be loaded. Try again before you submit.');
  expect(screen.queryByText('No attachments are asked for this supplier type.')).toBeNull();
  refused = false;
  await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(/Attachments marked \* are required/)).toBeInTheDocument();
});

it('keeps the uploaded attachments when the type or the language changes, or their settings fail to load: choosing back shows them again', async () => {
  const user = userEvent.setup();
  // The logistics provider's settings cannot be loaded.
  testServer.use(
    http.get('*/api/ss/defaultAttachments', ({ request }) =>
      new URL(request.url).searchParams.get('supplierTypeCode') === 'LOG' ? HttpResponse.json({ messages: ['Internal error'] }, { status: 500 }) : undefined,
    ),
  );
  await openForm();
  await choose(user, /^Supplier type/, 'Service provider');
  await choose(user, /^Company language/, 'English');
  await user.upload(await screen.findByLabelText('Business registration', { selector: 'input' }, { timeout: 10_000 }), pdf('registration.pdf'));
  expect(await screen.findByText('registration.pdf', {}, { timeout: 10_000 })).toBeInTheDocument();

  // Another language: its own slots, empty; back to English, the file is there again.
  await choose(user, /^Company language/, 'Traditional Chinese');
  expect(await screen.findByLabelText('營業登記證明', { selector: 'input' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByText('registration.pdf')).toBeNull();
  await choose(user, /^Company language/, 'English');
  expect(await screen.findByText('registration.pdf', {}, { timeout: 10_000 })).toBeInTheDocument();

  // A type whose settings fail to load is not "no attachments": nothing is dropped.
  await choose(user, /^Supplier type/, 'Logistics provider');
  expect(await screen.findByText('The attachments asked for this supplier type could not be loaded. Try again before you submit.', {}, { timeout: 10_000 })).toBeInTheDocument();
  await choose(user, /^Supplier type/, 'Service provider');
  expect(await screen.findByText('registration.pdf', {}, { timeout: 10_000 })).toBeInTheDocument();
});

it.each([
  ['en-US', 'Read the terms of use', 'Supplier Collaboration Portal Terms of Use', 'Read the privacy statement', 'Privacy Statement', 'Close'],
  ['zh-TW', '閱讀使用條款', '供應商協同平台使用條款', '閱讀隱私權聲明', '隱私權聲明', '關閉'],
] as const)('the text of the terms read from the form is a region named by its title, in the tab order (%s)', async (locale, readTerms, termsTitle, readPrivacy, privacyTitle, close) => {
  const user = userEvent.setup();
  await openForm(locale);
  for (const [read, title] of [
    [readTerms, termsTitle],
    [readPrivacy, privacyTitle],
  ] as const) {
    await user.click(await screen.findByRole('button', { name: read }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: title });
    const text = within(dialog).getByRole('region', { name: title });
    expect(text).toHaveAttribute('tabindex', '0');
    // Close has the focus; the text is the stop before it, to scroll with the arrow keys.
    expect(within(dialog).getByRole('button', { name: close })).toHaveFocus();
    await user.tab({ shift: true });
    expect(text).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }
});
