import type { RequestHandler } from 'msw';
import { authHandlers } from './auth.handlers';
import { bulletinDocTrackingHandlers } from './bulletin-doc-tracking.handlers';
import { devHandlers } from './dev.handlers';
import { faultHandler, notFoundHandler } from './fault.handlers';
import { generalHandlers } from './general.handlers';
import { generalFileHandlers } from './general-files.handlers';
import { generalLookupHandlers } from './general-lookups.handlers';
import { generalOptionHandlers } from './general-options.handlers';
import { internalUserHandlers } from './internal-user.handlers';
import { paymentBillHandlers } from './payment-bill.handlers';
import { purchasingDeliveryBoardHandlers } from './purchasing-delivery-board.handlers';
import { purchasingDeliveryReplyHandlers } from './purchasing-delivery-reply.handlers';
import { purchasingDeliveryReviewHandlers } from './purchasing-delivery-review.handlers';
import { purchasingPoItemHandlers } from './purchasing-po-item.handlers';
import { purchasingPoHandlers } from './purchasing-po.handlers';
import { signupHandlers } from './signup.handlers';
import { sourcingQuotationHandlers } from './sourcing-quotation.handlers';
import { supplierHandlers } from './supplier.handlers';
import { supplierActionHandlers } from './supplier-actions.handlers';
import { supplierExportHandlers } from './supplier-export.handlers';
import { supplierHistoryHandlers } from './supplier-history.handlers';
import { supplierMasterHandlers } from './supplier-master.handlers';
import { supplierOwnHandlers } from './supplier-own.handlers';
import { supplierRelationHandlers } from './supplier-relation.handlers';

/** Every domain's handlers; domain issues add theirs here. */
export const domainHandlers: RequestHandler[] = [
  ...devHandlers,
  ...authHandlers,
  ...generalHandlers,
  ...generalOptionHandlers,
  ...generalLookupHandlers,
  ...generalFileHandlers,
  ...internalUserHandlers,
  ...supplierExportHandlers,
  ...supplierRelationHandlers,
  ...supplierHandlers,
  ...supplierMasterHandlers,
  ...supplierActionHandlers,
  ...supplierHistoryHandlers,
  ...supplierOwnHandlers,
  ...purchasingPoHandlers,
  ...purchasingPoItemHandlers,
  ...purchasingDeliveryReplyHandlers,
  ...purchasingDeliveryReviewHandlers,
  ...purchasingDeliveryBoardHandlers,
  ...sourcingQuotationHandlers,
  ...paymentBillHandlers,
  ...bulletinDocTrackingHandlers,
  ...signupHandlers,
];

/**
 * The order matters: the fault wrapper sees every call first (and falls through when no fault
 * applies), the catch-all 404 sees only the calls nobody answered. `extra` lets tests and
 * stories add resources inside that frame, so faults and the 404 apply to them too.
 */
export function buildHandlers(extra: RequestHandler[] = []): RequestHandler[] {
  return [faultHandler, ...domainHandlers, ...extra, notFoundHandler];
}

export const handlers = buildHandlers();
