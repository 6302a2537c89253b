import { useTranslation } from 'react-i18next';
import { Stack } from 'shared-ui';
import { Chip, statusColour } from 'shared-ui/components';
import type { BulletinFilter, BulletinListItem, BulletinReplyStatus, SupplierBulletinRow } from 'shared-ui/contract';
import { optionsOf, useCallerPrefix } from 'shared-ui/data';
import { defineList, ListPage, statusColumn, statusOptions, toDetail, type FilterDef, type ListColumn } from 'shared-ui/list';
import { categoryColumn } from '../bulletin/notice-parts';
import { internalDocSearch, supplierDocSearch } from './doc-tracking.api';

const REPLY_STATUSES: BulletinReplyStatus[] = ['PENDING', 'DRAFT', 'COMMITTED', 'RETURNED', 'CONFIRMED'];

const filters: FilterDef<BulletinFilter>[] = [
  { type: 'text', name: 'docNo' },
  { type: 'text', name: 'subject' },
  { type: 'select', name: 'category', options: optionsOf('bulletinCategories') },
  { type: 'select', name: 'status', options: statusOptions('bulletinStatus') },
  { type: 'select', name: 'docVersionStatus', options: statusOptions('docVersionStatus') },
  { type: 'dateRange', name: 'publishDate' },
  { type: 'multiSelect', name: 'replyStatus', options: statusOptions('bulletinReplyStatus') },
  { type: 'text', name: 'keyword' },
];

/** How many target replies are in each status: what still waits at a glance. */
function ReplyCounts({ counts }: { counts: BulletinListItem['replyCounts'] }) {
  const { t } = useTranslation('admin');
  const shown = REPLY_STATUSES.filter((s) => counts[s]);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      {shown.map((s) => (
        <Chip key={s} size="small" variant="outlined" color={statusColour(s)} label={t('admin:docTracking.countsLabel', { status: t(`status:bulletinReplyStatus.${s}`), count: counts[s] })} />
      ))}
    </Stack>
  );
}

const internalColumns: ListColumn<BulletinListItem>[] = [
  { field: 'docNo', width: 130 },
  { field: 'version', width: 70 },
  { field: 'subject', minWidth: 160, flex: 1 },
  { field: 'title', minWidth: 200, flex: 1.2 },
  categoryColumn,
  statusColumn('status', 'bulletinStatus', 110),
  statusColumn('docVersionStatus', 'docVersionStatus', 110),
  { field: 'publishDate', width: 115 },
  { field: 'replyDueDate', width: 115 },
  { field: 'reminderCount', width: 90, type: 'number' },
  { field: 'replyCounts', minWidth: 320, sortable: false, renderCell: ({ row }) => <ReplyCounts counts={row.replyCounts} /> },
];

const supplierColumns: ListColumn<SupplierBulletinRow>[] = [
  statusColumn('replyStatus', 'bulletinReplyStatus', 110),
  { field: 'docNo', width: 130 },
  { field: 'version', width: 70 },
  { field: 'subject', minWidth: 160, flex: 1 },
  { field: 'title', minWidth: 220, flex: 1.5 },
  categoryColumn,
  statusColumn('status', 'bulletinStatus', 110),
  { field: 'publishDate', width: 115 },
  { field: 'replyDueDate', width: 115 },
  { field: 'repliedAt', width: 150, valueFormatter: (value?: string) => (value ? value.slice(0, 16).replace('T', ' ') : '') },
  { field: 'returnCount', width: 90, type: 'number' },
];

/** Document tracking (BULLETIN_DOC) for purchasing staff: every version with its replies counted; new documents. */
export const internalDocList = defineList<BulletinListItem, BulletinFilter>({
  ...internalDocSearch,
  namespace: 'admin',
  title: 'admin:docTracking.title',
  permission: 'BULLETIN_DOC',
  rowLink: toDetail,
  toolbarActions: [{ key: 'new', label: 'admin:docTracking.new', to: 'detail/create' }],
  columns: internalColumns,
  filters,
});

/** The documents a supplier answers, with its own reply status (Home's "to reply" count opens it filtered). */
export const supplierDocList = defineList<SupplierBulletinRow, BulletinFilter>({
  ...supplierDocSearch,
  namespace: 'admin',
  title: 'admin:docTracking.title',
  permission: 'BULLETIN_DOC',
  rowLink: toDetail,
  columns: supplierColumns,
  filters: filters.filter((f) => f.name !== 'docVersionStatus'),
});

export function DocTrackingListPage() {
  return useCallerPrefix() === 'a' ? <ListPage declaration={internalDocList} /> : <ListPage declaration={supplierDocList} />;
}
