import {
  newCompanyInfo,
  newPaymentInfo,
  type Supplier,
  type SupplierRecordInput,
} from 'shared-ui/contract';
import { contactsToForm } from '../common/contacts-section';

/**
 * The detail form holds the record's three editable parts; `basicData.systemInfo` rides along
 * for the status summary (the schema drops it from the body: the server owns the workflow).
 */
export type SupplierForm = SupplierRecordInput & { basicData: { systemInfo?: Supplier['basicData']['systemInfo'] } };

export const toSupplierForm = (s: Supplier): SupplierForm => ({
  basicData: {
    ...s.basicData,
    contactList: contactsToForm(s.basicData.contactList),
    companyInfo: { ...s.basicData.companyInfo, capital: String(s.basicData.companyInfo.capital), employeeCount: String(s.basicData.companyInfo.employeeCount) },
  },
  financialData: s.financialData,
  purchaseData: s.purchaseData,
});

/** A supplier created by purchasing staff starts empty, with the section 9 defaults. */
export const newSupplierForm = (): SupplierForm => ({
  basicData: {
    supplierTypeCode: '',
    applicantInfo: { applicantAccount: '', applicantEmail: '', applicantName: '' },
    companyInfo: { ...newCompanyInfo(), capital: '', employeeCount: '' },
    contactList: [],
    categoryInfoList: [{ serviceItemCode: '', main: true }],
    bankInfoList: [],
    attachmentList: [],
    freeAttachmentList: [],
    paymentInfo: newPaymentInfo(),
  },
  financialData: { financialInfoList: [] },
  purchaseData: { paymentSubRangeList: [], purchaseOrgList: [] },
});

/** Copy: the master data without the workflow, numbers and the applicant's account. */
export const copyOfSupplier = (s: Supplier): SupplierForm => {
  const form = toSupplierForm(s);
  const { systemInfo: _system, ...basicData } = form.basicData;
  return { ...form, basicData: { ...basicData, applicantInfo: { applicantAccount: '', applicantEmail: '', applicantName: '' } } };
};
