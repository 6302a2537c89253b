import { http } from 'msw';
import { recordActivity } from '../activity';
import type { AccountRecord } from '../seed/accounts';
import {
  inviteSchema,
  isPastDue,
  issueMessages,
  QUOTATION_OPEN_TO_SUPPLIER,
  QUOTATION_VALIDITY_SET_BY_BUYER,
  quotationCommitSchema,
  quotationDatesSchema,
  quotationRejectSchema,
  quotationSaveSchema,
  VK,
  type QuotationStatus,
} from 'shared-ui/contract';
import { foreignFileTexts } from '../general/owned-files';
import { readBody } from '../http/body';
import { fieldsOf } from '../http/body-fields';
import { parseOrRefuse, refuseFields } from '../http/field-errors';
import { guarded } from '../http/guarded';
import { forReader, PREFIXES, sees, type Prefix, type Reader } from '../http/reader';
import { idOf, notFound } from '../http/record';
import { ok } from '../http/respond';
import { searchCalls } from '../http/search-calls';
import type { InquiryRecord } from '../seed/inquiries';
import { clock } from '../store/clock';
import { inquiries, quotations, suppliers } from '../store/collections';
import { sendMail } from '../store/outbox';
import { biddingHolding, inScope, supplierBiddingHolding } from './guards';
import { dueDateOf, inquiryDetail } from './inquiry-rows';
import { inviteSuppliers, withSums } from './lifecycle';
import { refuseState, SOURCING_MSG } from './messages';
import { quotationListItem, quotationRows, quotationSearch } from './quotation-rows';
import { quotationDetail, type StoredQuotation } from './quotation-view';
import { supplierBrief } from './suppliers';
import { notifyQuotation } from './quotation-notifications';
import { refOf } from '../http/account-ref';

/** a/: the quotations of inquiries in the purchasing orgs of the caller's roles; su/: its own supplier's. */
const visibleQuotations = (reader: Reader) => quotationRows(quotations.all()).filter((q) => sees(reader, q));

/** Page of QuotationListItem (QuotationFilter plus dueDate range; su/ drops any supplierId filter). */
const searchUnder = (prefix: Prefix) =>
  searchCalls({
    path: `*/api/${prefix}/quotation/search`,
    guard: prefix === 'a' ? biddingHolding('QUOTATION', 'view') : supplierBiddingHolding('view'),
    rows: visibleQuotations,
    spec: quotationSearch,
    scope: forReader,
    item: quotationListItem,
  });


/** The quotation the reader may see (a supplier its own only, an internal user those of its orgs), or 404. */
function quotationOf(request: Request, reader: Reader, rawId: string): { quotation: StoredQuotation } | { response: Response } {
  const quotation = quotations.get(idOf(rawId)) as StoredQuotation | undefined;
  if (!quotation) return { response: notFound(request) };
  const visible = reader.kind === 'supplier' ? quotation.supplierId === reader.supplierId : inScope(reader, quotation.inquiryId);
  return visible ? { quotation } : { response: notFound(request) };
}

const isOpenToSupplier = (status: QuotationStatus) => QUOTATION_OPEN_TO_SUPPLIER.includes(status);

/** The rows a quotation prices: the inquiry's materials, molds or lanes, by `seq`. */
const seqsOf = (inquiry: InquiryRecord) =>
  new Set((inquiry.inquiryType === 'SHIP' ? inquiry.shippingCostItems : inquiry.inquiryType === 'MOLD' ? inquiry.moldItems : inquiry.materials).map((r) => r.seq));

/**
 * Invites suppliers to a sent inquiry: at least one, none twice, each an existing supplier not
 * invited yet; their quotations are due on the inquiry's due date.
 */
export function inviteCall(request: Request, inquiry: InquiryRecord, supplierIds: unknown, by: AccountRecord) {
  if (inquiry.status !== 'COMMITTED') return refuseState(request, SOURCING_MSG.inquiryNotOpen);
  const parsed = parseOrRefuse(request, inviteSchema, { supplierIds });
  if ('response' in parsed) return parsed.response;
  const ids = parsed.data.supplierIds;
  const unknown = ids.flatMap((id, i) => (suppliers.get(id) ? [] : [{ path: `supplierIds.${i}`, key: VK.supplierNotFound }]));
  const again = ids.flatMap((id, i) => (inquiry.supplierIds.includes(id) ? [{ path: `supplierIds.${i}`, key: 'validation:duplicateSupplier', params: { supplierId: id } }] : []));
  if (unknown.length + again.length > 0) return refuseFields(request, [...unknown, ...again]);
  const dueDate = dueDateOf(inquiry) ?? clock.today();
  inviteSuppliers(inquiry, ids, dueDate < clock.today() ? clock.today() : dueDate, by);
  return ok(inquiryDetail(inquiries.update(inquiry.id, { supplierIds: [...inquiry.supplierIds, ...ids], updateBy: refOf(by) })!));
}

