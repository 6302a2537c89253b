import { lineSum, QUOTATION_OPEN, rateCurrencies, type Inquiry, type ParityItem, type ParityLine, type PriceUpdateItem, type QuotationHistory } from 'shared-ui/contract';
import { recordActivity } from '../activity';
import type { AccountRecord } from '../seed/accounts';
import { LOCAL_CURRENCY_OF_ORG } from '../seed/collaboration-common';
import type { InquiryRecord } from '../seed/inquiries';
import { clock, dayOfInstant } from '../store/clock';
import { inquiries, parities, quotations } from '../store/collections';
import { db } from '../store/db';
import { internalOwners, notify, recordLink } from '../notifications';
import { sendMail } from '../store/outbox';
import type { StoredParity } from './parity-rows';
import type { StoredQuotation } from './quotation-view';
import { notifyQuotation } from './quotation-notifications';
import { quoteCurrency, supplierBrief } from './suppliers';
import { refOf } from '../http/account-ref';

// The steps of the bidding flow (issue decisions): each changes the stored records and leaves
// the checks (state, rules) to the handler that calls it.

/** The next document number of a year: `INQ-2026-0045` after the highest one of that year. */
export function nextNumber(prefix: string, taken: readonly (string | undefined)[], width = 4): string {
  const year = clock.today().slice(0, 4);
  const head = `${prefix}-${year}-`;
  const highest = Math.max(0, ...taken.filter((n): n is string => Boolean(n?.startsWith(head))).map((n) => Number(n.slice(head.length)) || 0));
  return `${head}${String(highest + 1).padStart(width, '0')}`;
}

const inviteMail = (inquiry: InquiryRecord, quoNo: string, dueDate: string) => ({
  subject: `詢價邀請 ${inquiry.inqNo} Request for quotation ${inquiry.inqNo}`,
  body: `請於 ${dueDate} 前於供應商平台回覆報價單 ${quoNo}。\nPlease answer quotation ${quoNo} on the supplier portal by ${dueDate}.`,
});

const SENT = new Set(['COMMITTED', 'COMPLETED', 'CLOSED']);
const itemKey = (m: { material?: string; description: string }) => m.material ?? m.description;

/**
 * The supplier's own earlier prices for the inquiry's materials (by material number, else
 * description): the last three per row from its quotations it sent, under this inquiry's `seq`,
 * as the seed keeps them. The parity sheet's history price and change come from here.
 */
export function historyOf(inquiry: InquiryRecord, supplierId: number): QuotationHistory[] {
  const sent = quotations.all().filter((q) => q.supplierId === supplierId && q.inquiryId !== inquiry.id && SENT.has(q.status) && q.lines.length > 0) as StoredQuotation[];
  return inquiry.materials.flatMap((m) =>
    sent
      .flatMap((q) => {
        const row = inquiries.get(q.inquiryId)?.materials.find((o) => itemKey(o) === itemKey(m));
        const line = row && q.lines.find((l) => l.seq === row.seq);
        if (line?.objectPrice === undefined) return [];
        return [{ quoNo: q.quoNo ?? '', seq: m.seq, objectPrice: line.objectPrice, currencyCode: q.currencyCode, quotedAt: q.committedAt ? dayOfInstant(q.committedAt) : (q.effectiveDate ?? q.dueDate) }];
      })
      .sort((a, b) => a.quotedAt.localeCompare(b.quotedAt))
      .slice(-3),
  );
}

/** One INVITED quotation per supplier, due on `dueDate`, with its earlier prices, a mail to each, and `by`'s invitation on its timeline. */
export function inviteSuppliers(inquiry: InquiryRecord, supplierIds: readonly number[], dueDate: string, by: AccountRecord): StoredQuotation[] {
  return supplierIds.map((supplierId) => {
    const supplier = supplierBrief(supplierId)!;
    const quoNo = nextNumber('QUO', quotations.all().map((q) => q.quoNo), 5);
    const history = historyOf(inquiry, supplierId);
    const stored = quotations.insert({
      quoNo,
      inquiryId: inquiry.id,
      status: 'INVITED',
      currencyCode: inquiry.inquiryType === 'SHIP' ? 'USD' : quoteCurrency(supplierId, inquiry.purchasingOrgCode, inquiry.currencyCode),
      dueDate,
      supplierId,
      supplierName: supplier.name,
      lines: [],
      ...(history.length > 0 ? { history } : {}),
    });
    recordActivity({ kind: 'quotation', id: stored.id }, { action: 'invite', by, to: 'INVITED' });
    const mail = inviteMail(inquiry, quoNo, dueDate);
    if (supplier.email) sendMail(supplier.email, mail.subject, mail.body);
    notifyQuotation(stored, 'QUOTATION_INVITED', { dueDate });
    return stored;
  });
}

