import { http } from 'msw';
import { recordActivity } from '../activity';
import {
  inquiryCommitSchema,
  inquirySchema,
  issueMessages,
  lookupIssue,
  quotationPickSchema,
  unknownItemIssues,
  VK,
  type IssueMessage,
  type InquiryOutput,
} from 'shared-ui/contract';
import { foreignFileTexts, heldFiles } from '../general/owned-files';
import { readBody } from '../http/body';
import { fieldsOf } from '../http/body-fields';
import { refuseFields } from '../http/field-errors';
import { guarded } from '../http/guarded';
import { say } from '../http/locale';
import { idOf, notFound } from '../http/record';
import { fail, noContent, ok } from '../http/respond';
import { searchCalls } from '../http/search-calls';
import { localSheet } from '../http/xlsx';
import { bi } from '../seed/option-types';
import type { InquiryRecord } from '../seed/inquiries';
import { clock } from '../store/clock';
import { inquiries, quotations, suppliers } from '../store/collections';
import { biddingHolding, inScope, type InternalReader } from './guards';
import { INQUIRY_SHEET_COLUMNS, inquiryDetail, inquiryListItem, inquiryRow, inquirySearch, inquirySheetRow } from './inquiry-rows';
import { closeInquiry, commitInquiry, createParity, nextNumber } from './lifecycle';
import { knownMaterials, knownRequisitions } from './materials';
import { fill, refuseState, SOURCING_MSG } from './messages';
import { parityDetail } from './parity-rows';
import { quotationListItem, quotationRows } from './quotation-rows';
import { inviteCall } from './quotation.handlers';
import { refOf } from '../http/account-ref';


/** The inquiry the caller may see, or its 404. */
function inquiryOf(request: Request, reader: InternalReader, rawId: string): { inquiry: InquiryRecord } | { response: Response } {
  const inquiry = inquiries.get(idOf(rawId));
  return inquiry && inScope(reader, inquiry.id) ? { inquiry } : { response: notFound(request) };
}

/**
 * The body of a save checked as the form checks it, then what only the server knows: the
 * material numbers, the PR no., item numbers of the lines, a purchasing org of the caller's.
 */
async function checkedInquiry(request: Request, reader: InternalReader): Promise<{ data: InquiryOutput } | { response: Response }> {
  const body = await readBody(request);
  const parsed = inquirySchema().safeParse(body);
  const issues: IssueMessage[] = parsed.success ? [] : issueMessages(parsed.error);
  const materials = knownMaterials();
  const raw = body as { materials?: { material?: string }[]; materialLines?: { item?: string }[]; prNo?: string; purchasingOrgCode?: string; supplierIds?: unknown[] };
  (raw.materials ?? []).forEach((m, i) => {
    const found = lookupIssue('material', typeof m?.material === 'string' ? m.material.toUpperCase() : undefined, materials, `materials.${i}.material`);
    if (found) issues.push(found);
  });
  issues.push(...unknownItemIssues(Array.isArray(raw.materialLines) ? raw.materialLines : [], materials));
  const pr = lookupIssue('prNo', typeof raw.prNo === 'string' ? raw.prNo : undefined, knownRequisitions());
  if (pr) issues.push(pr);
  const suppliersKnown = new Set(suppliers.all().map((s) => String(s.id)));
  (Array.isArray(raw.supplierIds) ? raw.supplierIds : []).forEach((id, i) => {
    if (!suppliersKnown.has(String(id))) issues.push({ path: `supplierIds.${i}`, key: VK.supplierNotFound });
  });
  if (typeof raw.purchasingOrgCode === 'string' && raw.purchasingOrgCode && !reader.orgs.has(raw.purchasingOrgCode)) issues.push({ path: 'purchasingOrgCode', key: 'validation:invalid' });
  // Line images: those an inquiry the caller reads holds (its own; a copy's source's), or the caller's own uploads.
  const kept = () => heldFiles(inquiries.all().filter((i) => inScope(reader, i.id)).map((i) => i.materialLines));
  const foreign = parsed.success ? parsed.data.materialLines.flatMap((l, i) => foreignFileTexts(request, `materialLines.${i}.imageFile`, l.imageFile, kept, reader.account.account)) : [];
  if (issues.length > 0 || foreign.length > 0 || !parsed.success) return { response: refuseFields(request, issues, foreign) };
  return { data: parsed.data };
}

