import type { Supplier, SupplierPermissions } from 'shared-ui/contract';
import { effectivePermissionMap, tradingCurrencies, type PermissionMap, type PermissionObject } from 'shared-ui/contract';
import { cloneData } from '../seed/domain';
import { commitNeedsReview, lastApproved } from './approved';

/** What the caller may see and change of a supplier record, by data part (spec section 3). */
export function permissionsFor(map: PermissionMap): SupplierPermissions {
  const part = (object: PermissionObject) => ({ visible: Boolean(map[object]?.view), editable: Boolean(map[object]?.edit) });
  return { basic: part('SUPPLIER_BASIC'), purchase: part('SUPPLIER_PURCHASE'), financial: part('SUPPLIER_FINANCIAL'), relation: part('SUPPLIER_INFO') };
}

/**
 * The record as the caller may see it: the permission flags filled in, invisible parts emptied,
 * `canCompareLastApproved` true whenever a last approved version exists, while there is a
 * change to commit, `commitNeedsReview`, and to a reader who may change the bank accounts, the
 * trading currencies their rule follows (`tradingCurrencies`, purchasing data hidden or not).
 */
export function asSeenBy(supplier: Supplier, serverMap: PermissionMap): Supplier {
  const permissions = permissionsFor(effectivePermissionMap(serverMap));
  const copy = cloneData(supplier);
  copy.basicData.systemInfo.canCompareLastApproved = lastApproved(supplier.id) !== undefined;
  // Told before a commit, from the whole record: a reader who cannot see every part could not work it out.
  const { status } = copy.basicData.systemInfo;
  if (status === 'DRAFT' || status === 'REJECTED') copy.basicData.systemInfo.commitNeedsReview = commitNeedsReview(supplier);
  else delete copy.basicData.systemInfo.commitNeedsReview;
  return {
    ...copy,
    permissions,
    financialData: permissions.financial.visible ? copy.financialData : { financialInfoList: [] },
    purchaseData: permissions.purchase.visible ? copy.purchaseData : { paymentSubRangeList: [], purchaseOrgList: [] },
    // The bank rule's currencies, the codes only, for whoever may change the bank accounts (the refusal names them too).
    ...(permissions.basic.editable ? { tradingCurrencies: tradingCurrencies(supplier) } : {}),
  };
}
