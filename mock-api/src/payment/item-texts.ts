import type { PoItemRecord } from '../seed/purchasing-records';

/** What a bill line and the invoice request list show of a PO item beside its number: material, description, unit (when it has them). */
export const itemTexts = (item: PoItemRecord) => ({
  ...(item.material ? { material: item.material } : {}),
  ...(item.itemDesc ? { itemDesc: item.itemDesc } : {}),
  ...(item.unit ? { unit: item.unit } : {}),
});
