import { bi, type SeedOption } from './option-types';

/**
 * The service items: a two-level tree, codes of 2 digits for a group and 4 for an item under it
 * (`parentCode` links them). A supplier's categoryInfoList picks items; one is the main one.
 */
const TREE: [string, string, string, [string, string, string][]][] = [
  ['10', '金屬材料', 'Metals', [['1010', '鋼材', 'Steel'], ['1020', '鋁材', 'Aluminium'], ['1030', '銅材', 'Copper'], ['1040', '金屬沖壓件', 'Metal stampings'], ['1050', '壓鑄件', 'Die castings']]],
  ['20', '塑膠材料', 'Plastics', [['2010', '塑膠粒', 'Resin'], ['2020', '射出成型件', 'Injection moulded parts'], ['2030', '橡膠件', 'Rubber parts']]],
  ['30', '電子零件', 'Electronics', [['3010', '被動元件', 'Passive components'], ['3020', '積體電路', 'Integrated circuits'], ['3030', '印刷電路板', 'Printed circuit boards'], ['3040', '連接器與線材', 'Connectors and cables'], ['3050', '電源供應器', 'Power supplies']]],
  ['40', '包裝材料', 'Packaging', [['4010', '紙箱', 'Cartons'], ['4020', '緩衝材', 'Cushioning'], ['4030', '標籤', 'Labels']]],
  ['50', '模具與治具', 'Molds and fixtures', [['5010', '塑膠模具', 'Plastic molds'], ['5020', '沖壓模具', 'Stamping dies'], ['5030', '測試治具', 'Test fixtures']]],
  ['60', '設備', 'Equipment', [['6010', '自動化設備', 'Automation'], ['6020', '量測儀器', 'Measuring instruments']]],
  ['70', '服務', 'Services', [['7010', '物流運輸', 'Logistics'], ['7020', '檢驗測試', 'Inspection and testing'], ['7030', '資訊服務', 'IT services'], ['7040', '清潔維護', 'Cleaning and maintenance']]],
];

export function seedServiceItems(): SeedOption[] {
  return TREE.flatMap(([code, zh, en, children]) => [
    { code, name: bi(zh, en) },
    ...children.map(([childCode, childZh, childEn]) => ({ code: childCode, name: bi(childZh, childEn), parentCode: code })),
  ]);
}
