import { http } from 'msw';
import { say } from './http/locale';
import { MSG } from './http/messages';
import { fail } from './http/respond';
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

/** Last in the list: an /api call no handler knows answers 404 in the contract's error shape. */
export const notFoundHandler = http.all('*/api/*', ({ request }) => fail(404, [say(request, MSG.noSuchCall)]));
