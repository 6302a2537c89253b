import {
  BILL_TAX_RATES,
  billCommitSchema,
  billGroupOf,
  billSchema,
  fromCents,
  issue,
  issueMessages,
  isBillTaxCode,
  taxCents,
  toCents,
  VK,
  type FileRef,
  type IssueMessage,
} from 'shared-ui/contract';
import { FILE_MSG, ownedFiles } from '../general/owned-files';
import { refuseFields, type FieldText } from '../http/field-errors';
import { say } from '../http/locale';
import type { Reader } from '../http/reader';
import type { BillDetailRecord, BillRecord } from '../seed/bills';
import { bills } from '../store/collections';
import { companyOf, lineFacts, localCurrencyOf, type BillFacts } from './bill-facts';
import { billReach } from './bill-scope';
import { PAY_MSG } from './messages';

// A bill as the supplier sends it (`draft`, `put`) checked the way the form checks it (the
// contract's billSchema) with the facts only the server holds: which PO items the caller may
// bill, what they still allow, the other bills' invoice numbers, the files it uploaded.

type Body = Record<string, unknown>;

/** The fields of a bill the supplier sets; the rest (status, numbers, history) is the server's. */
export type BillContent = Pick<
  BillRecord,
  | 'supplierId'
  | 'invoiceNo'
  | 'invoiceYear'
  | 'invoiceDate'
  | 'invoiceAmount'
  | 'reference'
  | 'baseDate'
  | 'dueDate'
  | 'currencyCode'
  | 'localCurrencyCode'
  | 'exchangeRate'
  | 'usdExchangeRate'
  | 'taxAmount'
  | 'taxCode'
  | 'attachments'
  | 'details'
>;

const sameInvoiceNo = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** Another live bill of the supplier with this invoice number ("is not on another bill"). */
export function duplicateOf(invoiceNo: unknown, supplierId: number, exceptId?: number): BillRecord | undefined {
  if (typeof invoiceNo !== 'string' || !invoiceNo.trim()) return undefined;
  return bills.all().find((b) => b.id !== exceptId && b.supplierId === supplierId && b.status !== 'CANCELLED' && sameInvoiceNo(b.invoiceNo, invoiceNo));
}

const duplicateIssue = (other: BillRecord, invoiceNo: string) => issue(VK.invoiceNoDuplicate, 'invoiceNo', { invoiceNo, requestDocNo: other.requestDocNo ?? String(other.id) });

/** The 400 of a bill's broken rules; the invoice file's rule names the file in the request's language. */
export const refuseBill = (request: Request, issues: IssueMessage[], texts: FieldText[] = []) =>
  // The attachment is named in the field error too (as a supplier's are): a client translating
  // the key fills {{name}} with it.
  refuseFields(request, issues.map((i) => (i.key === VK.attachmentRequired ? { ...i, params: { ...i.params, name: say(request, PAY_MSG.invoiceFile) } } : i)), texts);

/**
 * The rules a stored bill must pass to be committed or approved, with its lines' quantities as
 * they stand now: billCommitSchema (the invoice file too) and a unique invoice number.
 */
export function commitIssues(bill: BillRecord, facts: BillFacts): IssueMessage[] {
  const details = bill.details.map((d) => ({ ...d, ...lineFacts(facts, d.poItemId, bill) }));
  const parsed = billCommitSchema.safeParse({ ...bill, details });
  const issues = parsed.success ? [] : issueMessages(parsed.error);
  const other = duplicateOf(bill.invoiceNo, bill.supplierId, bill.id);
  if (other) issues.push(duplicateIssue(other, bill.invoiceNo));
  return issues;
}

/**
 * `draft` and `put` bodies: billSchema, and the lines' PO items must be ones the caller may bill
 * (billReach: a supplier its own, staff those of their companies; the bill's supplier on a put),
 * of one supplier, currency and company, each once; the bill's currencies are its items'. Every
 * broken rule answers at once (400); otherwise the content to store.
 */
