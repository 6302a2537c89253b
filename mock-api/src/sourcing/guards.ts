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

/**
 * The callers of an a/inquiry, a/quotation or a/parity call: internal users holding `action` on
 * `object`, reading the inquiries of their purchasing orgs; nobody while bidding is switched off.
 */
export function biddingHolding(object: PermissionObject, action: PermissionAction): Guard<InternalReader> {
  const guard = readerHolding('a', object, action);
  return (request) => {
    if (disabledFunctions().includes(BIDDING_FUNCTION)) return { response: fail(403, [say(request, MSG.forbidden)]) };
    return guard(request) as InternalReader | { response: Response };
  };
}

/** Whether an internal reader may see an inquiry (and its quotations and sheets): one of its purchasing orgs. */
export const inScope = (reader: InternalReader, inquiryId: number) => {
  const inquiry = inquiries.get(inquiryId);
  return Boolean(inquiry && reader.orgs.has(inquiry.purchasingOrgCode));
};
