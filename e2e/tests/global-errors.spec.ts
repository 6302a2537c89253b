import { expect, test } from '@playwright/test';
import { API_URL, expectAccessible, resetBackend } from '../support/portal';
import { signIn } from '../support/sign-in';

test.beforeEach(async () => resetBackend());
test.afterEach(async () => resetBackend());

test('the maintenance switch (502) shows the maintenance warning on any screen', async ({ page }) => {
  await signIn(page, 'buyer');
  await fetch(`${API_URL}/dev/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ maintenance: true }) });
  await page.reload();
  const warning = page.getByRole('alert').filter({ hasText: '系統維護更新中，請稍後再試。' });
  await expect(warning).toBeVisible();
  await expectAccessible(page);
  // Warnings last 5 seconds (spec section 9).
  await expect(warning).toBeHidden({ timeout: 7_000 });
});

test('a 401 (expired session) returns to the login screen, keeping the language', async ({ page }) => {
  await signIn(page, 'buyer');
  await page.getByLabel('語言').selectOption('en-US');
  // Resetting the backend ends every session: the next call answers 401.
  await resetBackend();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByTestId('current-user')).toHaveCount(0);
});
