import type { CompanyInfo } from './supplier-company';
import type { IssueMessage } from './issues';
import type { Code, Id } from './scalars';
import type { SupplierStage, SupplierStatus } from './supplier';

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
export const BULK_UPDATE_STEPS: readonly BulkUpdateStep[] = ['UPLOAD', 'CHECK', 'UPDATE', 'TRANSFER', 'FINISH'];

// ---- Brazil purchasing-org contacts (`upload/brcontact`) ----

/** One row of the Brazil contact sheet: the contact of a supplier in one of the Brazil purchasing orgs. */
export interface BrContactRow {
  supplierNoScp: string;
  purchasingOrgCode: Code;
  contactName: string;
  contactEmail: string;
}

export const BR_CONTACT_FIELDS = ['supplierNoScp', 'purchasingOrgCode', 'contactName', 'contactEmail'] as const satisfies readonly (keyof BrContactRow)[];

/**
 * `POST a/supplier/updateSupplierPurChaseContacts`. `checkOnly` answers the row-by-row report and
 * writes nothing (the page's check); without it a batch with any failing row is refused whole.
 * `row` is the sheet's row number, echoed in the report.
 */
export interface BrContactRequest {
  rows: (BrContactRow & { row: number })[];
  checkOnly?: boolean;
}

export interface BrContactResult {
  rows: { row: number; issues: IssueMessage[] }[];
  /** Rows written (0 for a check). */
  applied: number;
}

// ---- All-supplier information (`upload/suppliers`, IT staff only) ----

/** The company fields the all-supplier sheet carries and may change, in the sheet's column order. */
export const BULK_SUPPLIER_FIELDS = [
  'name',
  'address1',
  'postcode1',
  'phone',
  'personInCharge',
  'capital',
  'employeeCount',
  'environmentLevelCode',
  'greenSupplierChainSurvey',
  'webSite',
] as const satisfies readonly (keyof CompanyInfo)[];

export type BulkSupplierField = (typeof BULK_SUPPLIER_FIELDS)[number];
export type BulkSupplierValues = Pick<CompanyInfo, BulkSupplierField>;

/** A supplier as `a/supplier/searchByPermission` answers it: the key, what decides its rules, its values. */
export interface BulkSupplierRow extends BulkSupplierValues {
  id: Id;
  supplierNoScp: string;
  countryCode: Code;
  status: SupplierStatus;
  stage: SupplierStage;
  /**
   * A potential supplier's review (second-stage) attachments that its type requires and it lacks,
   * by name (commit to BPM asks for them before the sign-off); none for a normal supplier.
   */
  missingReviewAttachments: string[];
}

/** `POST a/supplier/searchByPermission`: the bulk filter, or the suppliers of an uploaded sheet by number. */
export interface BulkSupplierSearch extends BulkUploadFilter {
  supplierNoScps?: string[];
}

/** One kept change: the supplier and only the fields that change. */
export interface BulkSupplierChange {
  supplierNoScp: string;
  values: Partial<BulkSupplierValues>;
}

/** `POST a/supplier/updateOpenUpdatePhaseDataToBpm`: the kept changes, sent to sign-off as one batch. */
export interface BulkTransferRequest {
  changes: BulkSupplierChange[];
}

export interface BulkTransferResult {
  /** The one sign-off form of the batch. */
  bpmDocNo: string;
  sent: number;
}