const readUnder = (prefix: Prefix) =>
  http.get<{ id: string }>(`*/api/${prefix}/quotation/:id`, guarded(prefix === 'a' ? biddingHolding('QUOTATION', 'view') : supplierBiddingHolding('view'), ({ request, params, caller }) => {
    const found = quotationOf(request, caller, params.id);
    return 'response' in found ? found.response : ok(quotationDetail(found.quotation));
  }));

const supplierCalls = [
  /** The supplier saves its prices (INVITED, DRAFT or REJECTED → DRAFT); sums are the server's. */
  http.put<{ id: string }>('*/api/su/quotation/:id', guarded(supplierBiddingHolding('edit'), async ({ request, params, caller }) => {
    const found = quotationOf(request, caller, params.id);
    if ('response' in found) return found.response;
    const { quotation } = found;
    if (!isOpenToSupplier(quotation.status)) return refuseState(request, SOURCING_MSG.quotationNotOpen);
    const parsed = parseOrRefuse(request, quotationSaveSchema, await readBody(request));
    if ('response' in parsed) return parsed.response;
    // Attachments: those the quotation holds already, or the supplier's own uploads (another's id is refused).
    const foreign = foreignFileTexts(request, 'attachments', parsed.data.attachments, quotation.attachments ?? [], caller.account.account);
    if (foreign.length > 0) return refuseFields(request, [], foreign);
    const inquiry = inquiries.get(quotation.inquiryId)!;
    const seqs = seqsOf(inquiry);
    const lines = parsed.data.lines.filter((l) => seqs.has(l.seq)).map((l) => ({ ...l, supplierId: quotation.supplierId }));
    const { warranty, specialRemarks, attachments } = parsed.data;
    // The fields as sent, but attachments left out stay: the schema leaves them optional for a save of prices alone.
    const owned = fieldsOf(quotationSaveSchema).filter((field) => field !== 'attachments' || attachments);
    const saved = quotations.replace(quotation.id, owned, {
      status: 'DRAFT',
      lines: withSums(inquiry, lines),
      warranty,
      specialRemarks,
      ...(attachments ? { attachments: attachments as StoredQuotation['attachments'] } : {}),
    } as Partial<StoredQuotation>)!;
    return ok(quotationDetail(saved));
  })),

  /** The supplier sends it: refused after the due date (409) or with a row of the inquiry unpriced (400). */
  http.post<{ id: string }>('*/api/su/quotation/:id/commit', guarded(supplierBiddingHolding('edit'), ({ request, params, caller }) => {
    const found = quotationOf(request, caller, params.id);
    if ('response' in found) return found.response;
    const { quotation } = found;
    if (!isOpenToSupplier(quotation.status)) return refuseState(request, SOURCING_MSG.quotationNotOpen);
    if (isPastDue(quotation.dueDate, clock.today())) return refuseState(request, SOURCING_MSG.quotationPastDue, { dueDate: quotation.dueDate });
    // Every row the inquiry asks a price of, not only the lines the supplier saved.
    const parsed = quotationCommitSchema([...seqsOf(inquiries.get(quotation.inquiryId)!)]).safeParse(quotation);
    if (!parsed.success) return refuseFields(request, issueMessages(parsed.error));
    const saved = quotations.update(quotation.id, { status: 'COMMITTED', committedAt: clock.iso(), rejectReason: undefined } as Partial<StoredQuotation>)!;
    recordActivity({ kind: 'quotation', id: quotation.id }, { action: 'commit', by: caller.account, from: quotation.status, to: 'COMMITTED' });
    return ok(quotationDetail(saved));
  })),
];

