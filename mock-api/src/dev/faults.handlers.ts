import { http } from 'msw';
import { readBody } from '../http/body';
import { say } from '../http/locale';
import { fail, ok } from '../http/respond';
import { faults, mergeFaults } from '../store/faults';

/**
 * Faults on demand: `POST { maintenance?, latencyMs?, failureRate?, failEndpoint? }` changes the
 * fields given; `DELETE` (or `POST /api/dev/reset`) clears them all. The faults are part of the
 * saved state, so a page reload in the browser keeps the maintenance the test switched on.
 */
export const devFaultHandlers = [
  http.get('*/api/dev/faults', () => ok(faults.get())),
  http.post('*/api/dev/faults', async ({ request }) => {
    const outcome = mergeFaults(faults.get(), await readBody(request));
    if ('errors' in outcome) return fail(400, outcome.errors.map((m) => say(request, m)));
    faults.set(outcome.faults);
    return ok(outcome.faults);
  }),
  http.delete('*/api/dev/faults', () => {
    faults.clear();
    return ok(faults.get());
  }),
];
