import { QUOTATION_OPEN_TO_SUPPLIER, type QuotationFilter, type QuotationListItem } from 'shared-ui/contract';
import { usePrefixed, type CallerPrefix } from 'shared-ui/data';
import { defineList, ListPage, statusColumn, statusOptions, supplierColumn, toDetail } from 'shared-ui/list';
import { DueDate } from '../common/due-date';
import { INQUIRY_TYPE_OPTIONS, inquiryTypeColumn } from '../common/inquiry-type';
import { quotationListSearch } from './quotation.api';

const YES_NO = [
  { code: 'true', label: 'sourcing:quotation.activeYes' },
  { code: 'false', label: 'sourcing:quotation.activeNo' },
];

/**
 * The quotation list (spec section 3 filters): a supplier its own (the home page's "to answer"
 * link fills `status` with INVITED, DRAFT and REJECTED), internal users those of their orgs.
 */
export const quotationList = (prefix: CallerPrefix) =>
  defineList<QuotationListItem, QuotationFilter>({
    ...quotationListSearch(prefix),
    namespace: 'sourcing',
    title: 'sourcing:quotation.title',
    permission: 'QUOTATION',
    rowLink: toDetail,
    columns: [
      { field: 'quoNo', width: 140 },
      { field: 'inqNo', width: 140 },
      inquiryTypeColumn('inquiryType'),
      ...supplierColumn<QuotationListItem>(prefix),
      statusColumn('status', 'quotationStatus'),
      { field: 'dueDate', width: 200, renderCell: ({ row }) => <DueDate dueDate={row.dueDate} dueInDays={QUOTATION_OPEN_TO_SUPPLIER.includes(row.status) ? row.dueInDays : undefined} /> },
      { field: 'currencyCode', width: 90 },
      { field: 'prNo', width: 120 },
      { field: 'effectiveDate', width: 120 },
      { field: 'expireDate', width: 120 },
    ],
    filters: [
      { type: 'multiSelect', name: 'status', options: statusOptions('quotationStatus') },
      { type: 'select', name: 'type', options: INQUIRY_TYPE_OPTIONS },
      { type: 'text', name: 'quoNo' },
      { type: 'text', name: 'inqNo' },
      { type: 'text', name: 'prNo' },
      { type: 'text', name: 'material' },
      { type: 'text', name: 'moldModel' },
      { type: 'select', name: 'active', options: YES_NO },
      { type: 'dateRange', name: 'dueDate' },
      { type: 'dateRange', name: 'effectiveDate' },
      { type: 'dateRange', name: 'quotationExpireDate' },
    ],
  });

export function QuotationListPage() {
  return <ListPage declaration={usePrefixed(quotationList)} />;
}
