import { Stack } from 'shared-ui';
import { Columns, Section } from 'shared-ui/components';
import { CheckboxField, EmailField, FormReadOnly, SelectField, TextField } from 'shared-ui/form';
import { optionsOf } from 'shared-ui/data';
import { AttachmentsSection } from '../common/attachments-section';
import { BankAccountsSection } from '../common/bank-accounts-section';
import { CompanySection, fieldLabel } from '../common/company-section';
import { ContactsSection } from '../common/contacts-section';
import { portalMasterOptions } from '../common/master-options';
import { ServiceItemsSection } from '../common/service-items-section';
import { SystemInfoSummary } from './system-info-summary';

/**
 * Basic Info: where the record stands, the company, applicant, contacts, service items, banks,
 * attachments. `creating`: a new supplier (create, copy), whose country rules differ.
 */
export function BasicInfoTab({ editable, creating }: { editable: boolean; creating: boolean }) {
  return (
    <FormReadOnly value={!editable}>
      <Stack spacing={2}>
        <SystemInfoSummary prefix="basicData." potentialNotice="validation:supplierPotential" restoreNotice="supplier:master.restoreNotice" />
        <CompanySection id="supplier-company" prefix="basicData." options={portalMasterOptions} creating={creating} withSupplierType withPurchasingFields />
        <ApplicantSection />
        <ContactsSection id="supplier-contacts" prefix="basicData." />
        <ServiceItemsSection id="supplier-service-items" prefix="basicData." options={portalMasterOptions} />
        <BankAccountsSection id="supplier-banks" prefix="basicData." />
        <AttachmentsSection id="supplier-attachments" prefix="basicData." reviewNotice />
      </Stack>
    </FormReadOnly>
  );
}

/** The applicant, the default applicant purchasing staff keep, and how the supplier is paid. */
function ApplicantSection() {
  return (
    <Section id="supplier-applicant" title="supplier:master.sections.applicant">
      <Columns>
        <TextField name="basicData.applicantInfo.applicantAccount" label={fieldLabel('applicantAccount')} required />
        <TextField name="basicData.applicantInfo.applicantName" label={fieldLabel('applicantName')} required />
        <EmailField name="basicData.applicantInfo.applicantEmail" label={fieldLabel('applicantEmail')} required />
        <TextField name="basicData.applicantInfo.defaultApplicantAccount" label="supplier:master.applicant.defaultAccount" />
        <TextField name="basicData.applicantInfo.defaultApplicantEmail" label="supplier:master.applicant.defaultEmail" />
        <SelectField name="basicData.paymentInfo.payType" label="supplier:master.payment.payType" options={optionsOf('payTypes')} required />
        <SelectField name="basicData.paymentInfo.paymentTermCode" label="supplier:master.payment.paymentTerm" options={optionsOf('paymentTerms')} />
        <CheckboxField name="basicData.paymentInfo.paymentProcessFeeBen" label="supplier:master.payment.feeByBeneficiary" />
      </Columns>
    </Section>
  );
}
