import { http } from 'msw';
import { noContent, ok } from '../http/respond';
import { db } from '../store/db';

/** Calls for demos and tests only; a production deployment never runs the mock. */
export const devHandlers = [
  http.post('*/api/dev/reset', () => {
    db.reset();
    return noContent();
  }),
  http.get('*/api/dev/outbox', () => ok({ items: db.state.outbox })),
];
