import { expect, test, type Page } from '@playwright/test';
import { API_URL, callApi as api, expectAccessible, resetBackend, tokenOf } from '../support/portal';
import { POLL_FIRST_MS } from '../../host-shell/src/notifications/poll-backoff';
import { signIn } from '../support/sign-in';

// The collaboration journey of issue 19, in Chromium against the production builds and the mock
// backend over HTTP: the buyer sends a delivery reply back; the supplier's bell rises without a
// reload, the notification opens the line, the timeline gives the reason, the supplier asks in the
// line's conversation; the buyer is notified and answers; supplier2 reaches none of it.
// Seed facts (mock-api): schedule line 5 is supplier 1001's replied line of PO 4501001007, item 20.
test.describe.configure({ mode: 'serial' });

const LINE = 5;
const LINE_NO = '4501001007-20';
const LINE_PAGE = `/admin/deliveryBoard/detail/view/${LINE}`;
const REASON = '請提前一週交貨';
const QUESTION = '提前一週需要加班費，可以分兩批交貨嗎？';
const ANSWER = 'Two lots are fine: half on the original date, half a week earlier.';

/** The header's bell, whatever its count, in either language. */
const bell = (page: Page) => page.getByRole('button', { name: /^(通知，|Notifications, )/ });
const unreadOf = async (token: string) => (await api<{ unreadCount: number }>('GET', 'g/notification/unread', token)).body.unreadCount;

test.beforeAll(async () => {
  await resetBackend();
  await fetch(`${API_URL}/dev/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ today: '2026-03-19' }) });
});

test('supplier sees the bell rise without reloading, opens the returned line, reads the reason and asks in its conversation (Chinese)', async ({ page }) => {
  const before = await unreadOf(await tokenOf('supplier'));
  // The page's timers under Playwright's clock: time flows as usual, and the wait for the bell's
  // poll below is skipped instead of sat through (15 s of the suite).
  await page.clock.install();
  await signIn(page, 'supplier', { acceptTerms: true });
  await expect(bell(page)).toHaveAccessibleName(`通知，${before} 則未讀`);

  const rejected = await api('POST', `a/deliveryReplyReview/${LINE}/reject`, await tokenOf('buyer'), { reason: REASON });
  expect(rejected.status).toBe(200);
  // No reload, no navigation: the bell's own poll (first after 15 s) brings the news.
  await page.clock.fastForward(POLL_FIRST_MS);
  await expect(bell(page)).toHaveAccessibleName(`通知，${before + 1} 則未讀`);

  await bell(page).click();
  const panel = page.getByRole('dialog', { name: '通知' });
  const news = panel.getByRole('link', { name: new RegExp(`^未讀: ${LINE_NO} 的交期回覆已被退回。`) });
  await expect(news).toBeVisible();
  await expect(panel).toContainText(`原因：${REASON}`);
  await expectAccessible(page);
  await news.click();
  await expect(page).toHaveURL(new RegExp(`${LINE_PAGE}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('4501001007 / 20');
  await expect(bell(page)).toHaveAccessibleName(`通知，${before} 則未讀`);

  await page.getByRole('tab', { name: '歷程', exact: true }).click();
  const changes = page.getByRole('list', { name: '異動紀錄，由新到舊' });
  await expect(changes.getByRole('listitem').first()).toContainText(`原因：${REASON}`);
  await expectAccessible(page);

  await page.getByRole('tab', { name: '對話', exact: true }).click();
  await expect(page.getByText('尚無訊息。您可以提出問題或留言給對方。')).toBeVisible();
  await page.getByRole('textbox', { name: '訊息' }).fill(QUESTION);
  await page.keyboard.press('Control+Enter');
  const messages = page.getByRole('list', { name: '訊息，最新的在最後' });
  await expect(messages.getByRole('listitem').last()).toContainText(QUESTION);
  await expect(page.getByRole('textbox', { name: '訊息' })).toHaveValue('');
  await expectAccessible(page);
});

test('buyer is notified of the question, answers it on the line, and reads everything on the notifications page (English)', async ({ page }) => {
  await signIn(page, 'buyer', { language: 'en-US' });
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, [1-9]\d* unread$/);
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.getByRole('link', { name: new RegExp(`^Unread: New message on ${LINE_NO}\\.`) }).click();
  // A message's notice opens the line at its conversation.
  await expect(page).toHaveURL(new RegExp(`${LINE_PAGE}\\?panel=conversation$`));
  await expect(page.getByRole('tab', { name: 'Conversation', exact: true })).toHaveAttribute('aria-selected', 'true');
  const messages = page.getByRole('list', { name: 'Messages, newest last' });
  const question = messages.getByRole('listitem').filter({ hasText: QUESTION });
  await expect(question).toContainText('Unread');
  await page.getByRole('textbox', { name: 'Message' }).fill(ANSWER);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(messages.getByRole('listitem').last()).toContainText(ANSWER);

  // The supplier hears of the answer, at its own page of the line.
  const supplierNews = await api<{ latest: { kind: string; docNo: string; link: string }[] }>('GET', 'g/notification/unread', await tokenOf('supplier'));
  expect(supplierNews.body.latest[0]).toMatchObject({ kind: 'MESSAGE_RECEIVED', docNo: LINE_NO, link: `${LINE_PAGE}?panel=conversation` });

  await page.goto('/admin/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row').filter({ hasText: LINE_NO })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications, none unread');
  expect(await unreadOf(await tokenOf('buyer'))).toBe(0);
});

test('supplier2 reaches none of it: not notified, the line refused by URL, its conversation and timeline by API', async ({ page }) => {
  const token = await tokenOf('supplier2');
  const own = await api<{ items: { docNo: string }[] }>('POST', 'g/notification/search', token, { paging: { page: 1, pageSize: 1000 } });
  expect(own.body.items.map((n) => n.docNo)).not.toContain(LINE_NO);
  for (const call of ['messages', 'activity']) expect((await api('GET', `su/deliverySchedule/${LINE}/${call}`, token)).status).toBe(404);
  expect((await api('POST', `su/deliverySchedule/${LINE}/messages`, token, { text: 'Hello?', attachments: [] })).status).toBe(404);

  await signIn(page, 'supplier2', { acceptTerms: true, language: 'en-US', open: LINE_PAGE });
  await expect(page.getByText('The record could not be loaded.')).toBeVisible();
  await expect(page.getByText(QUESTION)).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Conversation' })).toHaveCount(0);
});
