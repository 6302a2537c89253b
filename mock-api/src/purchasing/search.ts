import type { DeliveryScheduleRow } from 'shared-ui/contract';
import type { SearchSpec } from '../store/search';
import type { Reader } from './access';
import { textFilter } from './rows';

/** The schedule lists (DeliveryScheduleFilter): poNo and material contain; plantCode, estimatedDate range, confirmStatus and dateColour lists, supplierIds (a/ only). */
export const scheduleSearch: SearchSpec<DeliveryScheduleRow> = {
  keywordFields: ['poNo', 'material', 'itemDesc', 'supplierName'],
  filterPaths: { supplierIds: 'supplierId' },
  customFilters: { poNo: textFilter((r) => r.poNo), material: textFilter((r) => r.material) },
};


/**
 * The body as the reader may send it: a supplier's `supplierIds` (or `supplierId`) filter is
 * dropped, its rows are its own supplier's whatever it sends (the rows given are already its own).
 */
export function forReader(reader: Reader, body: unknown): unknown {
  if (reader.kind !== 'supplier' || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { supplierIds: _ids, supplierId: _id, ...rest } = body as Record<string, unknown>;
  return rest;
}


