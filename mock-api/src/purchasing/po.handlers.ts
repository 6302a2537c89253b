import { http } from 'msw';
import { recordActivity } from '../activity';
import { readBody } from '../http/body';
import { guarded } from '../http/guarded';
import { say } from '../http/locale';
import { forReader, PREFIXES, readerHolding, type Prefix, type Reader } from '../http/reader';
import { idOf, notFound } from '../http/record';
import { fail, ok } from '../http/respond';
import { searchCalls } from '../http/search-calls';
import { localSheet, type SheetColumns } from '../http/xlsx';
import { bi } from '../seed/option-types';
import type { PoRecord } from '../seed/purchasing-records';
import { clock } from '../store/clock';
import { purchaseOrders } from '../store/collections';
import type { SearchSpec } from '../store/search';
import { textFilter } from '../store/text-filter';
import { catalogueName, PUR_MSG } from './messages';
import { authorFor, namedSupplier, type Author } from './on-behalf';
import { listItemOf, poDetail, seesPo } from './rows';

/** The PO list (spec section 3 filters): the header fields, the item texts matched against the PO's items. */
const poSearch: SearchSpec<PoRecord> = {
  keywordFields: ['poNo', 'supplierName', 'items.material', 'items.itemDesc'],
  filterPaths: { supplierIds: 'supplierId', plantCode: 'items.plantCode' },
  customFilters: {
    poNo: textFilter((po) => po.poNo),
    material: textFilter((po) => po.items.map((i) => i.material)),
    itemDesc: textFilter((po) => po.items.map((i) => i.itemDesc)),
  },
};

/** A PO as a row of the sheet: the buyer by name, the total of its items. */
const poSheetRow = (po: PoRecord) => ({
  ...po,
  buyer: po.buyer?.name ?? po.buyer?.account,
  totalAmount: Math.round(po.items.reduce((sum, i) => sum + i.totalAmount, 0) * 100) / 100,
});

/** `purchase-orders.xlsx`: the list's columns worded as the PO screens, and when the supplier confirmed. */
const PO_SHEET_COLUMNS = {
  poNo: ['採購單號', 'PO no.'],
  poDate: ['採購日期', 'PO date', 'date'],
  type: ['採購單類型', 'PO type', { option: 'poTypes' }],
  status: ['狀態', 'Status', { status: 'poStatus' }],
  confirmStatus: ['確認狀態', 'Confirmation', { status: 'poConfirmStatus' }],
  // A moment: an Excel date-time at Taiwan's wall clock, which a buyer sorts and filters.
  confirmedAt: ['確認時間', 'Confirmed on', 'dateTime'],
  printStatus: ['列印狀態', 'Print status', { status: 'poPrintStatus' }],
  supplierId: ['供應商 ID', 'Supplier ID'],
  supplierName: ['供應商', 'Supplier'],
  purchasingOrgCode: ['採購組織', 'Purchasing org', { option: 'purchasingOrgs' }],
  purchaseGroupCode: ['採購群組', 'Purchasing group'],
  buyer: ['採購員', 'Buyer'],
  currencyCode: ['幣別', 'Currency', 'currency'],
  incotermCode: ['交易條件', 'Incoterm', { option: 'incoterms' }],
  totalAmount: ['含稅總額', 'Total incl. tax', { amount: 'currencyCode' }],
} as const satisfies SheetColumns<ReturnType<typeof poSheetRow>>;

const visiblePos = (reader: Reader) => purchaseOrders.all().filter((po) => seesPo(reader, po));

/** The PO of `{id}` if the reader may see it. */
const poFor = (reader: Reader, rawId: string) => {
  const po = purchaseOrders.get(idOf(rawId));
  return seesPo(reader, po) ? po : undefined;
};

