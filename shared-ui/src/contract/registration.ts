import type { BankInfo } from './bank-info';
import type { Contact } from './contact';
import type { FileRef, SupplierAttachment } from './files';
import type { Code, Id } from './scalars';
import type { SupplierStage, SupplierStatus } from './supplier';
import type { ApplicantInfo, CategoryInfo, CompanyInfo } from './supplier-company';

/** The public sign-up (`POST ss/signup`): company, applicant, service items, attachments, consent. */
export interface SupplierRegistration {
  supplierTypeCode: Code;
  companyInfo: CompanyInfo;
  applicantInfo: ApplicantInfo;
  categoryInfoList: CategoryInfo[];
  attachmentList: SupplierAttachment[];
  freeAttachmentList: FileRef[];
  bankInfoList?: BankInfo[];
  contactList?: Contact[];
  agreeTerms: boolean;
  agreePrivacy: boolean;
}

/**
 * The answer of `POST ss/signup` (201): the supplier created in stage PRE (potential), awaiting
 * the buyer's review, and the applicant's account; the next steps go to the applicant by mail.
 */
export interface SupplierRegistrationResult {
  supplierId: Id;
  supplierNoScp: string;
  stage: SupplierStage;
  status: SupplierStatus;
  applicantAccount: string;
  applicantEmail: string;
}
