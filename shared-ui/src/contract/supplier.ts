import type { AccountRef, Code, Id, IsoDate } from './scalars';
import type { OptionItem } from './options';
import type { BankInfo } from './bank-info';
import type { BpmStatus } from './bpm';
import type { Contact } from './contact';
import type { FileRef, SupplierAttachment } from './files';
import type { PaymentInfo, PaymentInfoPerCompany } from './payment-info';
import type { PurchasingControl } from './account';
import type { ApplicantInfo, CategoryInfo, CompanyInfo } from './supplier-company';

/** Supplier stage (spec section 4): NORMAL shows as Normal, PRE as Potential. */
export type SupplierStage = 'NORMAL' | 'PRE';
/** Supplier status: values not in the spec; the portal's choice, one per action of section 4. */
export type SupplierStatus = 'DRAFT' | 'COMMITTED' | 'SIGNING' | 'APPROVED' | 'REJECTED';
/** Block status and action: values not in the spec (portal's choice). */
export type BlockStatus = 'UNBLOCKED' | 'BLOCKED';
export type BlockAction = 'BLOCK' | 'UNBLOCK';

/** Supplier list filter (spec section 3). */
export interface SupplierFilter {
  blockStatus?: BlockStatus;
  identityType?: Code;
  name?: string;
  serviceItemCode?: Code;
  stage?: SupplierStage;
  status?: SupplierStatus;
  supplierNoScp?: string;
  supplierTypeCode?: Code;
}

/**
 * A supplier a form picks by name or number (`a/supplier/searchForAudit`): an audit's targets, the
 * suppliers invited to an inquiry. Enough to name it and flag it (a potential one by `stage`, a
 * blocked one), no master data, so any supplier is offered whatever purchasing orgs the picker's
 * roles hold (its record stays theirs alone: spec section 6).
 */
export interface SupplierCandidate {
  id: Id;
  name: string;
  supplierNoScp?: string;
  supplierNoSap?: string;
  stage: SupplierStage;
  blockStatus: BlockStatus;
}

/** A row of the supplier list. */
export interface SupplierListItem {
  id: Id;
  supplierNoScp?: string;
  supplierNoSap?: string;
  name: string;
  countryCode: Code;
  supplierTypeCode: Code;
  identityType: Code;
  identity: string;
  stage: SupplierStage;
  status: SupplierStatus;
  blockStatus: BlockStatus;
  bpmStatus: BpmStatus;
}

export interface VisibleEditable {
  visible: boolean;
  editable: boolean;
}

/** What the current user may see and change of this record, per data part (spec section 3). */
export interface SupplierPermissions {
  basic: VisibleEditable;
  purchase: VisibleEditable;
  financial: VisibleEditable;
  relation: VisibleEditable;
}

export interface SystemInfo {
  blockAction?: BlockAction;
  blockDate?: IsoDate;
  blockStatus: BlockStatus;
  /** The last approved version exists, so "compare with last approved" is offered. */
  canCompareLastApproved: boolean;
  /**
   * What committing the stored change would do, by the server's rule over the whole record (parts
   * the reader cannot see included): true, it waits for review; false, contacts only, it updates
   * the master at once. Only while there is a change to commit (DRAFT or REJECTED).
   */
  commitNeedsReview?: boolean;
  bpmDocIdentify?: string;
  bpmDocNo?: string;
  bpmDocUrl?: string;
  bpmStatus: BpmStatus;
  stage: SupplierStage;
  status: SupplierStatus;
  supplierNoSap?: string;
  supplierNoScp?: string;
  /**
   * Set by the automatic restore (spec section 4) on the 1st of a month: the pending change is
   * over 30 days old and is reverted to the last approved version on the 7th unless it moves on.
   */
  restoreReviewOn?: IsoDate;
}

export interface BasicData {
  /** Drives the required attachments (attachment settings are per supplier type). */
  supplierTypeCode: Code;
  applicantInfo: ApplicantInfo;
  attachmentList: SupplierAttachment[];
  freeAttachmentList: FileRef[];
  bankInfoList: BankInfo[];
  categoryInfoList: CategoryInfo[];
  companyInfo: CompanyInfo;
  contactList: Contact[];
  paymentInfo: PaymentInfo;
  systemInfo: SystemInfo;
}

/** A payment sub-range of a purchasing org (values not in the spec; portal's choice of fields). */
export interface PaymentSubRange {
  purchasingOrgCode: Code;
  subRangeCode: Code;
  description?: string;
  paymentTermCode?: Code;
}

/**
 * `GET a/supplier/{supplierId}/paymentSubRange` (purchasing data, SUPPLIER_PURCHASE view): the
 * supplier's payment sub-ranges and what a sub-range may take. A sub-range belongs to a purchasing
 * org the supplier trades with (one of its `purchaseOrgList`), its payment term is a known one;
 * the server refuses anything else on save, at the field.
 */
export interface PaymentSubRangeAnswer {
  paymentSubRangeList: PaymentSubRange[];
  /** The supplier's purchasing orgs as stored, named: the orgs a sub-range may name. */
  purchasingOrgs: OptionItem[];
  paymentTerms: OptionItem[];
}

/**
 * `GET su/supplier/me/options`: the option lists of a supplier's own master-data form in the
 * request's language, only what that form offers (decided for issue 18): no supplier types, no
 * companies, purchasing orgs, payment terms or environment levels, which purchasing staff keep.
 * Tax jurisdictions of its own country; service items without their groups.
 */
export interface SupplierOwnOptions {
  countries: OptionItem[];
  identityTypes: OptionItem[];
  phoneCodes: OptionItem[];
  languages: OptionItem[];
  taxJurisdictions: OptionItem[];
  serviceItems: OptionItem[];
  currencies: OptionItem[];
  genders: OptionItem[];
  socialMediaTypes: OptionItem[];
}

export interface Supplier {
  id: Id;
  permissions: SupplierPermissions;
  basicData: BasicData;
  financialData: { financialInfoList: PaymentInfoPerCompany[] };
  purchaseData: { paymentSubRangeList: PaymentSubRange[]; purchaseOrgList: PurchasingControl[] };
  /**
   * The supplier's trading currencies as stored (`tradingCurrencies`), the codes alone: told to a
   * reader who may change the bank accounts, whom the bank rule of spec section 5 binds, even when
   * `purchaseData` is hidden from it (a supplier's own record), so its form applies the rule
   * before saving.
   */
  tradingCurrencies?: Code[];
  updatedBy?: AccountRef;
}

/** The supplier's trading currencies: the order currencies of its purchasing orgs. */
export function tradingCurrencies(supplier: Pick<Supplier, 'purchaseData'>): Code[] {
  return [...new Set(supplier.purchaseData.purchaseOrgList.map((p) => p.currencyCode).filter(Boolean))];
}
