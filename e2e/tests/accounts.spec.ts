import { expect, test, type Browser, type Page } from '@playwright/test';
import { API_URL, callApi as api, expectAccessible, HOST_URL, resetBackend, tokenOf } from '../support/portal';
import { signIn, submitSignIn } from '../support/sign-in';

// The accounts journey of the remote-admin issue (part 2), in Chromium against the production
// builds and the mock backend over HTTP: admin builds a role on the permission grid and gives it
// to a newcomer from the company directory, who then sees exactly what the role grants (menu, URL,
// API) until admin takes part of it away; a supplier opens a sub-account that another supplier
// cannot see; a required attachment setting reaches the public registration page.
// The steps build on each other (one backend state).
test.describe.configure({ mode: 'serial' });

// Spec section 6: a user without view on supplier basic data is treated as a supplier (the fixed
// supplier map), so a role for internal staff grants at least that view.
const ROLE = 'PO_DELIVERY_READER';
/** A newcomer of the mock's company directory (mock-api/src/admin/directory.ts): no portal account yet. */
const STAFF = { account: 'mei.chen', name: '陳美玲 Mei Chen', email: 'mei.chen@portal.example' };
const STAFF_PASSWORD = 'MeiChen#Start2026';
const SUB = { account: 'hsintai.e2e', name: 'Chang Wei', email: 'chang.e2e@hsintai.example' };
const SUB_PASSWORD = 'HsinTai#Start2026';
/** Seeded: the service providers' non-disclosure agreement in English, asked at sign-up but optional. */
const NDA = 'SVC-NDA-EN';

const toolbar = (page: Page) => page.getByRole('toolbar', { name: /^(操作|Actions)$/ });

/** The menu as the user sees it: each group's heading with its entries' links. */
async function menuOf(page: Page) {
  return page.locator('nav[aria-label] ul[aria-labelledby]').evaluateAll((lists) =>
    lists.map((ul) => ({
      group: document.getElementById(ul.getAttribute('aria-labelledby')!)?.textContent,
      entries: [...ul.querySelectorAll('a')].map((a) => a.getAttribute('href')),
    })),
  );
}

