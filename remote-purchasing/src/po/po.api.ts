import type { PoItemDetail, PoItemEstimate, PoItemHistoryFilter, PoItemHistoryRow, PurchaseOrderDetail, PurchaseOrderFilter, PurchaseOrderListItem } from 'shared-ui/contract';
import { resource, type CallerPrefix, type ListSearch } from 'shared-ui/data';

// The purchase-order calls of spec section 7, for internal users (`a/`) and suppliers (`su/`).

/** POs: search (and `xls`), read, confirm (suppliers, with the PO terms), print. */
export const poResource = (prefix: CallerPrefix) => resource<PurchaseOrderDetail, PurchaseOrderListItem, PurchaseOrderFilter>(`${prefix}/po`);

/** One PO item with its schedules. */
export const poItemResource = (prefix: CallerPrefix) => resource<PoItemDetail>(`${prefix}/poItem`);

/** The PO item history report: every item with its quantities (and `xls`). */
export const poItemHistoryResource = (prefix: CallerPrefix) => resource<unknown, PoItemHistoryRow, PoItemHistoryFilter>(`${prefix}/poItem/history`);

/** Every change of an item's estimated delivery, read by the item's id. */
export const poItemEstimateResource = (prefix: CallerPrefix) => resource<PoItemEstimate[]>(`${prefix}/poItemEst/history`);

/** The PO list. */
export const poListSearch = (prefix: CallerPrefix): ListSearch<PurchaseOrderListItem, PurchaseOrderFilter> => ({ resource: poResource(prefix) });

/** The PO item history report, and the same items under `/admin/po/items`. */
export const poItemHistorySearch = (prefix: CallerPrefix): ListSearch<PoItemHistoryRow, PoItemHistoryFilter> => ({ resource: poItemHistoryResource(prefix) });