const buyerCalls = [
  /** Invite more suppliers to a sent inquiry: `{ inquiryId, supplierIds }`. */
  http.post('*/api/a/quotation/invite', guarded(biddingHolding('QUOTATION', 'edit'), async ({ request, caller }) => {
    const body = await readBody(request);
    const inquiry = inquiries.get(Number(body.inquiryId));
    if (!inquiry || !inScope(caller, inquiry.id)) return notFound(request);
    return inviteCall(request, inquiry, body.supplierIds, caller.account);
  })),

  /**
   * The buyer's validity of a quotation (`effectiveDate`, `expireDate`): once the supplier sent it,
   * and after it was accepted (QUOTATION_VALIDITY_SET_BY_BUYER, as the detail page's Edit).
   */
  http.put<{ id: string }>('*/api/a/quotation/:id', guarded(biddingHolding('QUOTATION', 'edit'), async ({ request, params, caller }) => {
    const found = quotationOf(request, caller, params.id);
    if ('response' in found) return found.response;
    const { quotation } = found;
    if (!QUOTATION_VALIDITY_SET_BY_BUYER.includes(quotation.status)) return refuseState(request, SOURCING_MSG.quotationNotDatable);
    const body = await readBody(request);
    // A date left out keeps the stored one; the pair is checked as it will be stored (an emptied one is required).
    const parsed = parseOrRefuse(request, quotationDatesSchema, { effectiveDate: body.effectiveDate ?? quotation.effectiveDate, expireDate: body.expireDate ?? quotation.expireDate });
    if ('response' in parsed) return parsed.response;
    const { effectiveDate, expireDate } = parsed.data;
    return ok(quotationDetail(quotations.update(quotation.id, { effectiveDate, expireDate })!));
  })),

  /** Accept (`commit`): COMMITTED → COMPLETED, in effect from today for a year unless dated. */
  http.post<{ id: string }>('*/api/a/quotation/:id/commit', guarded(biddingHolding('QUOTATION', 'edit'), ({ request, params, caller }) => {
    const found = quotationOf(request, caller, params.id);
    if ('response' in found) return found.response;
    const { quotation } = found;
    if (quotation.status !== 'COMMITTED') return refuseState(request, SOURCING_MSG.quotationNotCommitted);
    const today = clock.today();
    const expire = new Date(`${today}T00:00:00Z`);
    expire.setUTCDate(expire.getUTCDate() + 364);
    const from = quotation.status;
    const saved = quotations.update(quotation.id, { status: 'COMPLETED', effectiveDate: quotation.effectiveDate ?? today, expireDate: quotation.expireDate ?? expire.toISOString().slice(0, 10) })!;
    recordActivity({ kind: 'quotation', id: quotation.id }, { action: 'approve', by: caller.account, from, to: 'COMPLETED' });
    notifyQuotation(saved, 'QUOTATION_ACCEPTED');
    return ok(quotationDetail(saved));
  })),

  /**
   * Send back (`reject`) with a reason: a submitted quotation, or one left unanswered past its
   * due date; a new due date lets the supplier quote again. The supplier is told by mail.
   */
  http.post<{ id: string }>('*/api/a/quotation/:id/reject', guarded(biddingHolding('QUOTATION', 'edit'), async ({ request, params, caller }) => {
    const found = quotationOf(request, caller, params.id);
    if ('response' in found) return found.response;
    const { quotation } = found;
    const today = clock.today();
    const late = isOpenToSupplier(quotation.status) && isPastDue(quotation.dueDate, today);
    if (quotation.status !== 'COMMITTED' && !late) return refuseState(request, SOURCING_MSG.quotationNotRejectable);
    const parsed = parseOrRefuse(request, quotationRejectSchema(today, quotation.dueDate), await readBody(request));
    if ('response' in parsed) return parsed.response;
    const from = quotation.status;
    const saved = quotations.update(quotation.id, { status: 'REJECTED', rejectReason: parsed.data.reason, ...(parsed.data.dueDate ? { dueDate: parsed.data.dueDate } : {}) } as Partial<StoredQuotation>)!;
    recordActivity({ kind: 'quotation', id: quotation.id }, { action: 'reject', by: caller.account, from, to: 'REJECTED', reason: parsed.data.reason });
    const email = supplierBrief(quotation.supplierId)?.email;
    if (email) sendMail(email, `報價單退回 ${quotation.quoNo} Quotation ${quotation.quoNo} sent back`, `${parsed.data.reason}\n截止日 Due date: ${saved.dueDate}`);
    notifyQuotation(saved, 'QUOTATION_REJECTED', { reason: parsed.data.reason, dueDate: saved.dueDate });
    return ok(quotationDetail(saved));
  })),

  /** Close one quotation (not once completed or closed). */
  http.post<{ id: string }>('*/api/a/quotation/:id/close', guarded(biddingHolding('QUOTATION', 'edit'), ({ request, params, caller }) => {
    const found = quotationOf(request, caller, params.id);
    if ('response' in found) return found.response;
    if (found.quotation.status === 'COMPLETED' || found.quotation.status === 'CLOSED') return refuseState(request, SOURCING_MSG.quotationNotClosable);
    const from = found.quotation.status;
    const closed = quotations.update(found.quotation.id, { status: 'CLOSED' })!;
    recordActivity({ kind: 'quotation', id: closed.id }, { action: 'close', by: caller.account, from, to: 'CLOSED' });
    return ok(quotationDetail(closed));
  })),
];

export const quotationHandlers = [...PREFIXES.flatMap(searchUnder), ...buyerCalls, ...PREFIXES.map(readUnder), ...supplierCalls];
