import { http } from 'msw';
import { recordActivity } from '../activity';
import { issueMessages, parityCommitSchema, paritySchema, sheetRateList, VK, type ParityLine } from 'shared-ui/contract';
import { readBody, text } from '../http/body';
import { refuseFields } from '../http/field-errors';
import { guarded } from '../http/guarded';
import { requireInternalUser } from '../http/guards';
import { say } from '../http/locale';
import { idOf, notFound } from '../http/record';
import { fail, ok } from '../http/respond';
import { searchCalls } from '../http/search-calls';
import { localSheet } from '../http/xlsx';
import { bi } from '../seed/option-types';
import { inquiries, parities } from '../store/collections';
import { biddingHolding, inScope, type InternalReader } from './guards';
import { commitParity, decideParity, priceUpdateItems, updatePrices } from './lifecycle';
import { refuseState, SOURCING_MSG } from './messages';
import { PARITY_SHEET_COLUMNS, parityDetail, parityRow, paritySearch, paritySheetRow, type StoredParity } from './parity-rows';


function parityOf(request: Request, reader: InternalReader, rawId: string): { parity: StoredParity } | { response: Response } {
  const parity = parities.get(idOf(rawId)) as StoredParity | undefined;
  return parity && inScope(reader, parity.inquiryId) ? { parity } : { response: notFound(request) };
}

/** What the buyer may change on a line: the split and the facts the quotation does not carry. */
const EDITABLE: (keyof ParityLine)[] = ['quota', 'quotaPercent', 'brand', 'deliveryDate', 'deliveryDays', 'taxCode', 'minPurchaseAmount', 'remark', 'toolingAmount', 'shippingCost'];

/** The sheet with the body's editable parts: header choices, rates and per line (by seq and supplier) the split. */
function edited(p: StoredParity, body: Record<string, unknown>): StoredParity {
  const sent = Array.isArray(body.lines) ? (body.lines as Record<string, unknown>[]) : [];
  const lines = p.lines.map((line) => {
    const from = sent.find((l) => Number(l.seq) === line.seq && Number(l.supplierId) === line.supplierId);
    if (!from) return line;
    const next: Record<string, unknown> = { ...line };
    for (const k of EDITABLE) {
      const v = from[k];
      if (v === undefined || v === null || v === '') delete next[k];
      else next[k] = typeof line[k] === 'number' || ['quota', 'quotaPercent', 'deliveryDays', 'minPurchaseAmount', 'toolingAmount', 'shippingCost'].includes(k) ? Number(v) : v;
    }
    return next as unknown as ParityLine;
  });
  // The rows are the sheet's (a rate per currency of its offers, and USD): only their rates are taken
  // from the body, a row left out is empty and one of another currency dropped.
  const rates = Array.isArray(body.exchangeRateList)
    ? (body.exchangeRateList as { currencyCode?: unknown; rate?: unknown }[]).map((r) => ({ currencyCode: String(r?.currencyCode ?? ''), rate: r?.rate === null || r?.rate === undefined || r?.rate === '' ? null : Number(r.rate) }))
    : p.exchangeRateList;
  return {
    ...p,
    lines,
    exchangeRateList: sheetRateList(p.lines, p.localCurrencyCode, rates),
    costComparisonType: body.costComparisonType === 'TOTAL_COST' ? 'TOTAL_COST' : body.costComparisonType === 'UNIT_PRICE' ? 'UNIT_PRICE' : p.costComparisonType,
    winningSupplierId: body.winningSupplierId === undefined || body.winningSupplierId === null || body.winningSupplierId === '' ? undefined : Number(body.winningSupplierId),
    winReason: text(body.winReason) || undefined,
  };
}

/** Sent for sign-off: a draft passing the commit rules (a winner, its reason, the quotas, the rates). */
function commitCall(print: boolean) {
  return guarded<InternalReader, { id: string }>(biddingHolding('PARITY', 'edit'), ({ request, params, caller }) => {
    const found = parityOf(request, caller, params.id);
    if ('response' in found) return found.response;
    if (found.parity.status !== 'DRAFT') return refuseState(request, SOURCING_MSG.parityNotDraft);
    // The rates of the sheet's currencies as kept (a sheet stored before its rows were the server's may lack one: it reads empty).
    const parsed = parityCommitSchema(found.parity.localCurrencyCode).safeParse({ ...found.parity, exchangeRateList: sheetRateList(found.parity.lines, found.parity.localCurrencyCode, found.parity.exchangeRateList) });
    if (!parsed.success) return refuseFields(request, issueMessages(parsed.error));
    const from = found.parity.status;
    const committed = commitParity(found.parity);
    recordActivity({ kind: 'parity', id: committed.id }, { action: 'commit', by: caller.account, from, to: committed.status });
    const detail = parityDetail(committed);
    return ok(print ? { ...detail, printable: true } : detail);
  });
}

