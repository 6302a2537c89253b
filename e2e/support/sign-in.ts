import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './portal';

/** Fills the sign-in form on screen (the host's /login or a remote's dev shell) and sends it. */
export async function submitSignIn(page: Page, account: string, password = DEMO_PASSWORD) {
  await page.locator('input[name=account]').fill(account);
  await page.locator('input[name=password]').fill(password);
  await page.keyboard.press('Enter');
}

export interface SignInOptions {
  password?: string;
  /** The page to open first; `null` when the sign-in form is on screen already. */
  at?: string | null;
  /** The language to choose on the form before signing in. */
  language?: 'zh-TW' | 'en-US';
  /** Accept the terms if they are asked (a supplier's first sign-in). */
  acceptTerms?: boolean;
}

/** Signs in to the portal and waits until the header names the user. */
export async function signIn(page: Page, account: string, { password, at = '/login', language, acceptTerms = false }: SignInOptions = {}) {
  if (at !== null) await page.goto(at);
  if (language) await page.getByLabel(/^(語言|Language)$/).first().selectOption(language);
  await submitSignIn(page, account, password);
  if (acceptTerms) {
    const terms = page.getByRole('dialog');
    await expect(page.getByTestId('current-user').or(terms)).toBeVisible();
    if (await terms.isVisible()) {
      await terms.getByRole('checkbox').check();
      await terms.getByRole('button', { name: /確定|OK/ }).click();
    }
  }
  await expect(page.getByTestId('current-user')).toContainText(account);
}
