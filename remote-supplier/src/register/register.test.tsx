import { File as NodeFile } from 'node:buffer';
import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { api, registerNamespace, type Locale } from 'shared-ui';
import { withMockBackend } from 'mock-api/testing';
import { leavingAsks, renderInPortal } from 'shared-ui/testing';
import remote from '../routes';

// The public registration against the whole mock backend: the page fetches its own general token
// (as nobody is signed in), uploads with it and signs up; the mock applies the same rules.
jest.setTimeout(120_000);
withMockBackend();

const Register = remote.publicPages!.register;

async function openPage(locale: Locale = 'en-US') {
  registerNamespace(remote.namespace, remote.resources);
  const view = await renderInPortal(
    <Suspense fallback={null}>
      <Register />
    </Suspense>,
    { route: '/fromLinks/register', locale },
  );
  return view;
}

// Node's File, not jsdom's: the upload's multipart body is built by Node's FormData.
const pdf = (name: string) => new NodeFile([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x0a])], name, { type: 'application/pdf' }) as unknown as File;

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }, { timeout: 10_000 }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

async function upload(user: UserEvent, attachment: string, name: string) {
  await user.upload(screen.getByLabelText(attachment, { selector: 'input' }), pdf(name));
  expect(await screen.findByText(name, {}, { timeout: 10_000 })).toBeInTheDocument();
}

/** Everything but the attachments and the agreements, a wrong postcode corrected on the way. */
async function fillCompanyAndApplicant(user: UserEvent, account: string) {
  await screen.findByRole('heading', { name: 'Company information' }, { timeout: 10_000 });
  await choose(user, /^Supplier type/, 'Service provider');
  await user.type(field(/^Company name/), 'Harbour Testing Services Ltd.');
  await choose(user, /^Country/, 'Taiwan');
  await choose(user, /^Company language/, 'English');
  await choose(user, /^Identity type/, 'Taiwan business number (UBN)');
  await user.type(field(/^Identity number/), '24681357');
  await user.type(field(/^Address 1/), 'No. 8, Harbour Rd., Keelung');

  // Taiwan's postcodes have at most 5 characters: refused at the field as soon as it is left.
  await user.type(field(/^Postcode of address 1/), '2020112345');
  await user.tab();
  expect(await screen.findByText('The postcode can have at most 5 characters.')).toBeInTheDocument();
  expect(field(/^Postcode of address 1/)).toHaveAttribute('aria-invalid', 'true');
  await user.clear(field(/^Postcode of address 1/));
  await user.type(field(/^Postcode of address 1/), '20201');
  await waitFor(() => expect(screen.queryByText('The postcode can have at most 5 characters.')).toBeNull());

  await choose(user, /^Phone country code/, 'Taiwan +886');
  await user.type(field(/^Phone\W*$/), '02-2462-0000');
  await user.type(field(/^Capital/), 'NA');
  await user.type(field(/^Employee count/), '35');
  await user.type(field(/^Person in charge/), 'Wang Da-Ming');
  await user.type(field(/^Account/), account);
  await user.type(field(/^Name/), 'Wang Da-Ming');
  await user.type(field(/^E-mail/), 'wang@harbour-testing.example');
  await choose(user, /^Service item/, 'Inspection and testing');
}

async function agree(user: UserEvent) {
  // Each agreement opens its full text.
  await user.click(screen.getByRole('button', { name: 'Read the terms of use' }));
  const terms = await screen.findByRole('dialog');
  expect(within(terms).getAllByRole('heading').length).toBeGreaterThan(1);
  await user.click(within(terms).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await user.click(screen.getByRole('button', { name: 'Read the privacy statement' }));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
  await user.click(screen.getByRole('checkbox', { name: /privacy statement/ }));
}

it('registers a company: a wrong postcode corrected, a missing required attachment refused, then the confirmation; the supplier is potential and mailed', async () => {
  const user = userEvent.setup();
  await openPage();
  await fillCompanyAndApplicant(user, 'harbour.wang');

  // The service provider's attachments in English: the business registration and bank proof are required.
  expect(await screen.findByRole('group', { name: /^Business registration/ }, { timeout: 10_000 })).toBeInTheDocument();
  await upload(user, 'Business registration', 'registration.pdf');

  // Nothing ticked yet and the bank proof missing: each refused at its own field, nothing sent.
  await user.click(screen.getByRole('button', { name: 'Submit registration' }));
  expect(await screen.findByText('Upload the required attachment: Bank account proof.')).toBeInTheDocument();
  expect(screen.getByText('You must agree to the terms of use.')).toBeInTheDocument();
  expect(screen.getByText('You must agree to the privacy statement.')).toBeInTheDocument();

  await upload(user, 'Bank account proof', 'bank.pdf');
  await agree(user);
  await user.click(screen.getByRole('button', { name: 'Submit registration' }));

  expect(await screen.findByRole('heading', { name: 'Registration received' }, { timeout: 15_000 })).toBeInTheDocument();
  const summary = screen.getByRole('status');
  expect(summary).toHaveTextContent(/Harbour Testing Services Ltd\. has been received under no\. SCP\d{6}/);
  expect(screen.getByText(/An e-mail to wang@harbour-testing.example gives your account harbour.wang/)).toBeInTheDocument();

  // The mock has it: a potential supplier awaiting review, with both files, and the mail.
  const mails = (await api.get<{ items: { to: string; body: string }[] }>('dev/outbox?to=wang@harbour-testing.example')).data.items;
  expect(mails).toHaveLength(1);
  expect(mails[0].body).toContain('Temporary password');
});

it('a server refusal lands on its field and keeps everything typed, the uploaded attachments included', async () => {
  const user = userEvent.setup();
  await openPage();
  await fillCompanyAndApplicant(user, 'supplier'); // a demo account: taken
  await screen.findByRole('group', { name: /^Business registration/ }, { timeout: 10_000 });
  await upload(user, 'Business registration', 'registration.pdf');
  await upload(user, 'Bank account proof', 'bank.pdf');
  await agree(user);
  await user.click(screen.getByRole('button', { name: 'Submit registration' }));

  expect(await screen.findByText('The account supplier is already taken. Choose another one.', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(field(/^Account/)).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(field(/^Account/)).toHaveFocus());
  // Everything typed is still there.
  expect(field(/^Company name/)).toHaveValue('Harbour Testing Services Ltd.');
  expect(field(/^Postcode of address 1/)).toHaveValue('20201');
  expect(field(/^Capital/)).toHaveValue('NA');
  expect(screen.getByText('registration.pdf')).toBeInTheDocument();
  expect(screen.getByText('bank.pdf')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: /terms of use/ })).toBeChecked();

  await user.clear(field(/^Account/));
  await user.type(field(/^Account/), 'harbour.wang');
  await user.click(screen.getByRole('button', { name: 'Submit registration' }));
  expect(await screen.findByRole('heading', { name: 'Registration received' }, { timeout: 15_000 })).toBeInTheDocument();
});

