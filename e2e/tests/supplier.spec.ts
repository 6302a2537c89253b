import { expect, test, type Page } from '@playwright/test';
import { API_URL, callApi as api, expectAccessible, resetBackend, tokenOf } from '../support/portal';
import { act, toolbar } from '../support/detail-actions';
import { signIn, submitSignIn } from '../support/sign-in';

// The supplier journey of the remote-supplier issue, in Chromium against the production builds
// and the mock backend over HTTP: a company registers, the buyer approves it through sign-off and
// writes it to the ERP, the new supplier changes its phone, the buyer compares and approves.
// The steps build on each other (one backend state).
test.describe.configure({ mode: 'serial' });

const ACCOUNT = 'harbour.e2e';
const EMAIL = 'wang@harbour-e2e.example';
const COMPANY = 'Harbour E2E Testing Ltd.';
const NEW_PASSWORD = 'Harbour#Start2026';
const NEW_PHONE = '02-2462-9999';

const newSupplierId = async () => {
  const found = await api<{ items: { id: number }[] }>('POST', 'a/supplier/search', await tokenOf('buyer'), { name: COMPANY });
  return found.body.items[0].id;
};

async function english(page: Page) {
  await page.getByLabel(/^(語言|Language)$/).first().selectOption('en-US');
}

async function choose(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Runs a detail action and confirms it in its dialog. */

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });

test.beforeAll(async () => {
  await resetBackend();
});

test('a new company registers (English), its wrong postcode corrected on the way', async ({ page }) => {
  await page.goto('/fromLinks/register');
  await english(page);
  await expect(page.getByRole('heading', { name: 'Supplier registration', level: 1 })).toBeVisible();
  await choose(page, /^Supplier type/, 'Service provider');
  await page.getByRole('textbox', { name: /^Company name/ }).fill(COMPANY);
  await choose(page, /^Country/, 'Taiwan');
  await choose(page, /^Company language/, 'English');
  await choose(page, /^Identity type/, 'Taiwan business number (UBN)');
  await page.getByRole('textbox', { name: /^Identity number/ }).fill('13572468');
  await page.getByRole('textbox', { name: /^Address 1/ }).fill('No. 8, Harbour Rd., Keelung');
  const postcode = page.getByRole('textbox', { name: /^Postcode of address 1/ });
  await postcode.fill('2020112345');
  await postcode.blur();
  await expect(page.getByText('The postcode can have at most 5 characters.')).toBeVisible();
  await postcode.fill('20201');
  await expect(page.getByText('The postcode can have at most 5 characters.')).toBeHidden();
  await choose(page, /^Phone country code/, 'Taiwan +886');
  await page.getByRole('textbox', { name: /^Phone\W*$/ }).fill('02-2462-0000');
  await page.getByRole('textbox', { name: /^Capital/ }).fill('NA');
  await page.getByRole('textbox', { name: /^Employee count/ }).fill('35');
  await page.getByRole('textbox', { name: /^Person in charge/ }).fill('Wang Da-Ming');
  await page.getByRole('textbox', { name: /^Account/ }).fill(ACCOUNT);
  await page.getByRole('textbox', { name: /^Name/ }).fill('Wang Da-Ming');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(EMAIL);
  await choose(page, /^Service item/, 'Inspection and testing');
  for (const [slot, file] of [['Business registration', 'registration.pdf'], ['Bank account proof', 'bank.pdf']]) {
    await page.locator('input[type=file]').and(page.getByLabel(new RegExp(`^${slot}`))).setInputFiles(pdf(file));
    await expect(page.getByText(file)).toBeVisible();
  }
  await page.getByRole('checkbox', { name: /terms of use/ }).check();
  await page.getByRole('checkbox', { name: /privacy statement/ }).check();
  await page.getByRole('button', { name: 'Submit registration' }).click();
  await expect(page.getByRole('heading', { name: 'Registration received' })).toBeVisible();
});

test('buyer finds it as potential, approves it through sign-off and updates it to the ERP', async ({ page }) => {
  await signIn(page, 'buyer', { language: 'en-US', open: '/admin/supplier' });
  await page.getByRole('textbox', { name: 'Supplier name' }).fill('Harbour E2E');
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: COMPANY });
  await expect(row).toContainText('Potential');
  await row.click();
  await expect(page.getByText('Supplier not yet approved (potential stage): confirm with the supplier contact.')).toBeVisible();
  await expectAccessible(page);
  await act(page, 'Send for sign-off');
  await act(page, 'Sign-off: approve (test)');
  await expect(page.getByRole('group', { name: 'Record status' })).toContainText('Normal');
  await act(page, 'Update to ERP');
  await expect(page.getByText('Not in the ERP yet')).toBeHidden();
  const sap = (await api<{ basicData: { systemInfo: { supplierNoSap?: string } } }>('GET', `a/supplier/${await newSupplierId()}`, await tokenOf('buyer'))).body.basicData.systemInfo.supplierNoSap;
  expect(sap).toBeTruthy();
  await expect(page.getByRole('group', { name: 'Record status' })).toContainText(sap!);
});

