import type { Bulletin, SupplierPurchaseBulletinRow } from 'shared-ui/contract';
import type { BulletinRecord } from '../seed/bulletins';
import type { SearchSpec } from '../store/search';
import { textFilter } from '../store/text-filter';
import { reaches } from './bulletin-workflow';

/** A row of `a/purchaseBulletin/search`: the notice without its history. */
export type PurchaseBulletinListItem = Omit<Bulletin, 'history' | 'replies'> & { id: number };
export const purchaseBulletinListItem = ({ history: _history, replies: _replies, ...record }: BulletinRecord): PurchaseBulletinListItem => record;

/** Whether a supplier reads the notice: a CURRENT version published by `today` to it. */
export const supplierSees = (b: BulletinRecord, supplierId: number, today: string) =>
  b.status === 'PUBLISHED' && b.docVersionStatus === 'CURRENT' && Boolean(b.publishDate && b.publishDate <= today) && reaches(b.targets, supplierId);

/** The notice as its supplier reads it: no targets, no history; `read` once one of its accounts opened it. */
export function supplierRow({ history: _history, replies: _replies, targets: _targets, ...record }: BulletinRecord, read: boolean): SupplierPurchaseBulletinRow {
  return { ...record, read };
}

const KEYWORD_FIELDS = ['docNo', 'docVersionCode', 'subject', 'title'];
const customFilters = () => ({ docNo: textFilter<{ docNo?: string }>((b) => b.docNo), subject: textFilter<{ subject: string }>((b) => b.subject) });

/** `a/purchaseBulletin/search` (BulletinFilter): docNo and subject contain; category, status, docVersionStatus, publishDate range. */
export const purchaseBulletinSearch: SearchSpec<BulletinRecord> = { keywordFields: KEYWORD_FIELDS, customFilters: customFilters() };

/** `su/purchaseBulletin/search`: newest first; also `read`. */
export const supplierPurchaseBulletinSearch: SearchSpec<SupplierPurchaseBulletinRow> = {
  keywordFields: KEYWORD_FIELDS,
  customFilters: customFilters(),
  defaultSorts: [{ field: 'publishDate', direction: 'DESC' }, { field: 'id', direction: 'DESC' }],
};
