import type { ParityFilter, ParityListItem } from 'shared-ui/contract';
import { defineList, ListPage, namesColumn, searchExport, statusColumn, statusOptions, toDetail } from 'shared-ui/list';
import { parityListSearch } from './parity.api';

/** The parity (bidding) list: spec section 3 filters, Excel export; the sheets of inquiries in the user's purchasing orgs. */
export const parityList = defineList<ParityListItem, ParityFilter>({
  ...parityListSearch,
  namespace: 'sourcing',
  title: 'sourcing:parity.title',
  permission: 'PARITY',
  rowLink: toDetail,
  exports: [searchExport()],
  columns: [
    { field: 'parityNo', width: 140 },
    { field: 'inqNo', width: 140 },
    statusColumn('status', 'parityStatus'),
    statusColumn('bpmStatus', 'bpmStatus'),
    { field: 'bpmDocNo', width: 160 },
    statusColumn('inquiryStatus', 'inquiryStatus'),
    namesColumn('supplierNames', { minWidth: 200, flex: 1, sortable: false }),
    { field: 'winningSupplierName', minWidth: 160 },
    { field: 'createdDate', width: 120 },
  ],
  filters: [
    { type: 'text', name: 'parityNo' },
    { type: 'text', name: 'inqNo' },
    { type: 'text', name: 'bpmDocNo' },
    { type: 'select', name: 'status', options: statusOptions('parityStatus') },
    { type: 'select', name: 'bpmStatus', options: statusOptions('bpmStatus') },
    { type: 'select', name: 'inquiryStatus', options: statusOptions('inquiryStatus') },
    { type: 'text', name: 'supplierName' },
    { type: 'dateRange', name: 'createdDate' },
  ],
});

export function ParityListPage() {
  return <ListPage declaration={parityList} />;
}
