import type { RequestHandler } from 'msw';
import { activityHandlers } from './activity';
import { adminHandlers } from './admin';
import { auditHandlers } from './audit';
import { authHandlers } from './auth';
import { bulletinHandlers } from './bulletin';
import { devHandlers } from './dev';
import { faultHandler, notFoundHandler, termsGate } from './frame.handlers';
import { generalHandlers } from './general';
import { jumpToDomainHandlers } from './jump-to';
import { notificationHandlers } from './notifications';
import { paymentHandlers } from './payment';
import { purchasingHandlers } from './purchasing';
import { savedViewHandlers } from './saved-views';
import { signupHandlers } from './signup';
import { sourcingHandlers } from './sourcing';
import { supplierHandlers } from './supplier';

/** Every domain's handlers, each domain's from its folder's index.ts; a new domain adds its line here. */
const domainHandlers: RequestHandler[] = [
  // First: `…/{id}/activity` and `…/{id}/messages` of any document, before a domain's `:id/:part` reads them.
  ...activityHandlers(() => domainHandlers),
  ...devHandlers,
  ...authHandlers,
  ...generalHandlers(() => domainHandlers),
  ...adminHandlers,
  ...supplierHandlers,
  ...purchasingHandlers,
  ...sourcingHandlers,
  ...paymentHandlers,
  ...bulletinHandlers,
  ...signupHandlers,
  ...auditHandlers,
  ...jumpToDomainHandlers,
  ...savedViewHandlers,
  ...notificationHandlers,
];

/**
 * The order matters: the fault wrapper sees every call first (and falls through when no fault
 * applies), then the terms gate of `su/` calls, the catch-all 404 sees only the calls nobody answered. `extra` lets tests and
 * stories add resources inside that frame, so faults and the 404 apply to them too.
 */
export function buildHandlers(extra: RequestHandler[] = []): RequestHandler[] {
  return [faultHandler, termsGate, ...domainHandlers, ...extra, notFoundHandler];
}

export const handlers = buildHandlers();
