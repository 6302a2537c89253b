// Common search and paging (spec section 3; api-conventions.md "Search request and page result").
import { DEFAULT_PAGE_SIZE } from './constants';

export type { ApiErrorBody, NamedErrorCode } from '../api/error-body';
export { DEFAULT_PAGE_SIZE };

export type SortDirection = 'ASC' | 'DESC';

export interface Sort {
  field: string;
  direction: SortDirection;
}

export interface Paging {
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** The body of every `POST .../search` (and `.../xls`): keyword, paging, sorts, then the filters. */
export type SearchRequest<F extends object = Record<never, never>> = {
  keyword?: string;
  paging: Paging;
  sorts: Sort[];
} & F;

export interface PageResult<T> {
  atPage: number;
  items: T[];
  totalCount: number;
  totalPages: number;
}

/** Lists that sort ascending by default; every other list sorts by id descending (section 9). */
export type AscendingList = 'attachmentSetting';

export function defaultSorts(list?: AscendingList): Sort[] {
  return [{ field: 'id', direction: list === 'attachmentSetting' ? 'ASC' : 'DESC' }];
}

/** A first-page request with the default page size and sort, plus the given filters. */
export function searchRequest<F extends object>(filters: F, list?: AscendingList): SearchRequest<F> {
  return { paging: { page: 1, pageSize: DEFAULT_PAGE_SIZE }, sorts: defaultSorts(list), ...filters };
}

export function totalPagesOf(totalCount: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(totalCount / pageSize) : 0;
}

/** The page `paging` asks for out of all matching items (what the mock backend answers). */
export function pageOf<T>(all: readonly T[], paging: Paging): PageResult<T> {
  const start = (paging.page - 1) * paging.pageSize;
  return {
    atPage: paging.page,
    items: all.slice(start, start + paging.pageSize),
    totalCount: all.length,
    totalPages: totalPagesOf(all.length, paging.pageSize),
  };
}

/** Value search modes of section 5; BETWEEN uses `from`/`to`, the others `value`. */
export type ValueSearchMode = 'STARTS_WITH' | 'CONTAINS' | 'BETWEEN';

export interface ValueSearch {
  mode: ValueSearchMode;
  value?: string;
  from?: string;
  to?: string;
}
