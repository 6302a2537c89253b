import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_URL, callApi as api, resetBackend, tokenOf, pageHeading } from '../support/portal';

// A keyboard-only journey (no click, no fill): sign in, accept the terms, skip to the content, open
// the PO list, open an unconfirmed PO, confirm it with its consent checkbox, come back to the list
// with the focus on that PO's row, then reply one delivery line with a date and a quantity. Each
// page's heading takes the focus and names the browser tab, in both languages.
test.describe.configure({ mode: 'serial' });

const TEXTS = {
  'zh-TW': {
    app: '供應商協同平台', skip: '跳至主要內容', menu: '主選單', main: '頁面內容', home: /您好$/, poList: '採購單', poDetail: '採購單', confirmPo: '確認採購單', consent: '我已閱讀並同意採購條款',
    back: '返回清單', reply: '交期回覆', replyTo: /^回覆採購單/, replyDialog: /^回覆採購單 .* 的交期$/, quantity: /^回覆數量/, date: /^回覆交期/, send: '送出回覆', sent: '已送出交期回覆。', ok: /^(確定|OK)$/,
  },
  'en-US': {
    app: 'Supplier Collaboration Portal', skip: 'Skip to main content', menu: 'Main menu', main: 'Page content', home: /^Hello, /, poList: 'Purchase orders', poDetail: 'Purchase order', confirmPo: 'Confirm PO',
    consent: 'I have read and accept the purchase-order terms', back: 'Back to list', reply: 'Delivery reply', replyTo: /^Reply to PO/, replyDialog: /^Reply delivery for PO/,
    quantity: /^Reply qty/, date: /^Reply date/, send: 'Send reply', sent: 'The delivery reply has been sent.', ok: /^(確定|OK)$/,
  },
} as const;
type Locale = keyof typeof TEXTS;

const focused = (page: Page) => page.locator('*:focus');

/** Presses Tab (or Shift+Tab) until `target` has the focus, or fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`not reached by ${backwards ? 'Shift+Tab' : 'Tab'}: ${target}`);
}

/** The page's heading has the focus and names the browser tab. */
async function expectPage(page: Page, locale: Locale, heading: string | RegExp) {
  const h1 = pageHeading(page);
  await expect(h1).toHaveText(heading);
  await expect(h1).toBeFocused();
  const text = (await h1.textContent())!.trim();
  await expect(page).toHaveTitle(`${text} — ${TEXTS[locale].app}`);
  // …and a polite live region reads that title out.
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: `${text} — ${TEXTS[locale].app}` })).toHaveCount(1);
}