const staffOf = (reader: InternalReader) => refOf(reader.account);

async function createInquiry(request: Request, reader: InternalReader) {
  const checked = await checkedInquiry(request, reader);
  if ('response' in checked) return checked.response;
  const today = clock.today();
  const created = inquiries.insert({
    ...(checked.data as Omit<InquiryRecord, 'id'>),
    inqNo: nextNumber('INQ', inquiries.all().map((i) => i.inqNo)),
    status: 'DRAFT',
    createBy: staffOf(reader),
    updateBy: staffOf(reader),
    inquiryCreateDate: today,
  });
  return ok(inquiryDetail(created), 201);
}

const search = searchCalls({
  path: '*/api/a/inquiry/search',
  guard: biddingHolding('INQUIRY', 'view'),
  rows: (reader) => inquiries.all().filter((i) => reader.orgs.has(i.purchasingOrgCode)).map(inquiryRow),
  spec: inquirySearch,
  item: inquiryListItem,
  exports: [{ path: '*/api/a/inquiry/search/xls', file: 'inquiries.xlsx', sheets: (rows, _caller, lang) => [localSheet(lang, bi('詢價單', 'Inquiries'), INQUIRY_SHEET_COLUMNS, rows.map(inquirySheetRow))] }],
});

/** The inquiry calls of spec section 7 (a/ only): search, get, draft (create), put, delete, commit, close; its quotations and a parity sheet. */
export const inquiryHandlers = [
  ...search,
  http.post('*/api/a/inquiry/draft', guarded(biddingHolding('INQUIRY', 'create'), ({ request, caller }) => createInquiry(request, caller))),
  http.post('*/api/a/inquiry', guarded(biddingHolding('INQUIRY', 'create'), ({ request, caller }) => createInquiry(request, caller))),

  http.get<{ id: string }>('*/api/a/inquiry/:id', guarded(biddingHolding('INQUIRY', 'view'), ({ request, params, caller }) => {
    const found = inquiryOf(request, caller, params.id);
    return 'response' in found ? found.response : ok(inquiryDetail(found.inquiry));
  })),

  http.put<{ id: string }>('*/api/a/inquiry/:id', guarded(biddingHolding('INQUIRY', 'edit'), async ({ request, params, caller }) => {
    const found = inquiryOf(request, caller, params.id);
    if ('response' in found) return found.response;
    if (found.inquiry.status !== 'DRAFT') return refuseState(request, SOURCING_MSG.inquiryNotDraft);
    const checked = await checkedInquiry(request, caller);
    if ('response' in checked) return checked.response;
    const { id: _id, ...data } = checked.data as InquiryOutput & { id?: number };
    return ok(inquiryDetail(inquiries.replace(found.inquiry.id, fieldsOf(inquirySchema()), { ...(data as Partial<InquiryRecord>), updateBy: staffOf(caller) })!));
  })),

  http.delete<{ id: string }>('*/api/a/inquiry/:id', guarded(biddingHolding('INQUIRY', 'edit'), ({ request, params, caller }) => {
    const found = inquiryOf(request, caller, params.id);
    if ('response' in found) return found.response;
    if (found.inquiry.status !== 'DRAFT') return refuseState(request, SOURCING_MSG.inquiryNotDraft);
    inquiries.remove(found.inquiry.id);
    return noContent();
  })),

  http.post<{ id: string }>('*/api/a/inquiry/:id/commit', guarded(biddingHolding('INQUIRY', 'edit'), ({ request, params, caller }) => {
    const found = inquiryOf(request, caller, params.id);
    if ('response' in found) return found.response;
    if (found.inquiry.status !== 'DRAFT') return refuseState(request, SOURCING_MSG.inquiryNotDraft);
    const parsed = inquiryCommitSchema(clock.today()).safeParse(found.inquiry);
    if (!parsed.success) return refuseFields(request, issueMessages(parsed.error));
    const from = found.inquiry.status;
    const committed = commitInquiry({ ...found.inquiry, dueDate: parsed.data.dueDate }, caller.account);
    recordActivity({ kind: 'inquiry', id: committed.id }, { action: 'commit', by: caller.account, from, to: committed.status });
    return ok(inquiryDetail(committed));
  })),

  http.post<{ id: string }>('*/api/a/inquiry/:id/close', guarded(biddingHolding('INQUIRY', 'edit'), async ({ request, params, caller }) => {
    const found = inquiryOf(request, caller, params.id);
    if ('response' in found) return found.response;
    const { inquiry } = found;
    if (inquiry.status === 'CLOSED' || inquiry.status === 'COMPLETED') return refuseState(request, SOURCING_MSG.inquiryClosed);
    const body = await readBody(request);
    const detail = inquiryDetail(inquiry);
    if ((detail.openQuotationCount > 0 || detail.openParityCount > 0) && body.force !== true) {
      return refuseState(request, SOURCING_MSG.closeNeedsForce, { quotations: detail.openQuotationCount, parities: detail.openParityCount });
    }
    const from = inquiry.status;
    const closed = closeInquiry(inquiry, caller.account);
    recordActivity({ kind: 'inquiry', id: closed.id }, { action: 'close', by: caller.account, from, to: closed.status });
    return ok(inquiryDetail(closed));
  })),

  /** "inquiry: quotation get": the quotations of the inquiry, as the quotation list shows them. */
  http.get<{ id: string }>('*/api/a/inquiry/:id/quotation', guarded(biddingHolding('QUOTATION', 'view'), ({ request, params, caller }) => {
    const found = inquiryOf(request, caller, params.id);
    if ('response' in found) return found.response;
    return ok(quotationRows(quotations.all().filter((q) => q.inquiryId === found.inquiry.id)).map(quotationListItem));
  })),

  /** "inquiry: quotation create": invite more suppliers to the sent inquiry (as `a/quotation/invite`). */
  http.post<{ id: string }>('*/api/a/inquiry/:id/quotation', guarded(biddingHolding('QUOTATION', 'edit'), async ({ request, params, caller }) => {
    const found = inquiryOf(request, caller, params.id);
    if ('response' in found) return found.response;
    const body = await readBody(request);
    return inviteCall(request, found.inquiry, body.supplierIds, caller.account);
  })),

  /** "parity create": a sheet of the picked quotations, each COMPLETED ("The selected quotation status must be Completed."). */
  http.post<{ id: string }>('*/api/a/inquiry/:id/parity', guarded(biddingHolding('PARITY', 'create'), async ({ request, params, caller }) => {
    const found = inquiryOf(request, caller, params.id);
    if ('response' in found) return found.response;
    const { inquiry } = found;
    if (inquiry.status !== 'COMMITTED') return refuseState(request, SOURCING_MSG.inquiryNotOpen);
    const body = await readBody(request);
    const ids = Array.isArray(body.quotationIds) ? body.quotationIds.map(Number) : [];
    const picked = ids.map((id) => quotations.get(id));
    const stranger = picked.findIndex((q) => !q || q.inquiryId !== inquiry.id);
    if (stranger >= 0) return fail(400, [fill(say(request, SOURCING_MSG.parityOfOtherInquiry), { quoNo: picked[stranger]?.quoNo ?? String(ids[stranger]) })]);
    const parsed = quotationPickSchema.safeParse(picked.map((q) => ({ quotationId: q!.id, supplierId: q!.supplierId, status: q!.status })));
    if (!parsed.success) return refuseFields(request, issueMessages(parsed.error).map((i) => ({ ...i, path: `quotationIds.${i.path}`.replace(/\.(status|supplierId)$/, '') })));
    return ok(parityDetail(createParity(inquiry, picked.map((q) => q!))), 201);
  })),
];
