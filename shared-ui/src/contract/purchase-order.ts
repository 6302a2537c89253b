import type { AccountRef, Amount, Code, DateRange, Id, IsoDate } from './scalars';

// PO catalogues: the spec names "PO order and confirm" and "PO item" statuses without values;
// these are the portal's choice. Inspection statuses are the spec's own (section 3).
export type PoStatus = 'OPEN' | 'COMPLETED' | 'CANCELLED';
export type PoConfirmStatus = 'UNCONFIRMED' | 'CONFIRMED';
export type PoPrintStatus = 'UNPRINTED' | 'PRINTED';
export type PoItemStatus = 'OPEN' | 'DELIVERED' | 'CLOSED';
export type InspectionStatus = 'FULLY_ACCEPTED' | 'FULLY_REJECTED' | 'SPECIAL_ACCEPTANCE' | 'RETURNED' | 'PARTLY_ACCEPTED';

export const INSPECTION_STATUSES: readonly InspectionStatus[] = [
  'FULLY_ACCEPTED',
  'FULLY_REJECTED',
  'SPECIAL_ACCEPTANCE',
  'RETURNED',
  'PARTLY_ACCEPTED',
];

/** PO list filter (spec section 3); `keyword` is the search request's own. */
export interface PurchaseOrderFilter {
  poNo?: string;
  poDate?: DateRange;
  material?: string;
  itemDesc?: string;
  plantCode?: Code;
  supplierIds?: Id[];
  /** The portal's own: the home page's "POs to confirm" opens the list filtered by them. */
  status?: PoStatus;
  confirmStatus?: PoConfirmStatus;
}

export interface PoItem {
  id?: Id;
  poNo: string;
  /** Item number within the PO (10, 20, ...). */
  item: number;
  material?: string;
  itemDesc?: string;
  plantCode?: Code;
  status: PoItemStatus;
  orderedQuantity: number;
  deliveredQuantity: number;
  goodsReceivedQuantity: number;
  returnedQuantity: number;
  invoicedQuantity: number;
  unit?: Code;
  netPrice: Amount;
  netAmount: Amount;
  taxAmount: Amount;
  totalAmount: Amount;
  incotermLocation?: string;
  storageLocation?: string;
  /** Quality inspection result. */
  checkStatus?: InspectionStatus;
}

export interface PurchaseOrder {
  id?: Id;
  poNo: string;
  poDate: IsoDate;
  type: Code;
  status: PoStatus;
  confirmStatus: PoConfirmStatus;
  printStatus: PoPrintStatus;
  supplierId: Id;
  supplierName?: string;
  buyer?: AccountRef;
  purchasingOrgCode: Code;
  purchaseGroupCode?: Code;
  currencyCode: Code;
  incotermCode?: Code;
  items?: PoItem[];
}
