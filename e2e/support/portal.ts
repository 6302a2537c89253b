import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { MOCK_API_URL, REMOTES, SHELL, urlOf } from '../../tools/apps.mjs';

export const DEMO_PASSWORD = 'Portal#2026demo';
export const API_URL = MOCK_API_URL;
export const HOST_URL = urlOf(SHELL);

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

export async function resetBackend() {
  const res = await fetch(`${API_URL}/dev/reset`, { method: 'POST' });
  expect(res.ok).toBe(true);
}

/** WCAG 2.2 A/AA scan of what the page shows now: no violations allowed. */
export async function expectAccessible(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const summary = result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}
