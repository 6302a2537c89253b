import type { Code } from './scalars';

/** Bulk upload filter (spec section 3): which suppliers the all-supplier download covers. */
export interface BulkUploadFilter {
  companyCodes?: Code[];
  environmentLevelCodes?: Code[];
  greenSupplyChain?: boolean;
  purchasingOrgCode?: Code;
  serviceItemCode?: Code;
  supplierTypeCode?: Code;
}

/** Steps of a bulk update (spec section 2). */
export type BulkUpdateStep = 'UPLOAD' | 'CHECK' | 'UPDATE' | 'TRANSFER' | 'FINISH';
