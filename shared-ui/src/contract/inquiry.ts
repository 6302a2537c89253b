import type { BpmStatus } from './bpm';
import type { FileRef } from './files';
import type { ParityStatus } from './parity';
import type { QuotationStatus } from './quotation';
import type { AccountRef, Code, DateRange, Id, IsoDate, YesNo } from './scalars';
import type { SupplierStage } from './supplier';

/**
 * Inquiry status: values not in the spec (portal's choice). DRAFT (saved) → COMMITTED (sent: one
 * quotation per invited supplier) → COMPLETED (its parity sheet approved); CLOSED at any time.
 */
export type InquiryStatus = 'DRAFT' | 'COMMITTED' | 'COMPLETED' | 'CLOSED';
export const INQUIRY_STATUSES: readonly InquiryStatus[] = ['DRAFT', 'COMMITTED', 'COMPLETED', 'CLOSED'];
/** The inquiry types (`g/options/inquiryTypes`): materials, molds (tooling) and shipping costs. */
export type InquiryType = 'MAT' | 'MOLD' | 'SHIP';
export const INQUIRY_TYPES: readonly InquiryType[] = ['MAT', 'MOLD', 'SHIP'];

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
  /** Not in the spec's list: the status counts above the list filter by it. */
  status?: InquiryStatus | InquiryStatus[];
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
  /** The day quotations are due (required to commit); each quotation starts with it. */
  dueDate?: IsoDate;
}

/** A row of `a/inquiry/search`: the header, how many suppliers were invited, what the materials are. */
export interface InquiryListItem extends Omit<Inquiry, 'materials' | 'materialLines' | 'moldItems' | 'shippingCostItems' | 'supplierIds'> {
  id: Id;
  inqNo: string;
  supplierCount: number;
  /** The invited suppliers' names, for the list's column. */
  supplierNames: string[];
  /** The first material's number or description, and how many more. */
  materialSummary?: string;
}

/** An invited supplier as the inquiry shows it, with its quotation once the inquiry was sent. */
export interface InvitedSupplier {
  supplierId: Id;
  name: string;
  supplierNoScp?: string;
  stage: SupplierStage;
  quotationId?: Id;
  quoNo?: string;
  quotationStatus?: QuotationStatus;
  quotationDueDate?: IsoDate;
}

/** `GET a/inquiry/{id}`: the record, its invited suppliers and quotations, its parity sheets. */
export interface InquiryDetail extends Inquiry {
  id: Id;
  inqNo: string;
  suppliers: InvitedSupplier[];
  parities: { id: Id; parityNo: string; status: ParityStatus; bpmStatus: BpmStatus }[];
  /** What a close would also close (a forced close): quotations and parity sheets still open. */
  openQuotationCount: number;
  openParityCount: number;
  /** Whole days from the server's business day to `dueDate` (negative once it passed). */
  dueInDays?: number;
}

/** `POST a/inquiry/{id}/close`: `force` closes the open quotations and parity sheets too. */
export interface InquiryCloseRequest {
  force?: boolean;
}

/** `GET a/material/{material}` and `a/materialSap/{material}`: a material of the ERP. */
export interface MaterialInfo {
  material: string;
  description: string;
  unit: Code;
}

/** `GET a/prerequisition/{prNo}`: a purchase requisition, what an inquiry takes over from it. */
export interface PurchaseRequisition {
  prNo: string;
  purchasingOrgCode: Code;
  plantCode: Code;
  materials: InquiryMaterial[];
}