function under(prefix: Prefix) {
  const base = `*/api/${prefix}/po`;
  const viewer = readerHolding(prefix, 'PURCHASE_ORDER', 'view');
  return [
    /** Page of PurchaseOrderListItem (filters above); `xls`: every matching PO one row. */
    ...searchCalls({
      path: `${base}/search`,
      guard: viewer,
      rows: visiblePos,
      spec: poSearch,
      scope: forReader,
      item: listItemOf,
      exports: [{ path: `${base}/xls`, file: 'purchase-orders.xlsx', sheets: (rows, _caller, lang) => [localSheet(lang, bi('採購單', 'Purchase orders'), PO_SHEET_COLUMNS, rows.map(poSheetRow))] }],
    }),

    /** PurchaseOrderDetail: the header and every item (PoItemDetail) with its schedule lines. */
    http.get<{ id: string }>(
      `${base}/:id`,
      guarded(viewer, ({ request, params, caller }) => {
        const po = poFor(caller, params.id);
        return po ? ok(poDetail(po)) : notFound(request);
      }),
    ),

    /** Marks the PO printed (again: a reprint moves printedAt); answers the detail. */
    http.post<{ id: string }>(
      `${base}/:id/print`,
      guarded(viewer, ({ request, params, caller }) => {
        const po = poFor(caller, params.id);
        if (!po) return notFound(request);
        return ok(poDetail(purchaseOrders.update(po.id, { printStatus: 'PRINTED', printedAt: clock.iso() })!));
      }),
    ),
  ];
}

/**
 * Accepts the PO terms and confirms: `{ acceptTerms: true }` (else 400); an open, unconfirmed PO
 * (confirmed or not open: 409), recorded with who confirmed and, for staff, on whose behalf.
 */
async function confirm(request: Request, po: PoRecord, author: Author, body: Record<string, unknown>) {
  if (body.acceptTerms !== true) return fail(400, [say(request, PUR_MSG.acceptTerms)]);
  if (po.confirmStatus === 'CONFIRMED') return fail(409, [say(request, PUR_MSG.alreadyConfirmed)]);
  if (po.status !== 'OPEN') return fail(409, [say(request, PUR_MSG.poNotOpen(catalogueName('poStatus', po.status)))]);
  const from = po.confirmStatus;
  const confirmed = purchaseOrders.update(po.id, { confirmStatus: 'CONFIRMED', confirmedAt: clock.iso(), confirmedBy: author.by, ...(author.onBehalf ? { confirmOnBehalf: author.onBehalf } : {}) });
  recordActivity({ kind: 'po', id: po.id }, { action: 'confirm', ...author, catalogue: 'poConfirmStatus', from, to: 'CONFIRMED' });
  return ok(poDetail(confirmed!));
}

export const poHandlers = [
  ...PREFIXES.flatMap(under),

  /** The supplier confirms a PO of its own (another supplier's: 404). */
  http.post<{ id: string }>('*/api/su/po/:id/confirm', guarded(readerHolding('su', 'PURCHASE_ORDER', 'view'), async ({ request, params, caller }) => {
    const po = poFor(caller, params.id);
    if (!po) return notFound(request);
    return confirm(request, po, authorFor(caller, po.supplierId), await readBody(request));
  })),

  /**
   * Staff with PURCHASE_ORDER edit confirm for the supplier they name (`supplierId`, else 400): a
   * PO of that supplier in their purchasing orgs only (any other: 404), on the supplier's behalf.
   */
  http.post<{ id: string }>('*/api/a/po/:id/confirm', guarded(readerHolding('a', 'PURCHASE_ORDER', 'edit'), async ({ request, params, caller }) => {
    const body = await readBody(request);
    const supplierId = namedSupplier(request, body.supplierId);
    if (supplierId instanceof Response) return supplierId;
    const po = poFor(caller, params.id);
    if (!po || po.supplierId !== supplierId) return notFound(request);
    return confirm(request, po, authorFor(caller, supplierId, po.supplierName), body);
  })),
];