test('the new supplier signs in with its mailed password, sets its own, accepts the terms, changes its phone and commits', async ({ page }) => {
  const mails = (await (await fetch(`${API_URL}/dev/outbox?to=${encodeURIComponent(EMAIL)}`)).json()) as { items: { body: string }[] };
  const temp = /Temporary password: (\S+)/.exec(mails.items[0].body)?.[1];
  expect(temp).toBeTruthy();
  await page.goto('/login');
  await english(page);
  await submitSignIn(page, ACCOUNT, temp!);
  await expect(page).toHaveURL(/\/resetPwd$/);
  await expect(page.getByRole('heading', { name: 'Reset password', level: 1 })).toBeVisible();
  await page.locator('input[name=account]').fill(ACCOUNT);
  await expect(page.locator('input[name=account]')).toHaveValue(ACCOUNT);
  await page.locator('input[name=currentPassword]').fill(temp!);
  await page.locator('input[name=newPassword]').fill(NEW_PASSWORD);
  await page.locator('input[name=confirmPassword]').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, ACCOUNT, { password: NEW_PASSWORD, at: null, acceptTerms: true });

  await page.goto('/admin/supplier');
  await expect(page.getByRole('heading', { name: "Our company's master data", level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Record status' })).toContainText('Approved');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.locator('input[name="companyInfo.phone"]').fill(NEW_PHONE);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes are saved as a draft.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Commit for approval' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Commit for approval' }).click();
  await expect(page.getByText('Your changes are waiting for purchasing staff to review them.')).toBeVisible();
});

test('buyer sees the phone change in History against the last approved data and approves it', async ({ page }) => {
  await signIn(page, 'buyer', { language: 'en-US' });
  await page.goto(`/admin/supplier/detail/view/${await newSupplierId()}`);
  await page.getByRole('tab', { name: 'History' }).click();
  const change = page.getByRole('table', { name: 'Changes against the last approved data' }).getByRole('row').filter({ hasText: 'Company › Phone' });
  await expect(change).toContainText('02-2462-0000');
  await expect(change).toContainText(NEW_PHONE);
  // Only the phone changed: empty attachment slots are no change.
  await expect(page.getByRole('table', { name: 'Changes against the last approved data' }).getByRole('row')).toHaveCount(2);
  await expectAccessible(page);
  await act(page, 'Send for sign-off');
  await act(page, 'Sign-off: approve (test)');
  await expect(page.getByRole('table', { name: 'Commit history' })).toContainText('Sign-off approved');
  await expect(page.getByRole('table', { name: 'Changes against the last approved data' })).toBeHidden();
  await expect(page.getByText('No differences: the data is as last approved.')).toBeVisible();
  await page.getByRole('tab', { name: 'Basic Info' }).click();
  await expect(page.getByRole('group', { name: 'Record status' })).toContainText('Approved');
});

test('a bank account in a currency already used is refused at its currency', async ({ page }) => {
  await signIn(page, 'buyer', { language: 'en-US', open: '/admin/supplier/detail/edit/1001' });
  const second = page.getByRole('group', { name: 'Bank account 2' });
  await second.getByRole('combobox', { name: /Currency/ }).click();
  await page.getByRole('option', { name: /Taiwan/ }).click();
  await toolbar(page).getByRole('button', { name: 'Save' }).click();
  await expect(second.getByText('A bank account in the same currency exists.')).toBeVisible();
});

test('buyer creates a supplier on screen: refused while incomplete, then saved as a potential draft', async ({ page }) => {
  await signIn(page, 'buyer', { language: 'en-US', open: '/admin/supplier' });
  await page.getByRole('button', { name: 'New supplier' }).click();
  await toolbar(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Required').filter({ visible: true }).first()).toBeVisible();
  await choose(page, /^Supplier type/, 'Service provider');
  await page.getByRole('textbox', { name: /^Company name/ }).fill('Keelung Calibration Lab');
  await choose(page, /^Country/, 'Taiwan');
  await choose(page, /^Company language/, 'English');
  await choose(page, /^Identity type/, 'Taiwan business number (UBN)');
  await page.getByRole('textbox', { name: /^Identity number/ }).fill('XXXXXXXXXX');
  await page.getByRole('textbox', { name: /^Address 1/ }).fill('No. 2, Port Rd., Keelung');
  await page.getByRole('textbox', { name: /^Postcode of address 1/ }).fill('20248');
  await choose(page, /^Phone country code/, 'Taiwan +886');
  await page.locator('input[name="basicData.companyInfo.phone"]').fill('02-2428-0000');
  await page.getByRole('textbox', { name: /^Capital/ }).fill('2000000');
  await page.getByRole('textbox', { name: /^Employee count/ }).fill('NA');
  await page.getByRole('textbox', { name: /^Person in charge/ }).fill('Lin Mei');
  await page.locator('input[name="basicData.applicantInfo.applicantAccount"]').fill('keelung.lab');
  await page.locator('input[name="basicData.applicantInfo.applicantName"]').fill('Lin Mei');
  await page.locator('input[name="basicData.applicantInfo.applicantEmail"]').fill('lin@keelung-lab.example');
  await choose(page, /^Service item/, 'Inspection and testing');
  // The supplier type's required attachments (spec section 5), as at sign-up.
  for (const [slot, file] of [['Business registration', 'keelung-registration.pdf'], ['Bank account proof', 'keelung-bank.pdf']]) {
    await page.getByRole('group', { name: slot }).locator('input[type=file]').setInputFiles(pdf(file));
    await expect(page.getByText(file)).toBeVisible();
  }
  await toolbar(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/supplier\/detail\/view\/\d+$/);
  const status = page.getByRole('group', { name: 'Record status' });
  await expect(status).toContainText('Potential');
  await expect(status).toContainText('Draft');
});

test("supplier2 cannot open supplier's record, by URL or by API", async ({ page }) => {
  await signIn(page, 'supplier2', { language: 'en-US', open: '/admin/supplier/detail/view/1001' });
  await expect(page.getByRole('heading', { name: "Our company's master data", level: 1 })).toBeVisible();
  await expect(page.getByText(/Rio Metals/).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText(/Hsin Tai/)).toHaveCount(0);
  const token = await tokenOf('supplier2');
  expect((await api('GET', 'su/supplier/1001', token)).status).toBe(404);
  expect((await api('GET', 'a/supplier/1001', token)).status).toBe(403);
});
