import type { JumpToKind } from 'shared-ui/contract';
import { auditListItem, reaches } from '../audit/audit-records';
import type { Guard } from '../http/guarded';
import { readerHolding, sees, type Prefix, type Reader } from '../http/reader';
import { billRows } from '../payment/bill-rows';
import { readableBills } from '../payment/bill-scope';
import { seesPo } from '../purchasing/rows';
import { biddingHolding, inScope, supplierBiddingHolding } from '../sourcing/guards';
import { inquiryRow } from '../sourcing/inquiry-rows';
import { parityRow, type StoredParity } from '../sourcing/parity-rows';
import { quotationRows } from '../sourcing/quotation-rows';
import { audits, inquiries, parities, purchaseOrders, quotations } from '../store/collections';
import { internalSupplierCaller } from '../supplier/guards';
import { listItemOf as supplierItem } from '../supplier/list';
import { readableSuppliers } from '../supplier/scope';

/** A record the box may offer: the number typed for it, and other texts it is found by (a name). */
export interface Candidate {
  id: number;
  number: string;
  label?: string;
  /** Texts besides the number the keyword is looked for in (a supplier's name, its SAP number). */
  also?: (string | undefined)[];
}

/**
 * Where one kind of record comes from for one prefix: the guard of that domain's own search
 * (its permission object, a switched-off function) and the rows that search lets the caller see,
 * so the box never offers what the list would not show.
 */
interface Source {
  kind: JumpToKind;
  guard: Guard<object>;
  candidates: (caller: never) => Candidate[];
}

const source = <C extends object>(kind: JumpToKind, guard: Guard<C>, candidates: (caller: C) => Candidate[]): Source => ({ kind, guard, candidates: candidates as (caller: never) => Candidate[] });

/** A stored row's id: the list types leave it optional for the records a form has yet to create. */
const stored = (row: { id?: number | string }) => Number(row.id);

const pos = (reader: Reader) =>
  purchaseOrders.all().filter((po) => seesPo(reader, po)).map((po) => ({ id: po.id, number: po.poNo, label: po.supplierName }));

/** Found by their inquiry's number too: a supplier knows it from the invitation, and has no inquiry of its own to open. */
const quotationsOf = (reader: Reader) =>
  quotationRows(quotations.all()).filter((q) => sees(reader, q)).map((q) => ({ id: stored(q), number: q.quoNo ?? '', label: [q.inqNo, q.supplierName].filter(Boolean).join(' · '), also: [q.inqNo] }));

const invoices = (reader: Reader) =>
  billRows(readableBills(reader)).map((b) => ({ id: stored(b), number: b.requestDocNo ?? b.invoiceNo, label: [b.invoiceNo, b.supplierName].filter(Boolean).join(' · '), also: [b.invoiceNo] }));

const auditsOf = (reader: Reader) =>
  audits.all().filter((a) => reaches(reader, a)).map(auditListItem).map((a) => ({ id: a.id, number: a.auditNo, label: a.name }));

/** The kinds an internal user may jump to, each behind its list's guard. */
const INTERNAL: Source[] = [
  source('po', readerHolding('a', 'PURCHASE_ORDER', 'view'), pos),
  source('inquiry', biddingHolding('INQUIRY', 'view'), (reader) =>
    inquiries.all().filter((i) => reader.orgs.has(i.purchasingOrgCode)).map(inquiryRow).map((i) => ({ id: i.id, number: i.inqNo, label: i.purpose }))),
  source('quotation', biddingHolding('QUOTATION', 'view'), quotationsOf),
  source('parity', biddingHolding('PARITY', 'view'), (reader) =>
    (parities.all() as StoredParity[]).filter((p) => inScope(reader, p.inquiryId)).map(parityRow).map((p) => ({ id: p.id, number: p.parityNo, label: p.inqNo }))),
  source('invoice', readerHolding('a', 'INVOICE', 'view'), invoices),
  source('audit', readerHolding('a', 'AUDIT', 'view'), auditsOf),
  source('supplier', internalSupplierCaller('SUPPLIER_BASIC', 'view'), (caller) =>
    readableSuppliers(caller.account).map(supplierItem).map((s) => ({ id: s.id, number: s.supplierNoScp ?? s.supplierNoSap ?? String(s.id), label: s.name, also: [s.name, s.supplierNoSap] }))),
];

/** A supplier user jumps to its own POs, quotations (by their inquiry's number too), invoice requests and audits only. */
const SUPPLIER: Source[] = [
  source('po', readerHolding('su', 'PURCHASE_ORDER', 'view'), pos),
  source('quotation', supplierBiddingHolding('view'), quotationsOf),
  source('invoice', readerHolding('su', 'INVOICE', 'view'), invoices),
  source('audit', readerHolding('su', 'AUDIT', 'view'), auditsOf),
];

export const SOURCES: Record<Prefix, Source[]> = { a: INTERNAL, su: SUPPLIER };

/** Each kind the caller's request passes the guard of, with the records that guard lets it see. */
export function visibleCandidates(prefix: Prefix, request: Request): { kind: JumpToKind; rows: Candidate[] }[] {
  return SOURCES[prefix].flatMap(({ kind, guard, candidates }) => {
    const caller = guard(request);
    return 'response' in caller ? [] : [{ kind, rows: candidates(caller as never) }];
  });
}