async function temporaryPassword(email: string) {
  const mails = (await (await fetch(`${API_URL}/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { items: { body: string }[] };
  const temp = /(?:Temporary password|臨時密碼)[:：] ?(\S+)/.exec(mails.items.at(-1)?.body ?? '')?.[1];
  expect(temp).toBeTruthy();
  return temp!;
}

/** The first sign-in of a new account: the mailed password leads to the reset page, then the own one signs in. */
async function firstSignIn(page: Page, account: string, email: string, password: string, resetLabel: string) {
  const temp = await temporaryPassword(email);
  await submitSignIn(page, account, temp);
  await expect(page).toHaveURL(/\/resetPwd$/);
  // The router keeps the login form (its own account field) on screen while the reset page's
  // chunk loads: wait for the reset form before typing into it.
  await expect(page.locator('input[name=currentPassword]')).toBeVisible();
  await page.locator('input[name=account]').fill(account);
  await expect(page.locator('input[name=account]')).toHaveValue(account);
  await page.locator('input[name=currentPassword]').fill(temp);
  await page.locator('input[name=newPassword]').fill(password);
  await page.locator('input[name=confirmPassword]').fill(password);
  await page.getByRole('button', { name: resetLabel }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The reset form (with its own account field) may still be on screen as the address changes:
  // the sign-in below types into the login form only once the reset form is gone.
  await expect(page.locator('input[name=currentPassword]')).toHaveCount(0);
  // The temporary password is spent.
  expect((await api('POST', 'auth/pwd', undefined, { account, password: temp })).status).not.toBe(200);
  await signIn(page, account, { password, at: null, acceptTerms: true });
}

/** Typing an area's address without its permission: warned, sent home. */
async function refusedByUrl(page: Page, path: string, warning: RegExp) {
  await page.goto(path);
  await expect(page.getByRole('alert').filter({ hasText: warning })).toBeVisible();
  await expect(page).toHaveURL(HOST_URL);
}

type RoleRow = { id: number; roleCode: string; permissionList: { object: string; create: boolean; edit: boolean; view: boolean; review: boolean }[] };
const roleRow = async () => (await api<{ items: RoleRow[] }>('POST', 'a/role/search', await tokenOf('admin'), { roleCode: ROLE })).body.items.find((r) => r.roleCode === ROLE)!;
/** The objects the role grants anything on, with the granted flags. */
const grants = async () =>
  Object.fromEntries(
    (await roleRow()).permissionList
      .map(({ object, ...flags }) => [object, Object.keys(flags).filter((f) => flags[f as keyof typeof flags])] as const)
      .filter(([, on]) => on.length > 0),
  );

const PO_SEARCH = 'a/po/search';
const REVIEW_SEARCH = 'a/deliveryReplyReview/searchForReview';
const PAGE = { paging: { page: 1, pageSize: 10 } };

test.beforeAll(async () => {
  await resetBackend();
});

test('admin creates a role with view on supplier data, purchase orders and delivery review only, on the permission grid (Chinese)', async ({ page }) => {
  await signIn(page, 'admin', { acceptTerms: true, open: '/admin/roles' });
  await expect(page.getByRole('heading', { level: 1, name: '角色' })).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: '新增角色' }).click();
  // The list's own role-code filter stays on screen until the detail has loaded.
  const matrix = page.getByRole('table', { name: '權限' });
  await expect(matrix).toBeVisible();
  await page.getByRole('textbox', { name: /^角色代碼/ }).fill(ROLE);
  await page.getByRole('textbox', { name: /^說明/ }).fill('採購單與交期審核檢視');
  await matrix.getByRole('checkbox', { name: '供應商基本資料：檢視' }).check();
  await matrix.getByRole('checkbox', { name: '採購單：檢視' }).check();
  await matrix.getByRole('checkbox', { name: '交期審核：檢視' }).check();
  await expectAccessible(page);
  await toolbar(page).getByRole('button', { name: '儲存' }).click();
  await expect(page).toHaveURL(/\/admin\/roles\/detail\/view\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `角色 ${ROLE}` })).toBeVisible();
  await expect(page.getByRole('table', { name: '權限' }).getByRole('checkbox', { name: '採購單：檢視' })).toBeChecked();
  await expectAccessible(page);
  expect(await grants()).toEqual({ SUPPLIER_BASIC: ['view'], PURCHASE_ORDER: ['view'], DELIVERY_REVIEW: ['view'] });
});

test('admin opens an internal account for a newcomer, filled from the company directory, with that role (English)', async ({ page }) => {
  await signIn(page, 'admin', { language: 'en-US', open: '/admin/users' });
  await expect(page.getByRole('heading', { level: 1, name: 'Internal accounts' })).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'New account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Internal account', exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: /^Account/ }).fill(STAFF.account);
  await page.getByRole('button', { name: 'Fill from the company directory' }).click();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(STAFF.name);
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(STAFF.email);
  await page.getByRole('list', { name: 'Unassigned roles', exact: true }).getByRole('button', { name: new RegExp(`^${ROLE}`) }).click();
  await page.getByRole('button', { name: 'Assign →' }).click();
  await expect(page.getByRole('list', { name: 'Assigned roles', exact: true }).getByRole('button')).toHaveText([new RegExp(`^${ROLE}`)]);
  await expectAccessible(page);
  await toolbar(page).getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/detail\/view\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Internal account ${STAFF.account}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Assigned roles', exact: true })).toContainText(ROLE);
  await expectAccessible(page);
});

test('the newcomer signs in with the mailed password, sets its own, and sees exactly the supplier, purchase-order and delivery-review entries (Chinese)', async ({ page }) => {
  await page.goto('/login');
  await firstSignIn(page, STAFF.account, STAFF.email, STAFF_PASSWORD, '重設密碼');
  expect(await menuOf(page)).toEqual([
    { group: '供應商管理', entries: ['/admin/supplier'] },
    { group: '採購', entries: ['/admin/po', '/admin/deliveryReview', '/admin/deliveryBoard'] },
    { group: '報表', entries: ['/admin/poItemHistory'] },
  ]);
  await page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '交期審核' }).click();
  await expect(page).toHaveURL(/\/admin\/deliveryReview$/);
  await expect(page.getByRole('heading', { level: 1, name: '交期審核' })).toBeVisible();
  await refusedByUrl(page, '/admin/roles', /您沒有此權限/);

  const token = await tokenOf(STAFF.account, STAFF_PASSWORD);
  expect((await api('POST', PO_SEARCH, token, PAGE)).status).toBe(200);
  expect((await api('POST', REVIEW_SEARCH, token, PAGE)).status).toBe(200);
  for (const call of ['a/role/search', 'a/internalUser/search', 'a/eipBulletin/search', 'a/bill/search']) {
    expect((await api('POST', call, token, PAGE)).status, call).toBe(403);
  }
});

test('admin takes the view on delivery review away from the role (English)', async ({ page }) => {
  await signIn(page, 'admin', { language: 'en-US' });
  await page.goto(`/admin/roles/detail/edit/${(await roleRow()).id}`);
  const review = page.getByRole('table', { name: 'Permissions' }).getByRole('checkbox', { name: 'View on Delivery review', exact: true });
  await expect(review).toBeChecked();
  await review.uncheck();
  await toolbar(page).getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/roles\/detail\/view\/\d+$/);
  expect(await grants()).toEqual({ SUPPLIER_BASIC: ['view'], PURCHASE_ORDER: ['view'] });
});

test('the newcomer’s next sign-in has lost the delivery-review entry, by menu, URL and API', async ({ page }) => {
  await signIn(page, STAFF.account, { password: STAFF_PASSWORD, language: 'en-US' });
  expect(await menuOf(page)).toEqual([
    { group: 'Supplier management', entries: ['/admin/supplier'] },
    { group: 'Purchasing', entries: ['/admin/po', '/admin/deliveryBoard'] },
    { group: 'Report', entries: ['/admin/poItemHistory'] },
  ]);
  await refusedByUrl(page, '/admin/deliveryReview', /You do not have this permission/);
  const token = await tokenOf(STAFF.account, STAFF_PASSWORD);
  expect((await api('POST', REVIEW_SEARCH, token, PAGE)).status).toBe(403);
  expect((await api('POST', PO_SEARCH, token, PAGE)).status).toBe(200);
});

test('supplier opens a sub-account on its own supplier-accounts page (English)', async ({ page }) => {
  await signIn(page, 'supplier', { acceptTerms: true, language: 'en-US', open: '/admin/supplierUser' });
  await expect(page.getByRole('heading', { level: 1, name: 'Supplier accounts' })).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'New account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Supplier account', exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: /^Account/ }).fill(SUB.account);
  await page.getByRole('textbox', { name: /^Name/ }).fill(SUB.name);
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(SUB.email);
  await expectAccessible(page);
  await toolbar(page).getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/supplierUser\/detail\/view\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Supplier account ${SUB.account}` })).toBeVisible();
  await expectAccessible(page);
});

