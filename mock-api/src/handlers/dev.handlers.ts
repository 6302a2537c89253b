import { http } from 'msw';
import { noContent, ok } from '../http/respond';
import { db } from '../store/db';
import { mailTo } from '../store/outbox';
import { devAuthHandlers } from './dev-auth.handlers';
import { devBpmHandlers } from './dev-bpm.handlers';
import { devClockHandlers } from './dev-clock.handlers';
import { devFaultHandlers } from './dev-faults.handlers';

/**
 * Calls for demos and tests only, under /api/dev/. The mock backend (browser worker or Node
 * server) is never a production deployment, so they need no login.
 */
export const devHandlers = [
  /** Fresh seed data, the real clock, no faults, single sign-on off. */
  http.post('*/api/dev/reset', () => {
    db.reset();
    return noContent();
  }),
  /** The mail the backend "sent"; `?to=` keeps one address's. */
  http.get('*/api/dev/outbox', ({ request }) => ok({ items: mailTo(new URL(request.url).searchParams.get('to')) })),
  ...devClockHandlers,
  ...devFaultHandlers,
  ...devAuthHandlers,
  ...devBpmHandlers,
];