/** Commit: the inquiry is sent (by `by`, its last change), each invited supplier gets its quotation. */
export function commitInquiry(inquiry: InquiryRecord & { dueDate: string }, by: AccountRecord) {
  inviteSuppliers(inquiry, inquiry.supplierIds, inquiry.dueDate, by);
  return inquiries.update(inquiry.id, { status: 'COMMITTED', updateBy: refOf(by) })!;
}

/**
 * What an inquiry leaves unfinished when it ends: its open quotations and its parity sheets but
 * `kept` are closed (a sheet in sign-off is cancelled there), so no supplier goes on quoting and no
 * buyer on comparing for an inquiry that is over.
 */
function closeUnfinished(inquiryId: number, kept?: number) {
  for (const q of quotations.all()) if (q.inquiryId === inquiryId && QUOTATION_OPEN.includes(q.status)) quotations.update(q.id, { status: 'CLOSED' });
  for (const p of parities.all()) {
    if (p.inquiryId !== inquiryId || p.id === kept || (p.status !== 'DRAFT' && p.status !== 'COMMITTED')) continue;
    parities.update(p.id, { status: 'CLOSED', bpmStatus: p.bpmStatus === 'SIGNING' ? 'CANCELLED' : p.bpmStatus });
  }
}

/** Close (by `by`, its last change); `force` also closes the open quotations and parity sheets (a sheet in sign-off is cancelled). */
export function closeInquiry(inquiry: InquiryRecord, by: AccountRecord) {
  closeUnfinished(inquiry.id);
  return inquiries.update(inquiry.id, { status: 'CLOSED', updateBy: refOf(by) })!;
}

/**
 * The rows a sheet compares, the rows the inquiry's quotations price: its materials, its molds for
 * a mold inquiry (which may ask for no material at all), its lanes for freight; at their yearly
 * quantity.
 */
export function parityItems(inquiry: Inquiry): ParityItem[] {
  if (inquiry.inquiryType === 'SHIP') {
    return inquiry.shippingCostItems.map((l) => ({ seq: l.seq, description: [l.incotermCode, l.loadingPlace, l.deliveryPlace].filter(Boolean).join(' · '), quantity: 1 }));
  }
  if (inquiry.inquiryType === 'MOLD') return inquiry.moldItems.map((m) => ({ seq: m.seq, description: m.moldModel, quantity: m.annualUsage ?? 0 }));
  return inquiry.materials.map((m) => ({ seq: m.seq, ...(m.material ? { material: m.material } : {}), description: m.description, unit: m.unit, quantity: m.annualUsage ?? 0 }));
}

/** A rate into the local currency as maintained (null when nobody did). */
export function maintainedRate(from: string, to: string): number | null {
  if (from === to) return 1;
  return db.state.reference.exchangeRates.find((r) => r.fromCurrency === from && r.toCurrency === to)?.rate ?? null;
}

/** A new DRAFT sheet of the picked (COMPLETED) quotations: a line per quotation and row, the rates of their currencies and USD. */
export function createParity(inquiry: InquiryRecord, picked: readonly StoredQuotation[]): StoredParity {
  const items = parityItems(inquiry);
  const local = LOCAL_CURRENCY_OF_ORG[inquiry.purchasingOrgCode] ?? inquiry.currencyCode;
  const lines: ParityLine[] = picked.flatMap((q) =>
    items.flatMap((item) => {
      const offer = q.lines.find((l) => l.seq === item.seq);
      if (!offer) return [];
      const material = inquiry.inquiryType === 'MAT' ? inquiry.materials.find((m) => m.seq === item.seq) : undefined;
      const history = q.history?.filter((h) => h.seq === item.seq && h.currencyCode === q.currencyCode).at(-1);
      return [{
        seq: item.seq,
        supplierId: q.supplierId,
        supplierName: q.supplierName,
        quotationId: q.id,
        ...(offer.objectPrice !== undefined ? { netPrice: offer.objectPrice } : {}),
        ...(offer.firstObjectPrice !== undefined ? { firstPrice: offer.firstObjectPrice, listPrice: offer.firstObjectPrice } : {}),
        ...(history?.objectPrice !== undefined ? { historyPrice: history.objectPrice } : {}),
        ...(material?.leadDays ? { deliveryDays: material.leadDays } : {}),
        currencyCode: q.currencyCode,
        ...(material?.minOrderQty && offer.objectPrice !== undefined ? { minPurchaseAmount: Math.round(material.minOrderQty * offer.objectPrice * 100) / 100 } : {}),
        ...(offer.moldPrice !== undefined ? { toolingAmount: offer.moldPrice } : {}),
      }];
    }),
  );
  return parities.insert({
    parityNo: nextNumber('PAR', parities.all().map((p) => p.parityNo)),
    inquiryId: inquiry.id,
    status: 'DRAFT',
    bpmStatus: 'NONE',
    costComparisonType: inquiry.inquiryType === 'MOLD' ? 'TOTAL_COST' : 'UNIT_PRICE',
    items,
    lines,
    localCurrencyCode: local,
    exchangeRateList: rateCurrencies(lines, local).map((currencyCode) => ({ currencyCode, rate: maintainedRate(currencyCode, local) })),
    createdDate: clock.today(),
  });
}

