import { http } from 'msw';
import type { AccountRef, ActivityAction, OnBehalf } from 'shared-ui/contract';
import { recordActivity } from '../activity';
import {
  billSchema,
  effectivePermissionMap,
  isChangeableBill,
  reasonSchema,
  type BillAction,
  type BillHistoryEntry,
  type PermissionAction,
} from 'shared-ui/contract';
import { readBody } from '../http/body';
import { fieldsOf } from '../http/body-fields';
import { parseOrRefuse } from '../http/field-errors';
import { guarded, type Refusal } from '../http/guarded';
import { requestLang, say } from '../http/locale';
import { MSG } from '../http/messages';
import { forReader, PREFIXES, readerHolding, type Prefix, type Reader } from '../http/reader';
import { idOf, notFound } from '../http/record';
import { download, fail, ok } from '../http/respond';
import { searchCalls } from '../http/search-calls';
import { writeWorkbook, XLSX_TYPE } from '../http/xlsx';
import type { BillRecord } from '../seed/bills';
import { clock } from '../store/clock';
import { bills } from '../store/collections';
import { refOf } from '../http/account-ref';
import { billFacts, billSupplierName, billView } from './bill-facts';
import { commitIssues, readBillInput, refuseBill } from './bill-input';
import { checkInvoice, invoicePoItems } from './bill-review';
import { billScope, readableBills } from './bill-scope';
import { allowInvoiceRows, allowInvoiceSearch, billRows, billSearch } from './bill-rows';
import { allowInvoiceSheets, billFileName, billListSheets, billSheets } from './bill-sheet';
import { PAY_MSG } from './messages';
import { notifyBill } from './bill-notifications';

type Params = { id: string };

/** Every bill a reader may see (billScope): a supplier its own, staff those of the companies their roles cover. */
const visibleBills = (reader: Reader) => billRows(readableBills(reader));

/**
 * The bill of the path's id if the reader reads it (billScope), or 404 (another supplier's or
 * another company's bill too: ids cannot be probed): every call on one bill, and through its GET
 * its timeline, conversation and files.
 */
function billOf(request: Request, reader: Reader, raw: string): { bill: BillRecord } | Refusal {
  const bill = bills.get(idOf(raw));
  return billScope(reader)(bill) ? { bill } : { response: notFound(request) };
}

/** Whether the reader holds the INVOICE flag (a supplier: the fixed map of spec section 6). */
const holds = (reader: Reader, action: PermissionAction) => Boolean(effectivePermissionMap(reader.account.permissionMap).INVOICE?.[action]);
const forbidden = (request: Request) => fail(403, [say(request, MSG.forbidden)]);

/** The supplier's steps: an internal user taking one acts for the supplier, and the history says so. */
const SUPPLIER_STEPS = new Set<BillAction>(['DRAFT', 'SAVE', 'COMMIT', 'CANCEL']);

function step(reader: Reader, action: BillAction, reason?: string): BillHistoryEntry {
  return {
    action,
    at: clock.iso(),
    by: refOf(reader.account),
    ...(reader.kind === 'internal' && SUPPLIER_STEPS.has(action) ? { forSupplier: true } : {}),
    ...(reason ? { reason } : {}),
  };
}

/**
 * Staff acting for the bill's supplier, named as its bill answers it (its POs' supplier name), so
 * both sides' timelines read the supplier's name as the other on-behalf entries do.
 */
function onBehalfOf(bill: BillRecord, staff: AccountRef): OnBehalf {
  const supplierName = billSupplierName(bill);
  return { staff, supplierId: bill.supplierId, ...(supplierName ? { supplierName } : {}) };
}

/**
 * Stores the change and its history line (newest first); answers the bill as `GET` does. A save
 * names the fields its body owns (`owned`): those it left out are cleared (collection.replace).
 */
function recorded(bill: BillRecord, patch: Partial<BillRecord>, entry: BillHistoryEntry, owned: Iterable<string> = []) {
  if (patch.status && patch.status !== bill.status) {
    recordActivity({ kind: 'bill', id: bill.id }, {
      action: entry.action.toLowerCase() as ActivityAction,
      by: entry.by,
      ...(entry.forSupplier ? { onBehalf: onBehalfOf(bill, entry.by) } : {}),
      from: bill.status,
      to: patch.status,
      reason: entry.reason,
    });
  }
  return ok(billView(bills.replace(bill.id, owned, { ...patch, history: [entry, ...bill.history] })!));
}

/** The next request number of the year: `IR-2026-0073`. */
function nextRequestDocNo(today: string): string {
  const prefix = `IR-${today.slice(0, 4)}-`;
  const last = bills.all().reduce((max, b) => (b.requestDocNo?.startsWith(prefix) ? Math.max(max, Number(b.requestDocNo.slice(prefix.length))) : max), 0);
  return `${prefix}${String(last + 1).padStart(4, '0')}`;
}