test('the sub-account signs in with its mailed password and must set its own (Chinese)', async ({ page }) => {
  await page.goto('/login');
  await firstSignIn(page, SUB.account, SUB.email, SUB_PASSWORD, '重設密碼');
  await page.goto('/admin/supplierUser');
  await expect(page.getByRole('grid').getByRole('row').filter({ hasText: SUB.account })).toBeVisible();
});

test('supplier2 cannot see the sub-account: not in its list, not by URL, not by API', async ({ page }) => {
  const token = await tokenOf('supplier');
  const rows = (await api<{ items: { id: number; account: string }[] }>('POST', 'su/supplierUser/search', token, { account: SUB.account })).body.items;
  const { id } = rows.find((r) => r.account === SUB.account)!;

  await signIn(page, 'supplier2', { acceptTerms: true, language: 'en-US', open: '/admin/supplierUser' });
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expect(grid).toContainText('rio.');
  await expect(grid).not.toContainText(SUB.account);
  await page.goto(`/admin/supplierUser/detail/view/${id}`);
  await expect(page.getByText('The record could not be loaded.')).toBeVisible();
  await expect(page.getByText(SUB.account)).toHaveCount(0);

  const other = await tokenOf('supplier2');
  expect((await api('GET', `su/supplierUser/${id}`, other)).status).toBe(404);
  expect((await api('PUT', `su/supplierUser/${id}`, other, { ...SUB, phone: '', status: 'INACTIVE' })).status).toBe(404);
  expect((await api('DELETE', `su/supplierUser/${id}`, other)).status).toBe(404);
  const searched = await api<{ items: { account: string }[] }>('POST', 'su/supplierUser/search', other, { supplierIds: [1001], account: SUB.account });
  expect(searched.status).toBe(200);
  expect(searched.body.items).toEqual([]);
  // Still there for its own supplier.
  expect((await api('GET', `su/supplierUser/${id}`, token)).status).toBe(200);
});

