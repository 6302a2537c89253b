import type { FileRef } from './files';
import type { AccountRef, Code, DateRange, Id, IsoDate, YesNo } from './scalars';

/** Inquiry status: values not in the spec (portal's choice). COMPLETED once a parity is made. */
export type InquiryStatus = 'DRAFT' | 'COMMITTED' | 'COMPLETED' | 'CLOSED';

export interface InquiryFilter {
  inqNo?: string;
  quoNo?: string;
  inquiryType?: Code;
  createByAccount?: string;
  personInChargeAccount?: string;
  material?: string;
  materialItem?: string;
  moldModel?: string;
  supplierName?: string;
  supplierNoScp?: string;
  inquiryCreateDate?: DateRange;
}

/** A material asked for. Prices are per unit in the inquiry currency. */
export interface InquiryMaterial {
  seq: number;
  material?: string;
  description: string;
  unit: Code;
  annualUsage?: number;
  remark?: string;
  initialPrice?: number;
  finalPrice?: number;
  minOrderQty?: number;
  leadDays?: number;
}

export interface MoldItem {
  seq: number;
  moldModel: string;
  toolingFee?: number;
  /** Shots the tool lasts. */
  toolLife?: number;
  slots?: number;
  annualUsage?: number;
  /** Tooling fee amortised per piece. */
  amortization?: number;
}

export interface ShippingCostItem {
  seq: number;
  incotermCode: Code;
  loadingPlace?: string;
  deliveryPlace?: string;
  /** Days in transit. */
  transitTime?: number;
  priceValidity?: IsoDate;
}

/**
 * A material line (the item breakdown the supplier prices). `priceProvideType` is the Excel
 * column "Price Required": N means its price is included in line `priceRefSeq` ("price included
 * in No."), which must then be a `seq` of the same list.
 */
export interface MaterialLine {
  seq: number;
  item: string;
  process?: string;
  exterior?: string;
  consume?: number;
  slot?: number;
  remark?: string;
  imageFile?: FileRef;
  priceProvideType: YesNo;
  priceRefSeq?: number;
}

export interface Inquiry {
  id?: Id;
  inqNo?: string;
  inquiryType: Code;
  status: InquiryStatus;
  currencyCode: Code;
  purpose?: string;
  /** The owner. */
  personInCharge: AccountRef;
  createBy?: AccountRef;
  updateBy?: AccountRef;
  prNo?: string;
  purchasingOrgCode: Code;
  plantCode: Code;
  materials: InquiryMaterial[];
  materialLines: MaterialLine[];
  moldItems: MoldItem[];
  shippingCostItems: ShippingCostItem[];
  /** Invited suppliers. */
  supplierIds: Id[];
  /** The day the inquiry was created (set by the server), what the list's `inquiryCreateDate` range filters. */
  inquiryCreateDate?: IsoDate;
}