/** Moves the grid's focus cell with the arrow keys to a cell of row `id`. */
async function arrowToRow(page: Page, id: number) {
  for (let i = 0; i < 30; i++) {
    const rowId = await focused(page).evaluate((el) => el.closest('[role="row"]')?.getAttribute('data-id') ?? null);
    if (rowId === String(id)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`row ${id} not reached with the arrow keys`);
}

/** Right along the focused row until the focus is on the button so named, wherever its column stands. */
async function arrowToButton(page: Page, name: RegExp) {
  for (let i = 0; i < 20; i++) {
    if (name.test((await focused(page).getAttribute('aria-label')) ?? '')) return;
    await page.keyboard.press('ArrowRight');
  }
  throw new Error(`no button ${name} reached with the arrow keys`);
}

type Po = { id: number; poNo: string };
type Line = { id: number; poNo: string; openQuantity: number };

test.beforeAll(async () => {
  await resetBackend();
  await fetch(`${API_URL}/dev/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ today: '2026-03-19' }) });
});

for (const [round, locale] of (['zh-TW', 'en-US'] as const).entries()) {
  test(`keyboard only (${locale}): sign in, confirm a PO, come back to its row, reply a delivery line`, async ({ page }) => {
    const x = TEXTS[locale];

    // Sign in: the language, the account, the password, Enter.
    await page.goto('/login');
    if (locale === 'en-US') {
      await tabTo(page, page.getByLabel(/^(語言|Language)$/).first());
      await page.keyboard.press('ArrowDown'); // English is the next option
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    }
    await tabTo(page, page.locator('input[name=account]'));
    await page.keyboard.type('supplier');
    await tabTo(page, page.locator('input[name=password]'));
    await page.keyboard.type('Portal#2026demo');
    await page.keyboard.press('Enter');

    // The terms (asked once: the second round signs in with them accepted).
    if (round === 0) {
      const terms = page.getByRole('dialog');
      await expect(terms).toBeVisible();
      await tabTo(page, terms.getByRole('checkbox'));
      await page.keyboard.press('Space');
      await tabTo(page, terms.getByRole('button', { name: x.ok }));
      await page.keyboard.press('Enter');
    }
    await expect(page.getByTestId('current-user')).toContainText('supplier');
    // Read once the terms are accepted: the server refuses su/ calls before (issue 18).
    const token = await tokenOf('supplier');
    const unconfirmed = await api<{ items: Po[] }>('POST', 'su/po/search', token, { status: 'OPEN', confirmStatus: 'UNCONFIRMED', paging: { page: 1, pageSize: 20 } });
    const po = unconfirmed.body.items[0];
    const waiting = await api<{ items: Line[] }>('POST', 'su/deliveryScheduleToReply/searchForReply', token, { paging: { page: 1, pageSize: 20 } });
    const line = waiting.body.items[0];
    // Signed in, the home page's heading has the focus: the next Tab goes on from it.
    await expectPage(page, locale, x.home);
    // The menu and the content are landmarks a screen reader lists by name.
    await expect(page.getByRole('navigation', { name: x.menu })).toBeVisible();
    await expect(page.getByRole('main', { name: x.main })).toBeVisible();

    // A page opened afresh starts at the top, where the skip link is the first stop.
    await page.reload();
    await expect(pageHeading(page)).toHaveText(x.home);
    await page.keyboard.press('Tab');
    await expect(focused(page)).toHaveText(x.skip);
    await page.keyboard.press('Enter');
    await expect(pageHeading(page)).toBeFocused();

    // Back into the menu for the PO list.
    await tabTo(page, page.locator('nav a[href="/admin/po"]'), { backwards: true });
    await page.keyboard.press('Enter');
    await expectPage(page, locale, x.poList);

    // Into the grid, down to the PO, Enter opens it.
    await tabTo(page, page.getByRole('grid'));
    await arrowToRow(page, po.id);
    await page.keyboard.press('Enter');
    await expectPage(page, locale, `${x.poDetail} ${po.poNo}`);

    // Confirm: the terms must be accepted first.
    await tabTo(page, page.getByRole('button', { name: x.confirmPo }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(x.consent);
    await tabTo(page, dialog.getByRole('checkbox'));
    await page.keyboard.press('Space');
    await tabTo(page, dialog.getByRole('button', { name: x.confirmPo }));
    await page.keyboard.press('Enter');
    // The dialog closes once the server has answered (while it is open, the page's own button is
    // hidden from the accessibility tree, so its absence alone proved nothing).
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: x.confirmPo })).toHaveCount(0);
    await expect.poll(async () => (await api<{ confirmStatus: string }>('GET', `su/po/${po.id}`, token)).body.confirmStatus).toBe('CONFIRMED');
    // The dialog gave the focus back to its opener; that button left with the confirmation, so
    // the focus is on the page's heading rather than lost to the top of the page.
    await expect(pageHeading(page)).toBeFocused();

    // Back to the list: the focus is on the PO's row again.
    await tabTo(page, page.getByRole('button', { name: x.back }));
    await page.keyboard.press('Enter');
    await expect(pageHeading(page)).toHaveText(x.poList);
    await expect(page.locator(`[role="row"][data-id="${po.id}"]`)).toContainText(po.poNo);
    await expect.poll(() => focused(page).evaluate((el) => el.closest('[role="row"]')?.getAttribute('data-id'))).toBe(String(po.id));

    // Delivery reply: the first waiting line, its Reply button beside its PO no. and item.
    await tabTo(page, page.locator('nav a[href="/admin/deliveryReply"]'), { backwards: true });
    await page.keyboard.press('Enter');
    await expectPage(page, locale, x.reply);
    await tabTo(page, page.getByRole('grid'));
    await arrowToRow(page, line.id);
    await arrowToButton(page, x.replyTo);
    await expect(focused(page)).toHaveAccessibleName(x.replyTo);
    await page.keyboard.press('Enter');

    const reply = page.getByRole('dialog', { name: x.replyDialog });
    await expect(reply).toBeVisible();
    await tabTo(page, reply.getByRole('textbox', { name: x.quantity }));
    await page.keyboard.press('Control+A');
    await page.keyboard.type(String(line.openQuantity));
    await tabTo(page, reply.getByRole('group', { name: x.date }).or(reply.getByRole('textbox', { name: x.date })).first());
    await page.keyboard.type('20260325');
    await tabTo(page, reply.getByRole('button', { name: x.send }));
    await page.keyboard.press('Enter');
    const asked = page.getByRole('dialog').filter({ hasNot: page.getByRole('textbox') }).last();
    await tabTo(page, asked.getByRole('button', { name: x.send }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(x.sent)).toBeVisible();
    // The replied line left the list: the focus is on the Reply button of the line that took its
    // place, to go on with the next one, and stays there.
    const next = focused(page);
    await expect(next).toHaveAccessibleName(x.replyTo);
    await expect.poll(() => next.evaluate((el) => el.closest('[role="row"]')?.getAttribute('data-id'))).not.toBe(String(line.id));
    await page.waitForTimeout(500);
    await expect(next).toHaveAccessibleName(x.replyTo);
    const after = await api<{ items: Line[] }>('POST', 'su/deliveryScheduleToReply/searchForReply', token, { paging: { page: 1, pageSize: 100 } });
    expect(after.body.items.map((l) => l.id)).not.toContain(line.id);
  });
}
