import { expect, type Page } from '@playwright/test';
import { callApi, DEMO_PASSWORD } from './portal';

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
  /**
   * Through the API (`at` /login): the portal's address to open signed in, Home by default. A
   * journey that starts at a list or a record opens it at once instead of loading Home first.
   */
  open?: string;
}

let seeds = 0;

/**
 * Puts the tokens where the portal keeps them (its persisted session, `portal.session`) before the
 * next page starts, once per origin: after a sign-out the page must not find them again. Any
 * origin, as the portal is not always at HOST_URL (nginx.spec serves it from nginx). The session
 * gate then does what it does after the form: loads the profile and asks for the terms if need be.
 */
async function seedSession(page: Page, tokens: { userToken: string; generalToken: string }, locale: string) {
  const marker = `e2e.seeded.${(seeds += 1)}`;
  await page.context().addInitScript(
    ({ marker, session }) => {
      if (localStorage.getItem(marker)) return;
      localStorage.setItem('portal.session', JSON.stringify({ state: session, version: 1 }));
      localStorage.setItem(marker, '1');
    },
    { marker, session: { ...tokens, locale, menuCollapsed: false } },
  );
}

/**
 * Signs in to the portal and waits until the page names the user (the header; on a phone, the
 * menu drawer). From /login (the default) it signs in through the API and opens the portal at
 * `open`: the form is the sign-in spec's and the keyboard journeys' subject, and filling it cost
 * every other journey a page load and about a second, as loading Home before the page a journey
 * starts at did. With `at` another page (a deep link) or `null` (the form on screen already), it
 * fills the form there.
 */
export async function signIn(page: Page, account: string, { password, at = '/login', language, acceptTerms = false, open = '/' }: SignInOptions = {}) {
  if (at === '/login') {
    const { status, body } = await callApi<{ userToken: string; generalToken: string }>('POST', 'auth/pwd', undefined, { account, password: password ?? DEMO_PASSWORD });
    expect(status, `sign-in of ${account} through the API`).toBe(200);
    await seedSession(page, body, language ?? 'zh-TW');
    await page.goto(open);
  } else {
    if (at !== null) await page.goto(at);
    if (language) await page.getByLabel(/^(語言|Language)$/).first().selectOption(language);
    await submitSignIn(page, account, password);
  }
  if (acceptTerms) {
    const terms = page.getByRole('dialog');
    // Attached, not visible: on a phone the user's name is in the closed menu drawer. The session
    // gate draws the terms or the shell, never both.
    await expect(page.getByTestId('current-user').or(terms)).toBeAttached();
    if (await terms.isVisible()) {
      await terms.getByRole('checkbox').check();
      await terms.getByRole('button', { name: /確定|OK/ }).click();
    }
  }
  await expect(page.getByTestId('current-user')).toContainText(account);
}
