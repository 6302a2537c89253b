import type { PageResult, Paging } from 'shared-ui/contract';

/**
 * Every item of a paged search, page by page: what a sheet is checked against, or an upload's
 * suppliers, may be more than one page holds. `onProgress` gets the share read (0-100).
 */
export async function everyPage<T>(page: (paging: Paging) => Promise<PageResult<T>>, options: { pageSize?: number; onProgress?(percent: number): void } = {}): Promise<T[]> {
  const pageSize = options.pageSize ?? 1000;
  const items: T[] = [];
  for (let at = 1; ; at += 1) {
    const result = await page({ page: at, pageSize });
    items.push(...result.items);
    options.onProgress?.(Math.round((at / Math.max(1, result.totalPages)) * 100));
    if (at >= result.totalPages || result.items.length === 0) return items;
  }
}