/** The NDA slot of the public registration page for an English-speaking service provider. */
async function registrationNda(browser: Browser) {
  const page = await browser.newPage();
  await page.goto('/fromLinks/register');
  await page.getByLabel(/^(語言|Language)$/).first().selectOption('en-US');
  for (const [label, option] of [[/^Supplier type/, 'Service provider'], [/^Company language/, 'English']] as const) {
    await page.getByRole('combobox', { name: label }).click();
    const listbox = page.getByRole('listbox');
    // On a loaded CI machine a click on the option could land while the menu was still settling
    // and leave it open; pick again as a user would, until the menu has closed on the choice.
    await expect(async () => {
      if (await listbox.isVisible()) await listbox.getByRole('option', { name: option, exact: true }).click({ timeout: 2000 });
      await expect(listbox).toBeHidden({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole('combobox', { name: label })).toHaveText(option);
  }
  const slot = page.getByRole('group', { name: /^Non-disclosure agreement/ });
  await expect(slot).toBeVisible();
  return { page, slot };
}

test('admin makes an attachment setting required and the registration page asks for it (Chinese admin, English page)', async ({ page, browser }) => {
  // Before: asked for at sign-up, but optional (what the page shows comes from this call).
  const ndaOf = async () => (await api<{ attachmentCode: string; required: boolean }[]>('GET', 'g/defaultAttachments?supplierTypeCode=SVC&langCode=en-US', await tokenOf('buyer'))).body.find((s) => s.attachmentCode === NDA);
  expect(await ndaOf()).toMatchObject({ required: false });

  await signIn(page, 'admin', { open: '/admin/attachments' });
  await expect(page.getByRole('heading', { level: 1, name: '附件設定' })).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/admin/attachments/detail/view/${NDA}`);
  await expect(page.getByRole('heading', { level: 1, name: `附件設定 ${NDA}` })).toBeVisible();
  await expectAccessible(page);
  await toolbar(page).getByRole('button', { name: '編輯' }).click();
  const required = page.getByRole('checkbox', { name: '必填' });
  await expect(required).not.toBeChecked();
  await required.check();
  await toolbar(page).getByRole('button', { name: '儲存' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/attachments/detail/view/${NDA}$`));
  // The view mode shows the flags as terms and values.
  await expect(page.locator('dt', { hasText: /^必填$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('是');

  expect(await ndaOf()).toMatchObject({ required: true });
  const after = await registrationNda(browser);
  await expect(after.slot.locator('.MuiFormLabel-asterisk')).toBeVisible();
  await after.page.getByRole('button', { name: 'Submit registration' }).click();
  await expect(after.slot.getByText('Upload the required attachment: Non-disclosure agreement.')).toBeVisible();
  await after.page.close();
});
