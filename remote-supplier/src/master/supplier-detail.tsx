import { isCreatingMode, useSession } from 'shared-ui';
import { supplierRecordSchema, type Supplier, type SupplierRecordOutput } from 'shared-ui/contract';
import { serverDay } from 'shared-ui/data';
import { defineDetail, DetailPage, type DetailTab } from 'shared-ui/detail';
import { AuditRecordsTab } from './audit-records-tab';
import { BasicInfoTab } from './basic-info-tab';
import { FinancialTab } from './financial-tab';
import { HistoryTab } from './history-tab';
import { ProcurementTab } from './procurement-tab';
import { RelationTab } from './relation-tab';
import { bankRuleCurrencies } from '../common/bank-accounts-section';
import { supplierActions } from './supplier-actions';
import { supplierResource } from './supplier.api';
import { copyOfSupplier, newSupplierForm, toSupplierForm, type SupplierForm } from './supplier-form';

type Tab = DetailTab<Supplier, SupplierForm, SupplierRecordOutput>;

type PartObject = 'SUPPLIER_BASIC' | 'SUPPLIER_FINANCIAL' | 'SUPPLIER_PURCHASE';

/** A part's flags: the record's (the server's), or for a new supplier what the user's map allows. */
function partFlags(record: Supplier | undefined, key: 'basic' | 'financial' | 'purchase', object: PartObject) {
  const map = useSession.getState().permissionMap;
  return record?.permissions[key] ?? { visible: Boolean(map[object]?.view), editable: Boolean(map[object]?.edit || map[object]?.create) };
}

/**
 * The tabs the record's permission flags show (spec section 3: basic, purchase, financial and
 * relation data, each visible and editable). A new supplier: the parts the user's map allows.
 */
function tabsOf(record: Supplier | undefined): Tab[] {
  const basic = partFlags(record, 'basic', 'SUPPLIER_BASIC');
  const financial = partFlags(record, 'financial', 'SUPPLIER_FINANCIAL');
  const purchase = partFlags(record, 'purchase', 'SUPPLIER_PURCHASE');
  const tabs: Tab[] = [{ key: 'basic', label: 'supplier:master.tabs.basic', render: ({ mode }) => <BasicInfoTab editable={basic.editable} creating={isCreatingMode(mode)} /> }];
  if (financial.visible) tabs.push({ key: 'financial', label: 'supplier:master.tabs.financial', render: () => <FinancialTab editable={financial.editable} /> });
  if (purchase.visible) tabs.push({ key: 'procurement', label: 'supplier:master.tabs.procurement', render: () => <ProcurementTab editable={purchase.editable} supplierId={record ? String(record.id) : undefined} /> });
  if (!record) return tabs;
  const id = String(record.id);
  if (record.permissions.relation.visible) {
    tabs.push({ key: 'relation', label: 'supplier:master.tabs.relation', lazy: true, render: () => <RelationTab supplierId={id} editable={record.permissions.relation.editable} /> });
  }
  tabs.push({ key: 'audits', label: 'supplier:master.tabs.audits', lazy: true, render: () => <AuditRecordsTab supplierId={id} /> });
  tabs.push({ key: 'history', label: 'supplier:master.tabs.history', lazy: true, render: () => <HistoryTab supplierId={id} /> });
  return tabs;
}

export const supplierDetail = defineDetail<Supplier, SupplierForm, SupplierRecordOutput>({
  resource: supplierResource,
  permission: 'SUPPLIER_BASIC',
  panels: ['timeline', 'conversation'],
  title: 'supplier:manage.detail',
  recordLabel: (supplier) => supplier.basicData.companyInfo.name,
  form: {
    // Brazil is B1 on a new supplier (a copy too) and BR on a change (spec section 5). The bank rule
    // follows the purchasing orgs of the form while the user edits them, else the stored ones the
    // record tells (staff who may not see or edit purchasing data).
    schema: (record, mode) => {
      const creating = isCreatingMode(mode);
      const trading = bankRuleCurrencies(record, { editsPurchase: partFlags(creating ? undefined : record, 'purchase', 'SUPPLIER_PURCHASE').editable, creating });
      return supplierRecordSchema(trading, creating ? 'create' : 'edit');
    },
    toForm: toSupplierForm,
    create: newSupplierForm,
    copy: copyOfSupplier,
    createAndSend: { call: 'createAndCommit', label: 'supplier:master.saveAndCommit' },
    // While the sign-off runs the data is frozen (the server refuses a change too).
    editable: (record) => record.basicData.systemInfo.status !== 'SIGNING',
  },
  tabs: tabsOf,
  actions: (record, ctx) => supplierActions(record, ctx, serverDay),
});

/** `/admin/supplier/detail/:mode/:id?`: one supplier's master data, its tabs and its workflow. */
export function SupplierDetailPage() {
  return <DetailPage declaration={supplierDetail} />;
}
