import type { Supplier } from 'shared-ui/contract';
import { notifySupplier, recordLink } from '../notifications';

/**
 * A change of the supplier's master data approved (sign-off) or reverted to the approved version
 * (rollback, the automatic revert of the 7th): the supplier's own accounts hear of it, with a link
 * to their own master data.
 */
export function notifySupplierChange(s: Supplier, kind: 'SUPPLIER_CHANGE_APPROVED' | 'SUPPLIER_CHANGE_REVERTED'): void {
  const { systemInfo, companyInfo } = s.basicData;
  notifySupplier(s.id, kind, systemInfo.supplierNoScp ?? companyInfo.name, recordLink.ownSupplier());
}