/** Sent for sign-off: COMMITTED, the BPM form number, SIGNING. */
export function commitParity(p: StoredParity) {
  const bpmDocNo = p.bpmDocNo ?? `BPM-PAR-${clock.today().slice(0, 4)}${String(p.id).padStart(5, '0')}`;
  return parities.update(p.id, { status: 'COMMITTED', bpmStatus: 'SIGNING', bpmDocNo, rejectReason: undefined } as Partial<StoredParity>)!;
}

/**
 * The prices an approved sheet sets: per row, the offer with the largest quota (the winning
 * supplier's when nobody has one), in the inquiry's currency.
 */
export function priceUpdateItems(p: StoredParity, inquiry: Inquiry): PriceUpdateItem[] {
  return p.items.flatMap((item) => {
    const offers = p.lines.filter((l) => l.seq === item.seq && l.netPrice !== undefined);
    const best = [...offers].sort((a, b) => (b.quota ?? 0) - (a.quota ?? 0) || Number(b.supplierId === p.winningSupplierId) - Number(a.supplierId === p.winningSupplierId))[0];
    const material = inquiry.materials.find((m) => m.seq === item.seq);
    if (!best || !material?.material) return [];
    const toLocal = maintainedRate(best.currencyCode, p.localCurrencyCode);
    const fromLocal = maintainedRate(inquiry.currencyCode, p.localCurrencyCode);
    const price = toLocal && fromLocal ? (best.netPrice! * toLocal) / fromLocal : best.netPrice!;
    return [{ seq: item.seq, material: material.material, description: material.description, price: Math.round(price * 10_000) / 10_000, currencyCode: inquiry.currencyCode, supplierId: best.supplierId }];
  });
}

/** The winners' prices become the materials' final prices (`priceUpdate`), a change of the inquiry by `by`. */
export function updatePrices(p: StoredParity, inquiry: InquiryRecord, by: AccountRecord): PriceUpdateItem[] {
  const items = priceUpdateItems(p, inquiry);
  inquiries.update(inquiry.id, { materials: inquiry.materials.map((m) => ({ ...m, ...(items.find((i) => i.seq === m.seq) ? { finalPrice: items.find((i) => i.seq === m.seq)!.price } : {}) })), updateBy: refOf(by) });
  return items;
}

/**
 * The sign-off's answer, by `by`: approved (COMPLETED, prices updated, the inquiry COMPLETED, what it
 * left open closed) or rejected (back to DRAFT with the reason).
 */
export function decideParity(p: StoredParity, decision: 'APPROVE' | 'REJECT', by: AccountRecord, reason?: string) {
  const inquiry = inquiries.get(p.inquiryId)!;
  notifyParityDecided(p, inquiry, decision, reason);
  if (decision === 'REJECT') return parities.update(p.id, { status: 'DRAFT', bpmStatus: 'REJECTED', ...(reason ? { rejectReason: reason } : {}) } as Partial<StoredParity>)!;
  const done = parities.update(p.id, { status: 'COMPLETED', bpmStatus: 'APPROVED' })!;
  updatePrices(done, inquiry, by);
  // The award ends the inquiry as a forced close would (spec section 4): nothing stays open under it.
  closeUnfinished(inquiry.id, done.id);
  inquiries.update(inquiry.id, { status: 'COMPLETED', updateBy: refOf(by) });
  return done;
}

/** The sign-off's answer is the inquiry's internal owners' news (who created it, who is in charge); suppliers hear of their quotation, not the sheet. */
export function notifyParityDecided(p: StoredParity, inquiry: InquiryRecord, decision: 'APPROVE' | 'REJECT', reason?: string) {
  const params: Record<string, string> = { decision: decision === 'APPROVE' ? 'APPROVED' : 'REJECTED', ...(reason ? { reason } : {}) };
  notify(internalOwners(inquiry.createBy?.account, inquiry.personInCharge?.account), { kind: 'PARITY_DECIDED', docNo: p.parityNo ?? '', link: recordLink.parity(p.id), params });
}

/** The line sums as the server computes them (never as sent), at the usage of the row the line prices (as the screen does). */
export const withSums = (inquiry: Inquiry, lines: readonly { seq: number; moldPrice?: number; objectPrice?: number }[]) =>
  lines.map((l) => {
    const usage =
      inquiry.inquiryType === 'SHIP' ? 1
      : inquiry.inquiryType === 'MOLD' ? inquiry.moldItems.find((m) => m.seq === l.seq)?.annualUsage
      : inquiry.materials.find((m) => m.seq === l.seq)?.annualUsage;
    const sum = lineSum(l, usage);
    return sum === undefined ? l : { ...l, sum };
  });