const notChangeable = (request: Request, bill: BillRecord) => fail(409, [say(request, PAY_MSG.notChangeable(bill.status))]);
const notCommitted = (request: Request, bill: BillRecord) => fail(409, [say(request, PAY_MSG.notCommitted(bill.status))]);

/** The reason a step needs (reject, payment block): 400 without one. */
async function reasonOf(request: Request): Promise<{ reason: string; body: Record<string, unknown> } | Refusal> {
  const body = await readBody(request);
  const parsed = parseOrRefuse(request, reasonSchema, body);
  return 'response' in parsed ? parsed : { reason: parsed.data.reason, body };
}

/**
 * `commit`: the supplier (or an internal user with INVOICE edit acting for it) sends a DRAFT or
 * REJECTED bill (its invoice file attached, every rule passing with the quantities as they stand
 * now) → COMMITTED. Internally, on a COMMITTED bill it is the approval (INVOICE review): the same
 * rules again → COMPLETED, and the PO items' invoiced quantities rise.
 */
function commit(request: Request, reader: Reader, bill: BillRecord) {
  const approving = bill.status === 'COMMITTED' && reader.kind === 'internal';
  if (bill.status === 'COMMITTED' && reader.kind === 'supplier') return fail(409, [say(request, PAY_MSG.alreadyCommitted)]);
  if (!approving && !isChangeableBill(bill.status)) return notChangeable(request, bill);
  if (!holds(reader, approving ? 'review' : 'edit')) return forbidden(request);
  const issues = commitIssues(bill, billFacts());
  if (issues.length) return refuseBill(request, issues);
  if (!approving) return recorded(bill, { status: 'COMMITTED', rejectReason: undefined }, step(reader, 'COMMIT'));
  invoicePoItems(bill);
  notifyBill(bill, 'INVOICE_APPROVED');
  return recorded(bill, { status: 'COMPLETED' }, step(reader, 'APPROVE'));
}

const under = (prefix: Prefix) => {
  const base = `*/api/${prefix}/bill`;
  const reader = readerHolding(prefix, 'INVOICE', 'view');
  const creator = readerHolding(prefix, 'INVOICE', 'create');
  const editor = readerHolding(prefix, 'INVOICE', 'edit');
  return [
    /** Page of BillListItem (BillFilter; su/ drops any supplierId filter); `search/xls` the same rows as `bills.xlsx`. */
    ...searchCalls({
      path: `${base}/search`,
      guard: reader,
      rows: visibleBills,
      spec: billSearch,
      scope: forReader,
      exports: [{ path: `${base}/search/xls`, file: 'bills.xlsx', sheets: billListSheets }],
    }),

    /** Page of AllowInvoiceRow: what may still be invoiced (AllowInvoiceFilter); `search/xls` as `invoice-request-items.xlsx`. */
    ...searchCalls({
      path: `${base}/poItemAllowInvoice/search`,
      guard: reader,
      rows: allowInvoiceRows,
      spec: allowInvoiceSearch,
      scope: forReader,
      exports: [{ path: `${base}/poItemAllowInvoice/search/xls`, file: 'invoice-request-items.xlsx', sheets: allowInvoiceSheets }],
    }),

    http.get<Params>(`${base}/:id`, guarded(reader, ({ request, params, caller }) => {
      const found = billOf(request, caller, params.id);
      return 'response' in found ? found.response : ok(billView(found.bill));
    })),

    /** Creates a request from PO items (`BillInputBody`), as DRAFT: 201 the bill; 400 every broken rule. */
    http.post(`${base}/draft`, guarded(creator, async ({ request, caller }) => {
      const read = readBillInput(request, await readBody(request), caller, billFacts());
      if ('response' in read) return read.response;
      const created = bills.insert({ ...read.content, requestDocNo: nextRequestDocNo(clock.today()), status: 'DRAFT', history: [step(caller, 'DRAFT')] });
      return ok(billView(created), 201);
    })),

    /** Saves a DRAFT or REJECTED bill (its status stays); another status 409. */
    http.put<Params>(`${base}/:id`, guarded(editor, async ({ request, params, caller }) => {
      const found = billOf(request, caller, params.id);
      if ('response' in found) return found.response;
      if (!isChangeableBill(found.bill.status)) return notChangeable(request, found.bill);
      const read = readBillInput(request, await readBody(request), caller, billFacts(), found.bill);
      if ('response' in read) return read.response;
      // The reviewer's check was of the invoice as it was: a changed bill is checked again.
      return recorded(found.bill, { ...read.content, check: undefined }, step(caller, 'SAVE'), fieldsOf(billSchema));
    })),

    http.post<Params>(`${base}/:id/commit`, guarded(reader, ({ request, params, caller }) => {
      const found = billOf(request, caller, params.id);
      return 'response' in found ? found.response : commit(request, caller, found.bill);
    })),

    /** DRAFT or REJECTED → CANCELLED: its quantities are free for another request. */
    http.post<Params>(`${base}/:id/cancel`, guarded(editor, ({ request, params, caller }) => {
      const found = billOf(request, caller, params.id);
      if ('response' in found) return found.response;
      if (!isChangeableBill(found.bill.status)) return notChangeable(request, found.bill);
      return recorded(found.bill, { status: 'CANCELLED' }, step(caller, 'CANCEL'));
    })),

    /** The bill as `.xlsx` in the request's language: sheet Invoice (field, value) and sheet Lines. */
    http.post<Params>(`${base}/:id/downloadBillExcel`, guarded(reader, async ({ request, params, caller }) => {
      const found = billOf(request, caller, params.id);
      if ('response' in found) return found.response;
      const view = billView(found.bill);
      return download(await writeWorkbook(billSheets(view, requestLang(request))), billFileName(view), XLSX_TYPE);
    })),
  ];
};

