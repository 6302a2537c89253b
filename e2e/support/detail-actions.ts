import { expect, type Page } from '@playwright/test';

/** The detail page's action bar, in either language. */
export const toolbar = (page: Page) => page.getByRole('toolbar', { name: /^(Actions|操作)$/ });

/**
 * Runs a detail page's action as a user does: the button, then its confirmation (named like the
 * action unless told), and waits for the template's "done" notice. The confirmation closes
 * before the call is sent, so the notice, not the closed dialog, says the server has it.
 */
export async function act(page: Page, name: string, confirm = name) {
  await toolbar(page).getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
  const done = page.getByText(new RegExp(`^${escape(name)}(: done\\.|：已完成。)$`)).first();
  // A refusal shows its own notice instead: name what was on screen, so a failure says why.
  await expect(done, `"${name}: done" notice`).toBeVisible().catch(async (error: Error) => {
    const notices = await page.getByRole('alert').or(page.getByRole('status')).allInnerTexts();
    throw new Error(`${error.message}\nNotices on screen: ${JSON.stringify(notices)}`);
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
