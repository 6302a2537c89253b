import type { DeliveryScheduleRow } from 'shared-ui/contract';
import { say } from '../http/locale';
import { fail, ok } from '../http/respond';
import { MAX_PAGE_SIZE, search, type SearchSpec } from '../store/search';
import type { Reader } from './access';
import { textFilter } from './rows';

/** The schedule lists (DeliveryScheduleFilter): poNo and material contain; plantCode, estimatedDate range, confirmStatus and dateColour lists, supplierIds (a/ only). */
export const scheduleSearch: SearchSpec<DeliveryScheduleRow> = {
  keywordFields: ['poNo', 'material', 'itemDesc', 'supplierName'],
  filterPaths: { supplierIds: 'supplierId' },
  customFilters: { poNo: textFilter((r) => r.poNo), material: textFilter((r) => r.material) },
};

/** The raw search body (a body that is not JSON is handed on as text, so the search answers 400). */
export async function searchBody(request: Request): Promise<unknown> {
  const raw = await request.text();
  try {
    return raw ? JSON.parse(raw) : {};
  } catch {
    return raw;
  }
}

/**
 * The body as the reader may send it: a supplier's `supplierIds` (or `supplierId`) filter is
 * dropped, its rows are its own supplier's whatever it sends (the rows given are already its own).
 */
export function forReader(reader: Reader, body: unknown): unknown {
  if (reader.kind !== 'supplier' || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { supplierIds: _ids, supplierId: _id, ...rest } = body as Record<string, unknown>;
  return rest;
}

/** One page of `rows` as the search asks, each row passed through `show`; or 400 with every broken rule. */
export function answerPage<T extends object, R = T>(request: Request, rows: readonly T[], body: unknown, spec: SearchSpec<T>, show?: (row: T) => R) {
  const outcome = search(rows, body, spec);
  if ('errors' in outcome) return fail(400, outcome.errors.map((m) => say(request, m)));
  return ok(show ? { ...outcome.page, items: outcome.page.items.map(show) } : outcome.page);
}

/** Every row the search matches, in its order (the Excel export: the search without paging). */
export function allMatches<T extends object>(request: Request, rows: readonly T[], body: unknown, spec: SearchSpec<T>): T[] | Response {
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  if (!isObject && body !== null && body !== undefined) {
    const outcome = search(rows, body, spec);
    if ('errors' in outcome) return fail(400, outcome.errors.map((m) => say(request, m)));
  }
  const base = isObject ? body : {};
  const out: T[] = [];
  for (let page = 1; ; page++) {
    const outcome = search(rows, { ...base, paging: { page, pageSize: MAX_PAGE_SIZE } }, spec);
    if ('errors' in outcome) return fail(400, outcome.errors.map((m) => say(request, m)));
    out.push(...outcome.page.items);
    if (page >= outcome.page.totalPages) return out;
  }
}
