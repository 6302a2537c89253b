import { http } from 'msw';
import { noContent, ok } from '../http/respond';
import { db } from '../store/db';
import { mailTo } from '../store/outbox';

/** The whole state: back to the seed, and the mail "sent" so far. */
export const devStateHandlers = [
  /** Fresh seed data, the real clock, no faults, single sign-on off. */
  http.post('*/api/dev/reset', () => {
    db.reset();
    return noContent();
  }),
  /** The mail the backend "sent"; `?to=` keeps one address's. */
  http.get('*/api/dev/outbox', ({ request }) => ok({ items: mailTo(new URL(request.url).searchParams.get('to')) })),
];
