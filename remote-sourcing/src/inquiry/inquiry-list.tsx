import { useTranslation } from 'react-i18next';
import { Stack, useSession } from 'shared-ui';
import { useLocation } from 'shared-ui/routing';
import { Chip } from 'shared-ui/components';
import { INQUIRY_STATUSES, type InquiryFilter, type InquiryListItem, type InquiryStatus } from 'shared-ui/contract';
import { useQuery } from 'shared-ui/data';
import { defineList, ListPage, namesColumn, searchExport, statusColumn, statusOptions, toDetail, useListStates, useListViewState } from 'shared-ui/list';
import { INQUIRY_TYPE_OPTIONS, inquiryTypeColumn } from '../common/inquiry-type';
import { inquiryListSearch, inquiryResource } from './inquiry.api';

/** The inquiry list (spec section 3 filters, Excel export), the user's purchasing orgs only. */
export const inquiryList = defineList<InquiryListItem, InquiryFilter>({
  ...inquiryListSearch,
  namespace: 'sourcing',
  title: 'sourcing:inquiry.title',
  permission: 'INQUIRY',
  rowLink: toDetail,
  exports: [searchExport()],
  toolbarActions: [{ key: 'create', label: 'sourcing:inquiry.create', to: 'detail/create' }],
  columns: [
    { field: 'inqNo', width: 140 },
    inquiryTypeColumn('inquiryType'),
    statusColumn('status', 'inquiryStatus'),
    { field: 'purpose', minWidth: 180, flex: 1 },
    { field: 'materialSummary', width: 150 },
    namesColumn('supplierNames', { minWidth: 180, flex: 1, sortable: false }),
    { field: 'purchasingOrgCode', width: 100 },
    { field: 'dueDate', width: 110 },
    { field: 'inquiryCreateDate', width: 120 },
  ],
  filters: [
    { type: 'text', name: 'inqNo' },
    { type: 'select', name: 'status', options: statusOptions('inquiryStatus') },
    { type: 'text', name: 'quoNo' },
    { type: 'select', name: 'inquiryType', options: INQUIRY_TYPE_OPTIONS },
    { type: 'text', name: 'createByAccount' },
    { type: 'text', name: 'personInChargeAccount' },
    { type: 'text', name: 'material' },
    { type: 'text', name: 'materialItem' },
    { type: 'text', name: 'moldModel' },
    { type: 'text', name: 'supplierName' },
    { type: 'text', name: 'supplierNoScp' },
    { type: 'dateRange', name: 'inquiryCreateDate' },
  ],
});

/** How many inquiries are in each status (the list's other filters aside); a chip shows only those. */
function StatusCounts({ listKey }: { listKey: string }) {
  const { t } = useTranslation('status');
  const locale = useSession((s) => s.locale);
  const save = useListStates((s) => s.save);
  const { filters } = useListViewState(listKey);
  const query = useQuery({
    queryKey: [...inquiryResource.key, 'list', 'statusCounts', locale],
    queryFn: async () => Promise.all(INQUIRY_STATUSES.map((status) => inquiryResource.count({ status }))),
  });
  const counts = query.data;
  // Counted silently: a failed count reads '—' (the chips still filter), never '…' for ever.
  const pending = query.isError ? '—' : '…';
  const current = filters.status;
  const pick = (status: InquiryStatus | undefined) => save(listKey, { filters: { ...filters, status }, page: 0 });
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label={t('sourcing:inquiry.counts')}>
      <Chip label={t('sourcing:inquiry.allStatuses')} color={current ? 'default' : 'primary'} onClick={() => pick(undefined)} />
      {INQUIRY_STATUSES.map((status, i) => (
        <Chip
          key={status}
          label={`${t(`inquiryStatus.${status}`)} ${counts ? counts[i] : pending}`}
          color={current === status ? 'primary' : 'default'}
          onClick={() => pick(status)}
          aria-pressed={current === status}
        />
      ))}
    </Stack>
  );
}

export function InquiryListPage() {
  const listKey = useLocation().pathname;
  return (
    <Stack spacing={2}>
      <StatusCounts listKey={listKey} />
      <ListPage declaration={inquiryList} />
    </Stack>
  );
}
