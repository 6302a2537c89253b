import { http } from 'msw';
import { bearerToken, findSession } from './http/auth-guard';
import { say } from './http/locale';
import { MSG } from './http/messages';
import { fail } from './http/respond';
import { db } from './store/db';
import { faults, isFailingEndpoint } from './store/faults';

/** The part of the URL after `/api/`, e.g. `auth/pwd`. */
export function apiPath(request: Request): string {
  const { pathname } = new URL(request.url);
  const at = pathname.indexOf('/api/');
  return at < 0 ? pathname : pathname.slice(at + '/api/'.length).replace(/\/$/, '');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Faults on demand (`POST /api/dev/faults`), as one handler in front of all the others: it
 * answers the fault itself, or returns nothing and msw goes on to the next handler. The dev
 * calls are never faulted, so a test can always switch the faults off again.
 * Latency first (a slow maintenance page is still slow), then maintenance (502, as the spec's
 * gateway would answer), the failing endpoint, then random failures (500).
 */
export const faultHandler = http.all('*/api/*', async ({ request }) => {
  const path = apiPath(request);
  if (path === 'dev' || path.startsWith('dev/')) return undefined;
  const { maintenance, latencyMs, failureRate, failEndpoint } = faults.get();
  if (latencyMs > 0) await sleep(latencyMs);
  if (maintenance) return fail(502, [say(request, MSG.maintenance)]);
  if (isFailingEndpoint(failEndpoint, request.method, path)) return fail(500, [say(request, MSG.serverError)]);
  if (failureRate > 0 && Math.random() < failureRate) return fail(500, [say(request, MSG.serverError)]);
  return undefined;
});

const TERMS_FIRST = { 'zh-TW': '請先同意使用條款，才能使用平台。', 'en-US': 'Accept the terms of use before using the portal.' };
/** What a supplier may call before accepting the terms: its own profile and the acceptance (`su/me/...`). */
const BEFORE_TERMS = /^su\/me(\/|$)/;

/**
 * The terms of use server-side (issue 18; the portal's dialog is only the client's half): a
 * supplier user who has not accepted them gets 403 TERMS_NOT_ACCEPTED on every other `su/` call.
 * One handler in the frame, before the domains, so every domain's `su/` calls have it; a call
 * without a valid user token falls through to its own guard's 401.
 */
export const termsGate = http.all('*/api/su/*', ({ request }) => {
  if (BEFORE_TERMS.test(apiPath(request))) return undefined;
  const session = findSession(bearerToken(request), 'user');
  const account = session && db.state.accounts.find((a) => a.account === session.account);
  if (!account || account.kind !== 'supplier' || account.acceptTerm) return undefined;
  return fail(403, [say(request, TERMS_FIRST)], 'TERMS_NOT_ACCEPTED');
});

/** Last in the list: an /api call no handler knows answers 404 in the contract's error shape. */
export const notFoundHandler = http.all('*/api/*', ({ request }) => fail(404, [say(request, MSG.noSuchCall)]));