export function readBillInput(request: Request, body: Body, caller: Reader, facts: BillFacts, stored?: BillRecord): { content: BillContent } | { response: Response } {
  const raw = Array.isArray(body.details) ? (body.details as unknown[]) : [];
  const texts: FieldText[] = [];
  const issues: IssueMessage[] = [];
  const supplierId = stored?.supplierId ?? (caller.kind === 'supplier' ? caller.supplierId : undefined);
  const seen = new Set<number>();
  const mayBill = billReach(caller);
  const found = raw.map((line, i) => {
    const poItemId = (line as Body | null)?.poItemId;
    const at = typeof poItemId === 'number' ? facts.itemById.get(poItemId) : undefined;
    if (!at || (supplierId !== undefined && at.po.supplierId !== supplierId) || !mayBill({ supplierId: at.po.supplierId, companyCode: companyOf(at.po) })) {
      texts.push({ path: `details.${i}.poItemId`, message: say(request, PAY_MSG.notYourItem(poItemId)) });
      return undefined;
    }
    if (seen.has(at.item.id)) texts.push({ path: `details.${i}.poItemId`, message: say(request, PAY_MSG.lineRepeated(at.po.poNo, at.item.item)) });
    seen.add(at.item.id);
    return at;
  });
  const known = found.filter((x) => x !== undefined);
  const groups = new Set(known.map(({ po }) => billGroupOf({ supplierId: po.supplierId, currencyCode: po.currencyCode, companyCode: companyOf(po) })));
  if (groups.size > 1) issues.push(issue(VK.billLinesMixed, 'details'));

  // The lines' PO decides the supplier and the currencies; the server's facts fill each line.
  const first = known[0]?.po;
  const candidate = {
    ...body,
    currencyCode: first?.currencyCode ?? stored?.currencyCode ?? body.currencyCode,
    localCurrencyCode: first ? localCurrencyOf(first) : (stored?.localCurrencyCode ?? body.localCurrencyCode),
    details: raw.map((line, i) => {
      const fromStore = found[i] ? lineFacts(facts, found[i].item.id, stored) : undefined;
      const { quantity, amount } = (line ?? {}) as Body;
      return { ...fromStore, poItemId: found[i]?.item.id ?? -1, allowQuantity: fromStore?.allowQuantity ?? 0, allowAmount: fromStore?.allowAmount ?? 0, quantity, amount };
    }),
  };
  const parsed = billSchema.safeParse(candidate);
  // A line whose item is refused says so once, not again for its quantities.
  const refusedLines = found.flatMap((x, i) => (x ? [] : [`details.${i}.`]));
  if (!parsed.success) issues.push(...issueMessages(parsed.error).filter((i) => !refusedLines.some((line) => i.path.startsWith(line))));
  // A draft may share its invoice number with another request: checkInvoice lists it, commit refuses it.
  const owner = supplierId ?? first?.supplierId;
  const attachments = readAttachments(request, body.attachments, caller, stored, texts);
  if (!parsed.success || issues.length || texts.length || owner === undefined) return { response: refuseBill(request, issues, texts) };

  // The schema's output is the header as sent (unknown fields dropped); the server adds what it computes.
  const { details: lines, exchangeRate, usdExchangeRate, attachments: _sent, ...header } = parsed.data;
  const rate = isBillTaxCode(header.taxCode) ? BILL_TAX_RATES[header.taxCode] : 0;
  const foreign = header.currencyCode !== header.localCurrencyCode;
  const details: BillDetailRecord[] = candidate.details.map((d, i) => ({
    ...(d as BillDetailRecord),
    quantity: lines[i].quantity,
    amount: lines[i].amount,
    taxAmount: fromCents(taxCents(toCents(lines[i].amount), rate, header.currencyCode)),
  }));
  return {
    content: {
      ...header,
      supplierId: owner,
      invoiceYear: Number(header.invoiceDate.slice(0, 4)),
      exchangeRate: foreign ? exchangeRate : undefined,
      // The schema's (usdRateOfBill): a USD bill's is its exchange rate, whatever the body said.
      usdExchangeRate,
      taxAmount: fromCents(taxCents(toCents(header.invoiceAmount), rate, header.currencyCode)),
      attachments,
      details,
    },
  };
}

/**
 * The bill's files: those it already had, and new ones the caller uploaded (`g/file/issue`),
 * committed with the save. A file nobody issued to the caller is refused at the field.
 */
function readAttachments(request: Request, raw: unknown, caller: Reader, stored: BillRecord | undefined, texts: FieldText[]): FileRef[] {
  const { files, missing } = ownedFiles(raw, stored?.attachments ?? [], caller.account.account);
  for (const name of missing) texts.push({ path: 'attachments', message: say(request, FILE_MSG.missing(name)) });
  return files;
}