it('reminds at the country field that Brazil is B1 when registering; once something is typed, leaving asks first', async () => {
  const user = userEvent.setup();
  await openPage();
  await screen.findByRole('heading', { name: 'Company information' }, { timeout: 10_000 });
  expect(screen.getByText('Brazil: choose "Brazil (creation)" (B1) when registering.')).toBeInTheDocument();
  expect(leavingAsks()).toBe(false);
  await choose(user, /^Country/, 'Brazil');
  await waitFor(() => expect(leavingAsks()).toBe(true));
  await user.tab();
  expect(await screen.findByText('Brazil: choose country B1 when creating a supplier.')).toBeInTheDocument();
  await choose(user, /^Country/, 'Brazil (creation)');
  await waitFor(() => expect(screen.queryByText('Brazil: choose country B1 when creating a supplier.')).toBeNull());
});

it('says each rule at its field when it is left: e-mail, identity placeholder, number or NA, required', async () => {
  const user = userEvent.setup();
  await openPage();
  await screen.findByRole('heading', { name: 'Company information' }, { timeout: 10_000 });
  await user.type(field(/^E-mail/), 'wang-at-harbour');
  await user.tab();
  expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
  await user.type(field(/^Identity number/), 'xxx');
  await user.tab();
  expect(await screen.findByText('Without an identity number, enter XXXXXXXXXX (ten capital X).')).toBeInTheDocument();
  await user.clear(field(/^Identity number/));
  await user.type(field(/^Identity number/), 'XXXXXXXXXX');
  await waitFor(() => expect(screen.queryByText('Without an identity number, enter XXXXXXXXXX (ten capital X).')).toBeNull());
  await user.type(field(/^Capital/), 'lots');
  await user.tab();
  expect(await screen.findByText('Enter a number, or NA if not available.')).toBeInTheDocument();
  await user.clear(field(/^Capital/));
  await user.type(field(/^Capital/), 'na');
  await waitFor(() => expect(screen.queryByText('Enter a number, or NA if not available.')).toBeNull());
  await user.click(field(/^Company name/));
  await user.tab();
  await waitFor(() => expect(field(/^Company name/)).toHaveAccessibleDescription('Required'));
});

it('is usable by keyboard: the terms open and close from the keyboard, Enter submits and focus goes to the first problem', async () => {
  const user = userEvent.setup();
  await openPage();
  await screen.findByRole('heading', { name: 'Company information' }, { timeout: 10_000 });
  const read = screen.getByRole('button', { name: 'Read the terms of use' });
  act(() => read.focus());
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(read).toHaveFocus());
  await user.click(field(/^Company name/));
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Supplier type/ })).toHaveFocus());
  expect(screen.getByRole('combobox', { name: /^Supplier type/ })).toHaveAttribute('aria-invalid', 'true');
});

it('speaks Traditional Chinese', async () => {
  await openPage('zh-TW');
  expect(await screen.findByRole('heading', { level: 1, name: '供應商註冊' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: '公司資料' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '送出註冊' })).toBeInTheDocument();
  expect(screen.getByText('請先選擇供應商類型與公司使用語言，即會列出需上傳的附件。')).toBeInTheDocument();
});

it('tells the applicant while typing that the company is registered already and whether the account is free (debounced lookups)', async () => {
  const user = userEvent.setup();
  await openPage();
  await screen.findByRole('heading', { name: 'Company information' }, { timeout: 10_000 });
  await user.type(field(/^Company name/), '鑫泰精密股份有限公司 Hsin Tai Precision Co., Ltd.');
  expect(await screen.findByText(/A company with this name is already registered/, {}, { timeout: 5_000 })).toBeInTheDocument();
  await user.type(field(/^Account/), 'SUPPLIER');
  expect(await screen.findByText('This account is already taken. Choose another one.', {}, { timeout: 5_000 })).toBeInTheDocument();
  await user.clear(field(/^Account/));
  await user.type(field(/^Account/), 'harbour-new-01');
  expect(await screen.findByText('This account is available.', {}, { timeout: 5_000 })).toBeInTheDocument();
  await user.clear(field(/^Company name/));
  await user.type(field(/^Company name/), 'Harbour Testing Services Ltd.');
  await waitFor(() => expect(screen.queryByText(/A company with this name is already registered/)).toBeNull(), { timeout: 5_000 });
});
