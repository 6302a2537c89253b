import type { DeliveryScheduleRow } from 'shared-ui/contract';
import type { SearchSpec } from '../store/search';
import { textFilter } from '../store/text-filter';

/** The schedule lists (DeliveryScheduleFilter): poNo and material contain; plantCode, estimatedDate range, confirmStatus and dateColour lists, supplierIds (a/ only). */
export const scheduleSearch: SearchSpec<DeliveryScheduleRow> = {
  keywordFields: ['poNo', 'material', 'itemDesc', 'supplierName'],
  filterPaths: { supplierIds: 'supplierId' },
  customFilters: { poNo: textFilter((r) => r.poNo), material: textFilter((r) => r.material) },
};
