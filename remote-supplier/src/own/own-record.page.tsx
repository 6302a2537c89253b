import { useTranslation } from 'react-i18next';
import { Stack, Typography } from 'shared-ui';
import { supplierOwnChangeSchema, type Supplier, type SupplierOwnChangeInput } from 'shared-ui/contract';
import { defineDetail, DetailPage, type ActionCall, type DetailAction, type DetailActionContext } from 'shared-ui/detail';
import { AttachmentsSection } from '../common/attachments-section';
import { BankAccountsSection, bankRuleCurrencies } from '../common/bank-accounts-section';
import { CompanySection } from '../common/company-section';
import { ContactsSection, contactsToForm } from '../common/contacts-section';
import { ownMasterOptions, ownRowOptions } from '../common/master-options';
import { ServiceItemsSection } from '../common/service-items-section';
import { AuditRecordsTab } from '../master/audit-records-tab';
import { SystemInfoSummary } from '../master/system-info-summary';
import { OWN_SUPPLIER, ownSupplierResource } from './own-supplier.api';

type OwnForm = SupplierOwnChangeInput & { systemInfo?: Supplier['basicData']['systemInfo'] };

const toOwnForm = ({ basicData: b }: Supplier): OwnForm => ({
  systemInfo: b.systemInfo,
  companyInfo: { ...b.companyInfo, capital: String(b.companyInfo.capital), employeeCount: String(b.companyInfo.employeeCount) },
  contactList: contactsToForm(b.contactList),
  categoryInfoList: b.categoryInfoList,
  bankInfoList: b.bankInfoList,
  attachmentList: b.attachmentList,
  freeAttachmentList: b.freeAttachmentList,
});

/**
 * What a commit will do, as the server says on the record (spec section 4): a change that needs
 * approval (or of a supplier never approved) waits for the buyer's review; one to contacts only
 * updates the master at once. The server works it out over the whole record, financial and
 * purchasing parts the supplier cannot see included; unknown if it did not say.
 */
function commitOutcome(record: Supplier): 'review' | 'direct' | 'unknown' {
  const needsReview = record.basicData.systemInfo.commitNeedsReview;
  return needsReview === undefined ? 'unknown' : needsReview ? 'review' : 'direct';
}

const COMMIT_TEXTS = {
  review: { label: 'supplier:own.commit', confirm: { title: 'supplier:own.commitTitle', body: 'supplier:own.commitBody' } },
  direct: { label: 'supplier:own.commitChanges', confirm: { title: 'supplier:own.commitChangesTitle', body: 'supplier:own.commitDirectBody' } },
  unknown: { label: 'supplier:own.commitChanges', confirm: { title: 'supplier:own.commitChangesTitle', body: 'supplier:own.commitEitherBody' } },
};

/** A draft (or a change sent back) is committed, asked first: saying whether it goes to the buyer's review or straight into the master. */
function ownActions(record: Supplier, ctx: DetailActionContext): DetailAction[] {
  const { status } = record.basicData.systemInfo;
  if (ctx.mode !== 'view' || ctx.dirty || (status !== 'DRAFT' && status !== 'REJECTED')) return [];
  return [
    {
      key: 'commit',
      ...COMMIT_TEXTS[commitOutcome(record)],
      run: (call: ActionCall) => ownSupplierResource.action(OWN_SUPPLIER, 'commit', undefined, call),
    },
  ];
}

function OwnRecordSections({ supplier }: { supplier: Supplier }) {
  const { t } = useTranslation('supplier');
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t(`own.statusHint.${supplier.basicData.systemInfo.status}`)}</Typography>
      <SystemInfoSummary prefix="" potentialNotice="supplier:own.potential" restoreNotice="supplier:own.restoreNotice" />
      <CompanySection id="own-company" prefix="" options={ownMasterOptions} creating={false} withSupplierType={false} />
      <ContactsSection id="own-contacts" prefix="" options={ownRowOptions} />
      <ServiceItemsSection id="own-service-items" prefix="" options={ownMasterOptions} />
      <BankAccountsSection id="own-banks" prefix="" options={ownRowOptions} />
      <AttachmentsSection id="own-attachments" prefix="" supplierTypeCode={supplier.basicData.supplierTypeCode} />
    </Stack>
  );
}

/**
 * A supplier's own master data (`su/supplier/me`): the Basic Info parts it may change, saved as a
 * draft and committed for the buyer's approval (contacts alone go straight in); the status says
 * where the change stands. While the sign-off runs the record is read-only (the server refuses
 * changes then too).
 */
export const ownSupplierDetail = defineDetail<Supplier, OwnForm, unknown>({
  resource: ownSupplierResource,
  permission: 'SUPPLIER_BASIC',
  panels: ['timeline', 'conversation'],
  title: 'supplier:manage.ownRecord',
  form: {
    // The bank rule follows the trading currencies of the supplier's purchasing orgs, which it neither
    // edits nor sees: the server tells their codes on the record.
    schema: (record) => supplierOwnChangeSchema(bankRuleCurrencies(record, { editsPurchase: false })),
    toForm: toOwnForm,
    editable: (record) => record.basicData.systemInfo.status !== 'SIGNING',
  },
  tabs: (record) => [
    { key: 'own', label: 'supplier:manage.ownRecord', render: () => record && <OwnRecordSections supplier={record} /> },
    // Its audits and their results, each opening in the audit area.
    { key: 'audits', label: 'supplier:master.tabs.audits', lazy: true, render: () => <AuditRecordsTab supplierId={OWN_SUPPLIER} /> },
  ],
  actions: ownActions,
});

export function OwnRecordPage() {
  return <DetailPage declaration={ownSupplierDetail} id={OWN_SUPPLIER} />;
}
