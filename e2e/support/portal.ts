import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';
import { MOCK_API_URL, REMOTES, SHELL, urlOf } from '../../tools/apps.mjs';

export const DEMO_PASSWORD = 'Portal#2026demo';
export const API_URL = MOCK_API_URL;
export const HOST_URL = urlOf(SHELL);

/**
 * The heading of the page on screen. Lists the user has left stay on the page, hidden
 * (host-shell KeptAreas), so `main h1` alone can name theirs too.
 */
export const pageHeading = (page: Page): Locator => page.locator('main h1').filter({ visible: true });

/** The six domains (apps.json): the remote's origin and one menu path it owns. */
export const DOMAINS = REMOTES.map((r) => ({ remote: r.container, url: urlOf(r), path: r.tourPath }));

/** A call to the mock backend over HTTP, as a signed-in user when a token is given. */
export async function callApi<T>(method: string, pathName: string, token?: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${API_URL}/${pathName}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en-US', ...(token && { Authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as T };
}

/** A user token for a demo account (or any account with its password). */
export const tokenOf = async (account: string, password = DEMO_PASSWORD) =>
  (await callApi<{ userToken: string }>('POST', 'auth/pwd', undefined, { account, password })).body.userToken;

/**
 * Clicks a row's button until its dialog is open. Seen twice on CI: a click aimed at a grid row's
 * button just after the rows came landed beside it (the cell took the focus, no dialog), as if the
 * grid's layout moved between the aim and the click. A user would click again; so does this.
 */
export async function openDialog(trigger: Locator, dialog: Locator) {
  await expect(async () => {
    if (!(await dialog.isVisible())) await trigger.click({ timeout: 2000 });
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}

export async function resetBackend() {
  const res = await fetch(`${API_URL}/dev/reset`, { method: 'POST' });
  expect(res.ok).toBe(true);
}

// The axe-core that @axe-core/playwright ships with, put in the page once: AxeBuilder injects its
// 600 KB source again on every scan, which was most of the cost of the table-driven axe test.
const axeSource = readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// A grid's rows all come from one template: three show what the rest would, and scanning every
// cell of 50 rows made each list page cost seconds.
const SKIPPED = ['.MuiDataGrid-row:nth-of-type(n+4)'];

// A notice or dialog fading in or out has a colour between its own and the page's: axe reads
// that as low contrast. Scan what the user ends up seeing: while this flag is on the page,
// transitions stand at their end (a notice may start to fade out while axe runs). Keyframe
// animations are not stopped (that would put an element back to its style before the animation):
// the finite ones running are waited for instead.
const SCAN_FLAG = 'data-axe-scan';
const SCANNING = `html[${SCAN_FLAG}]`;
const STOPPED_MOTION = `${SCANNING} *, ${SCANNING} *::before, ${SCANNING} *::after { transition: none !important; }`;

/** WCAG 2.2 A/AA scan of what the page shows now (an open dialog alone): no violations allowed. */
export async function expectAccessible(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axeSource);
    await page.addStyleTag({ content: STOPPED_MOTION });
  }
  await page.evaluate((flag) => document.documentElement.setAttribute(flag, ''), SCAN_FLAG);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const summary = await page.evaluate(
    async ({ tags, skipped }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      // Behind an open dialog the page is inert (hidden from assistive technology, out of reach
      // of the keyboard) and dimmed by the backdrop: axe would read its dimmed hints as low
      // contrast. The dialog is what the user can perceive; the page is scanned without it.
      const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')];
      const include = dialogs.length ? { include: dialogs } : {};
      const result = await axe.run(
        { ...include, exclude: skipped.map((selector) => [selector]) },
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      );
      return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    },
    { tags: WCAG_TAGS, skipped: SKIPPED },
  );
  await page.evaluate((flag) => document.documentElement.removeAttribute(flag), SCAN_FLAG);
  expect(summary).toEqual([]);
}