const reviewer = readerHolding('a', 'INVOICE', 'review');

/** The internal steps (`a/` only, INVOICE review): check, reject, payment block. */
const internalHandlers = [
  /** COMMITTED only: the findings (`BillCheck`), kept on the bill. */
  http.post<Params>('*/api/a/bill/:id/checkInvoice', guarded(reviewer, ({ request, params, caller }) => {
    const found = billOf(request, caller, params.id);
    if ('response' in found) return found.response;
    if (found.bill.status !== 'COMMITTED') return notCommitted(request, found.bill);
    const findings = checkInvoice(found.bill);
    const check = { checkedAt: clock.iso(), by: refOf(caller.account), passed: findings.every((f) => f.passed), findings };
    bills.update(found.bill.id, { check, history: [step(caller, 'CHECK'), ...found.bill.history] });
    return ok(check);
  })),

  /** `{ reason }` (required): COMMITTED → REJECTED, the reason shown to the supplier. */
  http.post<Params>('*/api/a/bill/:id/reject', guarded(reviewer, async ({ request, params, caller }) => {
    const found = billOf(request, caller, params.id);
    if ('response' in found) return found.response;
    const reason = await reasonOf(request);
    if ('response' in reason) return reason.response;
    if (found.bill.status !== 'COMMITTED') return notCommitted(request, found.bill);
    notifyBill(found.bill, 'INVOICE_REJECTED', { reason: reason.reason });
    return recorded(found.bill, { status: 'REJECTED', rejectReason: reason.reason }, step(caller, 'REJECT', reason.reason));
  })),

  /** `PaymentBlockRequest`: a COMPLETED bill blocked for payment or released, always with a reason. */
  http.post<Params>('*/api/a/bill/:id/paymentBlock', guarded(reviewer, async ({ request, params, caller }) => {
    const found = billOf(request, caller, params.id);
    if ('response' in found) return found.response;
    const reason = await reasonOf(request);
    if ('response' in reason) return reason.response;
    const block = reason.body.paymentBlock;
    if (typeof block !== 'boolean') return fail(400, [say(request, PAY_MSG.blockValue)]);
    const { bill } = found;
    if (bill.status !== 'COMPLETED') return fail(409, [say(request, PAY_MSG.notCompleted(bill.status))]);
    if (block === Boolean(bill.paymentBlock)) return fail(409, [say(request, block ? PAY_MSG.alreadyBlocked : PAY_MSG.notBlocked)]);
    const patch = block ? { paymentBlock: true, paymentBlockReason: reason.reason } : { paymentBlock: false, paymentBlockReason: undefined };
    return recorded(bill, patch, step(caller, block ? 'BLOCK' : 'UNBLOCK', reason.reason));
  })),
];

/**
 * The supplier's own check (`su/bill/{id}/checkInvoice`, spec section 7: su/ bill "as internal,
 * without reject"): the same findings on its draft, returned or committed bill before anyone
 * reviews it, answered but not kept (the bill's check is the reviewer's).
 */
const supplierHandlers = [
  http.post<Params>('*/api/su/bill/:id/checkInvoice', guarded(readerHolding('su', 'INVOICE', 'edit'), ({ request, params, caller }) => {
    const found = billOf(request, caller, params.id);
    if ('response' in found) return found.response;
    if (!isChangeableBill(found.bill.status) && found.bill.status !== 'COMMITTED') return notChangeable(request, found.bill);
    const findings = checkInvoice(found.bill);
    return ok({ checkedAt: clock.iso(), by: refOf(caller.account), passed: findings.every((f) => f.passed), findings });
  })),
];

export const billHandlers = [...PREFIXES.flatMap(under), ...internalHandlers, ...supplierHandlers];