export const parityHandlers = [
  ...searchCalls({
    path: '*/api/a/parity/search',
    guard: biddingHolding('PARITY', 'view'),
    rows: (reader) => parities.all().filter((p) => inScope(reader, p.inquiryId)).map(parityRow),
    spec: paritySearch,
    exports: [{ path: '*/api/a/parity/search/xls', file: 'parities.xlsx', sheets: (rows, _caller, lang) => [localSheet(lang, bi('比價單', 'Price comparisons'), PARITY_SHEET_COLUMNS, rows.map(paritySheetRow))] }],
  }),

  /** The materials an approved sheet prices (`quotation priceUpdate materialItems`); none with a material number: 400. */
  http.post('*/api/a/parity/quotation/priceUpdate/materialItems', guarded(biddingHolding('PARITY', 'view'), async ({ request, caller }) => {
    const body = await readBody(request);
    const found = parityOf(request, caller, String(body.parityId ?? ''));
    if ('response' in found) return found.response;
    const items = priceUpdateItems(found.parity, inquiries.get(found.parity.inquiryId)!);
    return items.length === 0 ? refuseFields(request, [{ path: 'items', key: VK.importNoMaterial }]) : ok(items);
  })),

  http.post('*/api/a/parity/v2/:id/commit/print', commitCall(true)),
  http.post('*/api/a/parity/v2/:id/commit', commitCall(false)),
  http.post('*/api/a/parity/:id/commit', commitCall(false)),

  http.get<{ id: string }>('*/api/a/parity/:id', guarded(biddingHolding('PARITY', 'view'), ({ request, params, caller }) => {
    const found = parityOf(request, caller, params.id);
    return 'response' in found ? found.response : ok(parityDetail(found.parity));
  })),

  /** Save a draft: the split, the rates, the comparison type, the winner and its reason (checked by `paritySchema`). */
  http.put<{ id: string }>('*/api/a/parity/:id', guarded(biddingHolding('PARITY', 'edit'), async ({ request, params, caller }) => {
    const found = parityOf(request, caller, params.id);
    if ('response' in found) return found.response;
    if (found.parity.status !== 'DRAFT') return refuseState(request, SOURCING_MSG.parityNotDraft);
    const next = edited(found.parity, await readBody(request));
    // Rates may stay unmaintained in a draft: they are refused when it is sent.
    const parsed = paritySchema(next.localCurrencyCode, { rates: false }).safeParse(next);
    if (!parsed.success) return refuseFields(request, issueMessages(parsed.error));
    // The sheet's fields the save sets (`edited`): a winner or reason emptied is cleared, the rest stays.
    const { lines, exchangeRateList, costComparisonType, winningSupplierId, winReason } = next;
    const saved = parities.replace(next.id, ['lines', 'exchangeRateList', 'costComparisonType', 'winningSupplierId', 'winReason'], { lines, exchangeRateList, costComparisonType, winningSupplierId, winReason })!;
    return ok(parityDetail(saved as StoredParity));
  })),

  /** Close: a draft, or one in sign-off (the sign-off is cancelled). */
  http.post<{ id: string }>('*/api/a/parity/:id/close', guarded(biddingHolding('PARITY', 'edit'), ({ request, params, caller }) => {
    const found = parityOf(request, caller, params.id);
    if ('response' in found) return found.response;
    const { parity } = found;
    if (parity.status !== 'DRAFT' && parity.status !== 'COMMITTED') return refuseState(request, SOURCING_MSG.parityNotClosable);
    const from = parity.status;
    const closed = parities.update(parity.id, { status: 'CLOSED', bpmStatus: parity.bpmStatus === 'SIGNING' ? 'CANCELLED' : parity.bpmStatus })!;
    recordActivity({ kind: 'parity', id: closed.id }, { action: 'close', by: caller.account, from, to: 'CLOSED' });
    return ok(parityDetail(closed));
  })),

  /** The winners' prices into the materials' final prices, again (approval does it once). */
  http.post<{ id: string }>('*/api/a/parity/:id/priceUpdate', guarded(biddingHolding('PARITY', 'edit'), ({ request, params, caller }) => {
    const found = parityOf(request, caller, params.id);
    if ('response' in found) return found.response;
    if (found.parity.status !== 'COMPLETED') return refuseState(request, SOURCING_MSG.parityNotCompleted);
    const items = updatePrices(found.parity, inquiries.get(found.parity.inquiryId)!, caller.account);
    return items.length === 0 ? refuseFields(request, [{ path: 'items', key: VK.importNoMaterial }]) : ok(items);
  })),
];

/**
 * The sign-off system's stand-in for parity sheets (as `dev/bpm/supplier/{id}`): any signed-in
 * internal user; a SIGNING sheet is approved (COMPLETED, prices updated, the inquiry COMPLETED)
 * or rejected (back to DRAFT with the reason); else 409.
 */
export const devParityBpmHandlers = [
  http.post<{ id: string }>('*/api/dev/bpm/parity/:id', guarded(requireInternalUser, async ({ request, params, caller }) => {
    const parity = parities.get(idOf(params.id)) as StoredParity | undefined;
    if (!parity) return notFound(request);
    const body = await readBody(request);
    if (body.decision !== 'APPROVE' && body.decision !== 'REJECT') return fail(400, [say(request, SOURCING_MSG.decision)]);
    if (parity.status !== 'COMMITTED' || parity.bpmStatus !== 'SIGNING') return refuseState(request, SOURCING_MSG.parityNotSigning);
    const from = parity.status;
    const reason = text(body.reason) || undefined;
    const decided = decideParity(parity, body.decision, caller.account, reason);
    // The sign-off's decision, by whoever answered in its stand-in.
    recordActivity({ kind: 'parity', id: decided.id }, { action: body.decision === 'REJECT' ? 'reject' : 'approve', by: caller.account, from, to: decided.status, reason });
    return ok(parityDetail(decided));
  })),
];

