import { expect, test } from '@playwright/test';
import { API_URL, DEMO_PASSWORD, expectAccessible, HOST_URL, resetBackend } from '../support/portal';
import { signIn, submitSignIn } from '../support/sign-in';

test.beforeEach(async () => resetBackend());

async function outboxFor(email: string) {
  const res = await fetch(`${API_URL}/dev/outbox?to=${encodeURIComponent(email)}`);
  return ((await res.json()) as { items: { subject: string; body: string }[] }).items;
}

test('five wrong passwords lock the account, also for the right one', async ({ page }) => {
  await page.goto('/login');
  for (let i = 0; i < 5; i++) {
    await submitSignIn(page, 'viewer', `wrong-${i}`);
    // Each try answered before the next (the form sends once while a try is in flight).
    await expect(page.getByRole('alert')).toHaveCount(i + 1);
  }
  await expect(page.getByRole('alert').last()).toContainText('鎖定');
  await submitSignIn(page, 'viewer');
  await expect(page.getByRole('alert').last()).toContainText('鎖定');
  await expect(page.getByTestId('current-user')).toHaveCount(0);
});

test('forgot password, then reset with the temporary one, then sign in with the new password (English)', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('語言').selectOption('en-US');
  await page.getByRole('link', { name: 'Forgot password' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await page.locator('input[name=account]').fill('buyer');
  await page.locator('input[name=email]').fill('buyer@portal.example');
  await page.getByRole('button', { name: 'Send temporary password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'temporary password is on its way' })).toBeVisible();
  await expectAccessible(page);

  const [mail] = await outboxFor('buyer@portal.example');
  const temp = /Temporary password: (\S+)/.exec(mail.body)?.[1];
  expect(temp).toBeTruthy();

  await page.getByRole('link', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await page.locator('input[name=account]').fill('buyer');
  await page.locator('input[name=currentPassword]').fill(temp!);
  const newPassword = page.locator('input[name=newPassword]');
  await newPassword.fill('short');
  await expect(page.getByRole('listitem').filter({ hasText: 'At least 12 characters (not met yet)' })).toBeVisible();
  await page.locator('input[name=confirmPassword]').fill('short');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password does not meet setting requirements.')).toBeVisible();

  await newPassword.fill('Fresh#Start2026x');
  await expect(page.getByRole('listitem').filter({ hasText: 'At least 12 characters (met)' })).toBeVisible();
  await page.locator('input[name=confirmPassword]').fill('Fresh#Start2026y');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText("Two passwords don't match.")).toBeVisible();
  // A failed check keeps what was typed.
  await expect(page.locator('input[name=account]')).toHaveValue('buyer');
  await expectAccessible(page);

  await page.locator('input[name=confirmPassword]').fill('Fresh#Start2026x');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'buyer', { password: 'Fresh#Start2026x' });
});

test('the same policy messages in Chinese', async ({ page }) => {
  await page.goto('/resetPwd');
  await page.locator('input[name=account]').fill('buyer');
  await page.locator('input[name=currentPassword]').fill(DEMO_PASSWORD);
  await page.locator('input[name=newPassword]').fill('abc');
  await page.locator('input[name=confirmPassword]').fill('abd');
  await page.getByRole('button', { name: '重設密碼' }).click();
  await expect(page.getByText('密碼不符合設定要求。')).toBeVisible();
  await page.locator('input[name=newPassword]').fill('Fresh#Start2026x');
  await page.getByRole('button', { name: '重設密碼' }).click();
  await expect(page.getByText('兩次輸入的密碼不一致。')).toBeVisible();
});

test('a supplier must accept the terms: OK waits for the tick, Cancel logs out, acceptance is remembered', async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page, 'supplier');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('current-user')).toHaveCount(0);
  const ok = dialog.getByRole('button', { name: '確定' });
  await expect(ok).toBeDisabled();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(page.locator('input[name=account]')).toBeVisible();

  await submitSignIn(page, 'supplier');
  await dialog.getByRole('checkbox').check();
  await expect(ok).toBeEnabled();
  await ok.click();
  await expect(page.getByTestId('current-user')).toContainText('supplier');

  await page.getByRole('button', { name: '登出' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '登出' }).click();
  await signIn(page, 'supplier');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

// quality has no view on PARITY; typing the URL is refused like a click would be.
test('a user without parity permission typing its URL is warned for 2 seconds and sent home', async ({ page }) => {
  await signIn(page, 'quality');
  await page.goto('/admin/parity');
  const warning = page.getByRole('alert').filter({ hasText: '您沒有此權限' });
  await expect(warning).toBeVisible();
  await expect(page).toHaveURL(HOST_URL);
  await expect(warning).toBeHidden({ timeout: 3_000 });
});

test('menu collapse and language survive a reload; logout keeps the language', async ({ page }) => {
  await signIn(page, 'buyer');
  await page.getByRole('button', { name: '收合選單' }).click();
  await page.getByLabel('語言').selectOption('en-US');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});
