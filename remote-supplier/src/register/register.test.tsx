import { File as NodeFile } from 'node:buffer';
import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, registerNamespace, setApiNavigator, useSession, type Locale } from 'shared-ui';
import { devCall, TEST_API_BASE, withMockBackend } from 'mock-api/testing';
import { leavingAsks, renderInPortal } from 'shared-ui/testing';
import { testServer } from 'shared-ui/testing/msw-server';
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

/** Everything filled in, both required attachments uploaded, the agreements ticked: ready to submit. */
async function fillEverything(user: UserEvent, account = 'harbour.wang') {
  await fillCompanyAndApplicant(user, account);
  await screen.findByRole('group', { name: /^Business registration/ }, { timeout: 10_000 });
  await upload(user, 'Business registration', 'registration.pdf');
  await upload(user, 'Bank account proof', 'bank.pdf');
  await agree(user);
}

/** The next morning: the business clock 25 hours on, past the sign-up token's 24. */
const nextMorning = () => devCall('clock', { advanceMinutes: 25 * 60 });

/** The file ids the mock issues to the page's uploads, in their order (heard until the test ends). */
function fileIdsIssued(): string[] {
  const ids: string[] = [];
  testServer.events.on('response:mocked', ({ request, response }) => {
    if (request.url.includes('/ss/file/issue') && response.ok) void response.clone().json().then((body: { fileId: string }) => ids.push(body.fileId));
  });
  return ids;
}
afterEach(() => testServer.events.removeAllListeners('response:mocked'));

/** While `offline.now`, no new sign-up token can be had (the line is down). */
function signupTokenOffline() {
  const offline = { now: true };
  testServer.use(http.get('*/api/auth/supplierSignup', () => (offline.now ? HttpResponse.error() : undefined)));
  return offline;
}

const mailsTo = async (to: string) => (await api.get<{ items: unknown[] }>(`dev/outbox?to=${to}`)).data.items;

