import type { PermissionAction, PermissionObject } from 'shared-ui/contract';
import { disabledFunctions } from '../general/function-switch';
import type { Guard } from '../http/guarded';
import { say } from '../http/locale';
import { MSG } from '../http/messages';
import { readerHolding, type Reader } from '../http/reader';
import { fail } from '../http/respond';
import { inquiries } from '../store/collections';

/** The function the server switches off to hide and refuse bidding (spec section 2, `functionDisable`). */
export const BIDDING_FUNCTION = 'INQUIRY';

export type InternalReader = Extract<Reader, { kind: 'internal' }>;

/** A bidding call's guard that refuses everyone while bidding is switched off, suppliers too (spec section 6). */
function whileBiddingOn<Caller extends object>(guard: Guard<Caller>): Guard<Caller> {
  return (request) => (disabledFunctions().includes(BIDDING_FUNCTION) ? { response: fail(403, [say(request, MSG.forbidden)]) } : guard(request));
}

/**
 * The callers of an a/inquiry, a/quotation or a/parity call: internal users holding `action` on
 * `object`, reading the inquiries of their purchasing orgs; nobody while bidding is switched off.
 */
export function biddingHolding(object: PermissionObject, action: PermissionAction): Guard<InternalReader> {
  return whileBiddingOn(readerHolding('a', object, action) as Guard<InternalReader>);
}

/** The callers of a su/quotation call: supplier users holding `action` on QUOTATION; nobody while bidding is switched off. */
export const supplierBiddingHolding = (action: PermissionAction) => whileBiddingOn(readerHolding('su', 'QUOTATION', action));

/** Whether an internal reader may see an inquiry (and its quotations and sheets): one of its purchasing orgs. */
export const inScope = (reader: InternalReader, inquiryId: number) => {
  const inquiry = inquiries.get(inquiryId);
  return Boolean(inquiry && reader.orgs.has(inquiry.purchasingOrgCode));
};
