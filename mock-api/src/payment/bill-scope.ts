import type { Reader } from '../http/reader';
import { companiesCoveredBy } from '../http/scope';
import type { BillRecord } from '../seed/bills';
import { bills } from '../store/collections';
import { companyOf, itemsOfPos, posOfBill, type ItemOfPo } from './bill-facts';

/** What decides who reads a bill, or may bill a PO item: the supplier and the company it is billed to. */
export interface BillParty {
  supplierId: number;
  /** Undefined when it cannot be told (no line of a known PO): no staff member's then. */
  companyCode: string | undefined;
}

/** The company a bill is billed to: its lines' POs' (one company per bill: billLinesMixed). */
export const companyOfBill = (bill: Pick<BillRecord, 'details'>, itemById: Map<number, ItemOfPo> = itemsOfPos()): string | undefined => {
  const po = posOfBill(bill, itemById)[0];
  return po && companyOf(po);
};

/**
 * Whose bills a reader reaches (spec section 6: internal roles carry company and purchasing-org
 * scopes). The one rule of every read and step of a bill, and of the PO items a bill may be
 * drafted or saved with (`poItemAllowInvoice/search`, `draft`, `put`):
 * - a supplier its own supplier's;
 * - staff those of the companies their active roles cover (companiesCoveredBy: a role's companies
 *   and its purchasing orgs' companies; admin and viewer list every company, finance every
 *   company with no org).
 * Through the record's GET, its timeline, conversation and files and who is told of a message
 * there (activity/documents.ts, readsDocument) follow it. Out of scope is no such record (404).
 */
export function billReach(reader: Reader): (party: BillParty) => boolean {
  if (reader.kind === 'supplier') return (party) => party.supplierId === reader.supplierId;
  const companies = companiesCoveredBy(reader.account);
  return (party) => party.companyCode !== undefined && companies.has(party.companyCode);
}

/** Whether the reader reads this bill (billReach); a bill of no known PO is its supplier's only. */
export function billScope(reader: Reader, itemById: Map<number, ItemOfPo> = itemsOfPos()): (bill: BillRecord | undefined) => bill is BillRecord {
  const reaches = billReach(reader);
  return (bill): bill is BillRecord => Boolean(bill) && reaches({ supplierId: bill!.supplierId, companyCode: companyOfBill(bill!, itemById) });
}

/** The bills this reader reads, as stored. */
export const readableBills = (reader: Reader): BillRecord[] => bills.all().filter(billScope(reader));
