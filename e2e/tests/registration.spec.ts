import { expect, test } from '@playwright/test';
import { expectAccessible, resetBackend } from '../support/portal';

test.beforeEach(async () => resetBackend());

// The public registration page (remote-supplier's publicPages.register, rendered by the host):
// usable on a 320 px phone, accessible, in both languages. The registration journey itself is
// proven against the mock in remote-supplier's jest tests.
test('the registration page fits 320 px and passes axe, in Chinese and English', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto('/fromLinks/register');
  await expect(page.getByRole('heading', { name: '供應商註冊', level: 1 })).toBeVisible();
  await expect(page.locator('input[name="companyInfo.name"]')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessible(page);

  await page.getByLabel('語言').first().selectOption('en-US');
  await expect(page.getByRole('heading', { name: 'Supplier registration', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessible(page);
});
