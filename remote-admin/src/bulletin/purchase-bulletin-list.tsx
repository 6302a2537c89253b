import { useTranslation } from 'react-i18next';
import { Chip } from 'shared-ui/components';
import type { BulletinDetail, BulletinFilter, SupplierPurchaseBulletinRow } from 'shared-ui/contract';
import { optionsOf, useCallerPrefix } from 'shared-ui/data';
import { defineList, ListPage, statusColumn, statusOptions, toDetail, type FilterDef, type ListColumn } from 'shared-ui/list';
import { internalNoticeSearch, supplierNoticeSearch } from './bulletin.api';
import { categoryColumn } from './notice-parts';

const filters: FilterDef<BulletinFilter>[] = [
  { type: 'text', name: 'docNo' },
  { type: 'text', name: 'subject' },
  { type: 'select', name: 'category', options: optionsOf('bulletinCategories') },
  { type: 'dateRange', name: 'publishDate' },
  { type: 'text', name: 'keyword' },
];

/** Unread bulletins stand out for the supplier. */
function ReadMark({ read }: { read: boolean }) {
  const { t } = useTranslation('admin');
  return read ? <>{t('admin:bulletin.readDone')}</> : <Chip size="small" color="primary" label={t('admin:bulletin.unread')} />;
}

const internalColumns: ListColumn<BulletinDetail>[] = [
  { field: 'docNo', width: 140 },
  { field: 'version', width: 70 },
  { field: 'subject', minWidth: 180, flex: 1 },
  { field: 'title', minWidth: 220, flex: 1.5 },
  categoryColumn,
  statusColumn('status', 'bulletinStatus', 110),
  statusColumn('docVersionStatus', 'docVersionStatus', 110),
  { field: 'publishDate', width: 120 },
  { field: 'validTo', width: 120 },
];

const supplierColumns: ListColumn<SupplierPurchaseBulletinRow>[] = [
  { field: 'read', width: 100, sortable: false, renderCell: ({ row }) => <ReadMark read={row.read} /> },
  { field: 'publishDate', width: 120 },
  { field: 'docNo', width: 140 },
  { field: 'subject', minWidth: 180, flex: 1 },
  { field: 'title', minWidth: 240, flex: 1.5 },
  categoryColumn,
  { field: 'validTo', width: 120 },
];

/** Purchasing bulletins (BULLETIN_NORMAL) as purchasing staff keep them: every version, and new ones written. */
export const internalNoticeList = defineList<BulletinDetail, BulletinFilter>({
  ...internalNoticeSearch,
  namespace: 'admin',
  title: 'admin:bulletin.title',
  permission: 'BULLETIN_NORMAL',
  rowLink: toDetail,
  toolbarActions: [{ key: 'new', label: 'admin:bulletin.new', to: 'detail/create' }],
  columns: internalColumns,
  filters: [
    ...filters,
    { type: 'select', name: 'status', options: statusOptions('bulletinStatus') },
    { type: 'select', name: 'docVersionStatus', options: statusOptions('docVersionStatus') },
  ],
});

/** The bulletins published to a supplier's company, newest first, unread marked. */
export const supplierNoticeList = defineList<SupplierPurchaseBulletinRow, BulletinFilter>({
  ...supplierNoticeSearch,
  namespace: 'admin',
  title: 'admin:bulletin.title',
  permission: 'BULLETIN_NORMAL',
  rowLink: toDetail,
  columns: supplierColumns,
  filters,
});

export function PurchaseBulletinListPage() {
  return useCallerPrefix() === 'a' ? <ListPage declaration={internalNoticeList} /> : <ListPage declaration={supplierNoticeList} />;
}
