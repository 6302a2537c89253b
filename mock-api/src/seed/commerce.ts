import { bi, rows, type SeedOption } from './option-types';

/** Terms, incoterms, supplier types and the small code lists of the supplier and document forms. */
export const seedPaymentTerms = () =>
  rows([
    ['N000', '即期付款', 'Due immediately'],
    ['N030', '月結 30 天', 'Net 30 days'],
    ['N060', '月結 60 天', 'Net 60 days'],
    ['N090', '月結 90 天', 'Net 90 days'],
    ['E030', '次月結 30 天', 'End of month + 30 days'],
    ['E060', '次月結 60 天', 'End of month + 60 days'],
    ['P100', '預付 100%', '100% prepayment'],
  ]);

export const seedIncoterms = () =>
  rows([
    ['EXW', '工廠交貨', 'Ex works'],
    ['FCA', '貨交承運人', 'Free carrier'],
    ['FOB', '船上交貨', 'Free on board'],
    ['CIF', '運保費在內', 'Cost, insurance and freight'],
    ['CPT', '運費付至', 'Carriage paid to'],
    ['DAP', '目的地交貨', 'Delivered at place'],
    ['DDP', '稅訖交貨', 'Delivered duty paid'],
  ]);

export const seedGenders = () =>
  rows([
    ['M', '男', 'Male'],
    ['F', '女', 'Female'],
    ['O', '其他', 'Other'],
  ]);

/** Supplier types; BRL is used by the Brazilian company only (the a/ lookup filters by scope). */
export function seedSupplierTypes(): SeedOption[] {
  return [
    { code: 'RAW', name: bi('原物料供應商', 'Raw material supplier') },
    { code: 'PART', name: bi('零組件供應商', 'Component supplier') },
    { code: 'OEM', name: bi('代工廠', 'Contract manufacturer') },
    { code: 'EQP', name: bi('設備供應商', 'Equipment supplier') },
    { code: 'SVC', name: bi('服務供應商', 'Service provider') },
    { code: 'LOG', name: bi('物流商', 'Logistics provider') },
    { code: 'BRL', name: bi('巴西當地供應商', 'Brazil local supplier'), companyCodes: ['3000'] },
  ];
}

export const seedEnvironmentLevels = () =>
  rows([
    ['A', '綠色夥伴 A 級', 'Green partner A'],
    ['B', '綠色夥伴 B 級', 'Green partner B'],
    ['C', '待改善', 'To improve'],
    ['N', '未評鑑', 'Not assessed'],
  ]);

export const seedPayTypes = () =>
  rows([
    ['TRANSFER', '匯款', 'Transfer'],
    ['CHECK', '支票', 'Cheque'],
    ['CASH', '現金', 'Cash'],
  ]);

export const seedUnits = () =>
  rows([
    ['PC', '個', 'Piece'],
    ['SET', '組', 'Set'],
    ['KG', '公斤', 'Kilogram'],
    ['M', '公尺', 'Metre'],
    ['BOX', '箱', 'Box'],
    ['ROL', '卷', 'Roll'],
  ]);

export const seedInquiryTypes = () =>
  rows([
    ['MAT', '料件詢價', 'Material inquiry'],
    ['MOLD', '模具詢價', 'Mold inquiry'],
    ['SHIP', '運費詢價', 'Shipping-cost inquiry'],
  ]);

export const seedRelationEventTypes = () =>
  rows([
    ['VISIT', '拜訪', 'Visit'],
    ['MEETING', '會議', 'Meeting'],
    ['DINNER', '餐敘', 'Dinner'],
    ['GIFT', '禮品往來', 'Gift'],
    ['COMPLAINT', '客訴處理', 'Complaint'],
  ]);

export const seedSocialMediaTypes = () =>
  rows([
    ['LINE', 'LINE', 'LINE'],
    ['WECHAT', '微信', 'WeChat'],
    ['WHATSAPP', 'WhatsApp', 'WhatsApp'],
    ['LINKEDIN', 'LinkedIn', 'LinkedIn'],
  ]);

export const seedBulletinCategories = () =>
  rows([
    ['GENERAL', '一般公告', 'General'],
    ['QUALITY', '品質公告', 'Quality'],
    ['ENV', '環保法規', 'Environmental regulation'],
    ['HOLIDAY', '休假公告', 'Holidays'],
  ]);

export const seedAuditTypes = () =>
  rows([
    ['NEW', '新供應商稽核', 'New supplier audit'],
    ['ANNUAL', '年度稽核', 'Annual audit'],
    ['SPECIAL', '專案稽核', 'Special audit'],
  ]);

export const seedAttachmentTypes = () =>
  rows([
    ['REG', '營業登記證明', 'Business registration'],
    ['BANK', '存摺封面', 'Bank account proof'],
    ['TAX', '完稅證明', 'Tax certificate'],
    ['ISO', 'ISO 證書', 'ISO certificate'],
    ['NDA', '保密協議', 'Non-disclosure agreement'],
    ['CSR', '企業社會責任承諾書', 'CSR commitment'],
    ['RoHS', '有害物質不使用聲明', 'RoHS declaration'],
  ]);
