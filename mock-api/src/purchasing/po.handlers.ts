import { http } from 'msw';
import { readBody } from '../http/body';
import { guarded } from '../http/guarded';
import { say } from '../http/locale';
import { forReader, PREFIXES, readerHolding, type Prefix, type Reader } from '../http/reader';
import { idOf, notFound } from '../http/record';
import { fail, ok } from '../http/respond';
import { allMatches, answerPage, searchBody } from '../http/search';
import { writeSheet, xlsxAnswer } from '../http/xlsx';
import type { PoRecord } from '../seed/purchasing-records';
import { clock } from '../store/clock';
import { purchaseOrders } from '../store/collections';
import type { SearchSpec } from '../store/search';
import { textFilter } from '../store/text-filter';
import { catalogueName, PUR_MSG } from './messages';
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

const PO_SHEET_COLUMNS = [
  'poNo', 'poDate', 'type', 'status', 'confirmStatus', 'printStatus', 'supplierId', 'supplierName',
  'purchasingOrgCode', 'purchaseGroupCode', 'buyer', 'currencyCode', 'incotermCode', 'totalAmount',
] as const;

const visiblePos = (reader: Reader) => purchaseOrders.all().filter((po) => seesPo(reader, po));

/** The PO of `{id}` if the reader may see it. */
const poFor = (reader: Reader, rawId: string) => {
  const po = purchaseOrders.get(idOf(rawId));
  return seesPo(reader, po) ? po : undefined;
};

function under(prefix: Prefix) {
  const base = `*/api/${prefix}/po`;
  return [
    /** Page of PurchaseOrderListItem; filters poNo (contains), poDate range, material, itemDesc, plantCode, supplierIds (a/ only). */
    http.post(`${base}/search`, guarded(readerHolding(prefix, 'PURCHASE_ORDER', 'view'), async ({ request, caller: reader }) => answerPage(request, visiblePos(reader), forReader(reader, await searchBody(request)), poSearch, listItemOf))),

    /** The same search as an .xlsx, every matching PO one row. */
    http.post(`${base}/xls`, guarded(readerHolding(prefix, 'PURCHASE_ORDER', 'view'), async ({ request, caller: reader }) => {
      const rows = allMatches(request, visiblePos(reader), forReader(reader, await searchBody(request)), poSearch);
      if (rows instanceof Response) return rows;
      const cells = rows.map((po) => PO_SHEET_COLUMNS.map((column) => {
        if (column === 'buyer') return po.buyer?.account;
        if (column === 'totalAmount') return Math.round(po.items.reduce((sum, i) => sum + i.totalAmount, 0) * 100) / 100;
        return po[column];
      }));
      return xlsxAnswer(await writeSheet('PO', PO_SHEET_COLUMNS, cells), 'purchase-orders.xlsx');
    })),

    /** PurchaseOrderDetail: the header and every item (PoItemDetail) with its schedule lines. */
    http.get<{ id: string }>(`${base}/:id`, guarded(readerHolding(prefix, 'PURCHASE_ORDER', 'view'), ({ request, params, caller: reader }) => {
      const po = poFor(reader, params.id);
      return po ? ok(poDetail(po)) : notFound(request);
    })),

    /** Marks the PO printed (again: a reprint moves printedAt); answers the detail. */
    http.post<{ id: string }>(`${base}/:id/print`, guarded(readerHolding(prefix, 'PURCHASE_ORDER', 'view'), ({ request, params, caller: reader }) => {
      const po = poFor(reader, params.id);
      if (!po) return notFound(request);
      return ok(poDetail(purchaseOrders.update(po.id, { printStatus: 'PRINTED', printedAt: clock.iso() })!));
    })),
  ];
}

export const poHandlers = [
  ...PREFIXES.flatMap(under),

  /**
   * The supplier accepts the PO terms and confirms: `{ acceptTerms: true }` (else 400); an open,
   * unconfirmed PO of its own only (another supplier's: 404; confirmed or not open: 409).
   */
  http.post<{ id: string }>('*/api/su/po/:id/confirm', guarded(readerHolding('su', 'PURCHASE_ORDER', 'view'), async ({ request, params, caller: reader }) => {
    const po = poFor(reader, params.id);
    if (!po) return notFound(request);
    const body = await readBody(request);
    if (body.acceptTerms !== true) return fail(400, [say(request, PUR_MSG.acceptTerms)]);
    if (po.confirmStatus === 'CONFIRMED') return fail(409, [say(request, PUR_MSG.alreadyConfirmed)]);
    if (po.status !== 'OPEN') return fail(409, [say(request, PUR_MSG.poNotOpen(catalogueName('poStatus', po.status)))]);
    return ok(poDetail(purchaseOrders.update(po.id, { confirmStatus: 'CONFIRMED', confirmedAt: clock.iso() })!));
  })),
];
