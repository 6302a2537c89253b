import type { BankInfo } from './bank-info';
import type { Contact } from './contact';
import type { FileRef, SupplierAttachment } from './files';
import type { Code } from './scalars';
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