it('Submit waits for an attachment still uploading, saying why; the registration then holds the file', async () => {
  const user = userEvent.setup();
  await openPage();
  await fillCompanyAndApplicant(user, 'harbour.wang');
  await screen.findByRole('group', { name: /^Business registration/ }, { timeout: 10_000 });
  await upload(user, 'Business registration', 'registration.pdf');
  await agree(user);
  // The bank proof is held on a slow line until released, then the mock backend takes it.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  testServer.use(http.post('*/api/ss/file/issue', () => released.then(() => undefined), { once: true }));
  await user.upload(screen.getByLabelText('Bank account proof', { selector: 'input' }), pdf('bank.pdf'));
  expect(await screen.findByRole('progressbar', { name: 'Uploading bank.pdf' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Submit registration' })).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByText('Uploading files… You can save or send once they are done.')).toHaveAttribute('role', 'status');

  release();
  await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Uploading bank.pdf' })).toBeNull(), { timeout: 10_000 });
  expect(screen.getByText('bank.pdf')).toBeInTheDocument();
  expect(screen.queryByText('Uploading files… You can save or send once they are done.')).toBeNull();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Submit registration' })).not.toHaveAttribute('aria-disabled'));
  await user.click(screen.getByRole('button', { name: 'Submit registration' }));
  expect(await screen.findByRole('heading', { name: 'Registration received' }, { timeout: 15_000 })).toBeInTheDocument();
});

it('left open overnight: the expired sign-up token is renewed, the upload and Submit go through, and nobody is sent away', async () => {
  const user = userEvent.setup();
  const moveTo = jest.fn();
  setApiNavigator(moveTo);
  await openPage();
  await fillCompanyAndApplicant(user, 'harbour.wang');
  await screen.findByRole('group', { name: /^Business registration/ }, { timeout: 10_000 });
  const issued = fileIdsIssued();
  await upload(user, 'Business registration', 'registration.pdf');
  await agree(user);
  const yesterday = useSession.getState().generalToken;

  await nextMorning();
  await upload(user, 'Bank account proof', 'bank.pdf');
  // The renewed token continues yesterday's visit: its upload is still the visitor's to open;
  // another visit's token gets no such file.
  const [registration] = issued;
  expect((await api.get(`g/file/${registration}`, { responseType: 'arraybuffer' })).status).toBe(200);
  const another = ((await (await fetch(`${TEST_API_BASE}/auth/supplierSignup`)).json()) as { generalToken: string }).generalToken;
  expect((await fetch(`${TEST_API_BASE}/g/file/${registration}`, { headers: { Authorization: `Bearer ${another}` } })).status).toBe(404);
  await user.click(screen.getByRole('button', { name: 'Submit registration' }));
  expect(await screen.findByRole('heading', { name: 'Registration received' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(useSession.getState().generalToken).not.toBe(yesterday);
  expect(moveTo).not.toHaveBeenCalled();
});

it('when no new sign-up token can be had, says so in the form and what to do, keeping everything; once back online Submit registers', async () => {
  const user = userEvent.setup();
  const moveTo = jest.fn();
  setApiNavigator(moveTo);
  await openPage();
  await fillEverything(user);
  await nextMorning();
  const offline = signupTokenOffline();

  await user.click(screen.getByRole('button', { name: 'Submit registration' }));
  const said = 'Your registration session has expired and a new one could not be started. Check your internet connection and try again (submit, or upload the file again); everything you have entered is kept.';
  // At the top of the form and by Submit.
  expect(await screen.findAllByText(said, {}, { timeout: 15_000 })).toHaveLength(2);
  expect(field(/^Company name/)).toHaveValue('Harbour Testing Services Ltd.');
  expect(screen.getByText('registration.pdf')).toBeInTheDocument();
  expect(screen.getByText('bank.pdf')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: /terms of use/ })).toBeChecked();
  expect(useSession.getState().generalToken).not.toBeNull();
  expect(moveTo).not.toHaveBeenCalled();

  offline.now = false;
  await user.click(screen.getByRole('button', { name: 'Submit registration' }));
  expect(await screen.findByRole('heading', { name: 'Registration received' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.queryByText(said)).toBeNull();
});

it('in Chinese too: an upload after the token expired, with no new one to be had, is told in the form', async () => {
  const user = userEvent.setup();
  const moveTo = jest.fn();
  setApiNavigator(moveTo);
  await openPage('zh-TW');
  await screen.findByRole('heading', { name: '公司資料' }, { timeout: 10_000 });
  await choose(user, /^供應商類型/, '服務供應商');
  await choose(user, /^公司使用語言/, '英文');
  await screen.findByRole('group', { name: /^Business registration/ }, { timeout: 10_000 });
  await nextMorning();
  signupTokenOffline();

  await user.upload(screen.getByLabelText('Business registration', { selector: 'input' }), pdf('registration.pdf'));
  // At the top of the form and by Submit.
  expect(await screen.findAllByText('註冊作業階段已逾時，且無法重新建立。請檢查網路連線後再試一次（重新送出，或重新上傳檔案），您已填寫的資料都會保留。', {}, { timeout: 15_000 })).toHaveLength(2);
  expect(screen.getByRole('combobox', { name: /^供應商類型/ })).toHaveTextContent('服務供應商');
  expect(moveTo).not.toHaveBeenCalled();
});

it('Submit again after an answer that never arrived is the same registration: registered once, not "account taken"', async () => {
  const user = userEvent.setup();
  await openPage();
  await fillEverything(user);
  // The server registers the first Submit, but its answer is lost on the way back.
  let lose = true;
  testServer.use(
    http.post('*/api/ss/signup', async ({ request }) => {
      if (!lose) return undefined;
      lose = false;
      expect((await fetch(request.clone())).status).toBe(201);
      return HttpResponse.error();
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Submit registration' }));
  await waitFor(() => expect(lose).toBe(false));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Submit registration' })).not.toHaveAttribute('aria-disabled'), { timeout: 15_000 });

  await user.click(screen.getByRole('button', { name: 'Submit registration' }));
  expect(await screen.findByRole('heading', { name: 'Registration received' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(await mailsTo('wang@harbour-testing.example')).toHaveLength(1);
});

it('an attachment the server no longer asks for is refused at the attachments, by name; the list is read again and Submit then registers', async () => {
  const user = userEvent.setup();
  // The form loads a setting the server has dropped since (an ISO certificate, optional).
  let stale = true;
  let asking = false; // the server's own answer, asked from inside: the mock's handler answers it
  testServer.use(
    http.get('*/api/ss/defaultAttachments', async ({ request }) => {
      if (asking || !stale || new URL(request.url).searchParams.get('supplierTypeCode') !== 'SVC') return undefined;
      asking = true;
      const settings = (await (await fetch(request.clone()).finally(() => (asking = false))).json()) as object[];
      return HttpResponse.json([...settings, { attachmentCode: 'SVC-ISO-EN', name: 'ISO certificate', type: 'ISO', supplierTypeCode: 'SVC', lang: 'en-US', stage: 'FIRST', required: false, openBpmStatus: false }]);
    }),
  );
  await openPage();
  await fillCompanyAndApplicant(user, 'harbour.wang');
  expect(await screen.findByRole('group', { name: /^ISO certificate/ }, { timeout: 10_000 })).toBeInTheDocument();
  stale = false;
  await upload(user, 'Business registration', 'registration.pdf');
  await upload(user, 'Bank account proof', 'bank.pdf');
  await agree(user);

  await user.click(screen.getByRole('button', { name: 'Submit registration' }));
  const attachments = screen.getByRole('heading', { name: 'Attachments' }).closest('section') as HTMLElement;
  const said = 'ISO certificate is not among the attachments asked for this supplier type and company language. Check the attachments and submit again.';
  expect(await within(attachments).findByText(said, {}, { timeout: 15_000 })).toBeInTheDocument();
  // Read again: the slot is gone, the files given stay.
  await waitFor(() => expect(screen.queryByRole('group', { name: /^ISO certificate/ })).toBeNull());
  expect(screen.getByText('registration.pdf')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Submit registration' }));
  expect(await screen.findByRole('heading', { name: 'Registration received' }, { timeout: 15_000 })).toBeInTheDocument();
});
