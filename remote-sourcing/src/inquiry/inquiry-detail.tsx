import { inquiryFormSchema, type InquiryDetail, type InquiryFormOutput } from 'shared-ui/contract';
import { defineDetail, DetailPage } from 'shared-ui/detail';
import { inquiryActions } from './inquiry-actions';
import { inquiryResource } from './inquiry.api';
import { copyOfInquiry, newInquiryForm, toInquiryBody, toInquiryForm, type InquiryForm } from './inquiry-form';
import { InquiryHeaderTab } from './inquiry-header-tab';
import { MaterialsTab, MoldItemsTab, ShippingItemsTab } from './inquiry-rows-tabs';
import { MaterialLinesTab } from './material-lines-tab';
import { SuppliersTab } from './suppliers-tab';

/** The inquiry (RFQ) in its modes: create, edit and copy while a draft, view with its actions. */
export const inquiryDetail = defineDetail<InquiryDetail, InquiryForm, InquiryFormOutput>({
  resource: inquiryResource,
  permission: 'INQUIRY',
  panels: ['timeline'],
  title: 'sourcing:inquiry.detailTitle',
  recordLabel: (inquiry) => inquiry.inqNo || undefined,
  form: {
    schema: () => inquiryFormSchema(),
    toForm: toInquiryForm,
    toBody: toInquiryBody,
    create: newInquiryForm,
    copy: copyOfInquiry,
    // Once sent, the suppliers quote on what was asked: the inquiry no longer changes.
    editable: (record) => record.status === 'DRAFT',
  },
  tabs: (record) => [
    { key: 'header', label: 'sourcing:inquiry.tabs.header', render: () => <InquiryHeaderTab record={record} /> },
    { key: 'materials', label: 'sourcing:inquiry.tabs.materials', render: () => <MaterialsTab /> },
    { key: 'molds', label: 'sourcing:inquiry.tabs.molds', render: () => <MoldItemsTab /> },
    { key: 'shipping', label: 'sourcing:inquiry.tabs.shipping', render: () => <ShippingItemsTab /> },
    { key: 'lines', label: 'sourcing:inquiry.tabs.lines', render: () => <MaterialLinesTab /> },
    { key: 'suppliers', label: 'sourcing:inquiry.tabs.suppliers', render: () => <SuppliersTab record={record} /> },
  ],
  actions: inquiryActions,
});

export function InquiryDetailPage() {
  return <DetailPage declaration={inquiryDetail} />;
}
