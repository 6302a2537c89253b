import type { Inquiry, InquiryMaterial, InquiryStatus, MaterialLine, MoldItem, ParityStatus, BpmStatus, QuotationStatus, ShippingCostItem } from 'shared-ui/contract';
import { both, byDate, COMPANY_OF_ORG, LOCAL_CURRENCY_OF_ORG, numberer, PLANT_PLACE, PLANTS_OF_ORG, rateInto, seedFile, staff, type SupplierFacts } from './collaboration-common';
import { BUYERS_BY_ORG, SOURCERS } from './internal-users';
import { CATALOGUE } from './purchase-orders-bulk';
import { day, PURCHASING_DEMO_DAY, round2 } from './purchasing-common';
import { seeded, type Random } from './random';
import { DEMO_SUPPLIERS } from './suppliers';

export type InquiryRecord = Inquiry & { id: number };

/** A part asked for: material number (absent for a new part), description, unit, price in USD, service item. */
export interface Part {
  material?: string;
  description: string;
  unit: string;
  usd: number;
  serviceItem: string;
}

/**
 * How an inquiry was drawn, for the quotation and parity seeds: when it went out and quotes are
 * due, the price basis of each line (USD), and what the demo suppliers' quotations must show.
 */
export interface InquiryDraw {
  inquiry: InquiryRecord;
  /** When the suppliers were invited (absent on a draft). */
  sentOn?: string;
  dueDate: string;
  /** USD price basis per line `seq` (materials, molds or lanes, by the inquiry type). */
  basis: Map<number, { usd: number; moldUsd?: number }>;
  /** A demo supplier's quotation status, fixed. */
  forced: Map<number, QuotationStatus>;
  /** The supplier that quotes lowest (a demo supplier that must win). */
  favoured?: number;
  /** COMPLETED inquiries, and CLOSED ones that had one: the parity sheet's status and sign-off. */
  parity?: { status: ParityStatus; bpmStatus: BpmStatus };
}

const NEW_PARTS: Part[] = [
  { description: 'X200 前蓋（新開發） X200 front cover (new part)', unit: 'PC', usd: 0.52, serviceItem: '2020' },
  { description: 'X200 鋁合金中框 X200 aluminium mid-frame', unit: 'PC', usd: 2.35, serviceItem: '1020' },
  { description: '充電座銅排 Charger copper busbar', unit: 'PC', usd: 0.78, serviceItem: '1030' },
  { description: '戶外機殼密封圈 Outdoor housing seal ring', unit: 'PC', usd: 0.06, serviceItem: '2030' },
  { description: '電源模組散熱片 Power module heat sink', unit: 'PC', usd: 1.25, serviceItem: '1020' },
  { description: '馬達固定支架 Motor mounting bracket', unit: 'PC', usd: 0.18, serviceItem: '1040' },
  { description: 'USB-C 連接線組 USB-C cable assembly', unit: 'SET', usd: 0.7, serviceItem: '3040' },
  { description: '控制板 PCBA（四層） Control board PCBA (4 layers)', unit: 'PC', usd: 5.9, serviceItem: '3030' },
  { description: '壓鑄馬達端蓋 Die-cast motor end cap', unit: 'PC', usd: 1.6, serviceItem: '1050' },
  { description: '彩盒（四色印刷） Retail box (four-colour print)', unit: 'PC', usd: 0.21, serviceItem: '4010' },
];
/** The service item a catalogue material is bought under (the material numbers' groups are the ERP's, not the portal's tree). */
const SERVICE_ITEM_OF: Record<string, string> = {
  'M-1040-0012': '1040', 'M-1040-0031': '1040', 'M-2020-0108': '2020', 'M-2020-0214': '2020', 'M-2030-0009': '2030',
  'M-3040-0051': '3040', 'M-3040-0077': '3040', 'M-3050-0102': '3030', 'M-3050-0140': '3040', 'M-1020-0007': '1020',
  'M-1020-0019': '1050', 'M-1010-0300': '1010', 'M-1010-0410': '1010', 'M-1030-0025': '1030', 'M-1030-0066': '1030',
  'M-4010-0003': '1010', 'M-4010-0008': '1010', 'M-4020-0015': '4010', 'M-4020-0027': '4020', 'M-5010-0004': '2010',
  'M-5010-0012': '2010', 'M-6010-0020': '1020', 'M-6010-0033': '3040', 'M-7010-0001': '1010',
};
const CATALOGUE_PARTS: Part[] = CATALOGUE.map(([material, description, unit, usd]) => ({ material, description, unit, usd, serviceItem: SERVICE_ITEM_OF[material] ?? '1010' }));

type Breakdown = [string, string?, string?, number?, number?, boolean?][];
const MOULDED: Breakdown = [
  ['ABS 原料 ABS resin', '射出 Injection moulding', '咬花 VDI 27 Texture VDI 27', 0.085, 2, true],
  ['噴漆 Painting', '噴塗 Spray painting', '霧黑 Matte black', undefined, undefined, false],
  ['組裝 Assembly', '熱熔 Heat staking', undefined, undefined, undefined, true],
];
const STAMPED: Breakdown = [
  ['SUS304 板材 SUS304 sheet', '沖壓 Stamping', undefined, 0.012, 4, true],
  ['電鍍 Plating', '滾鍍 Barrel plating', '鍍鎳 Nickel', undefined, undefined, false],
  ['包裝 Packing', '真空包裝 Vacuum packing', undefined, undefined, undefined, true],
];
const COPPER: Breakdown = [
  ['C1100 銅帶 C1100 copper strip', '連續沖壓 Progressive stamping', undefined, 0.004, 8, true],
  ['電鍍 Plating', '連續電鍍 Reel-to-reel plating', '鍍錫 Tin', undefined, undefined, false],
  ['包裝 Packing', '捲盤包裝 On reels', undefined, undefined, undefined, true],
];
const ASSEMBLED: Breakdown = [
  ['PCB 裸板 Bare board', undefined, undefined, 1, undefined, true],
  ['SMT 加工 SMT assembly', '回焊 Reflow soldering', undefined, 1, undefined, true],
  ['DIP 插件 Through-hole assembly', '波焊 Wave soldering', undefined, 1, undefined, false],
  ['功能測試 Functional test', 'ICT／FCT', undefined, undefined, undefined, true],
];
const PACKAGING: Breakdown = [
  ['瓦楞紙板 Corrugated board', '模切 Die cutting', '四色印刷 Four-colour print', 0.18, undefined, true],
  ['印刷 Printing', '柔版印刷 Flexo printing', undefined, undefined, undefined, false],
];
const ALUMINIUM: Breakdown = [
  ['6063 鋁材 6063 aluminium', '擠型／壓鑄 Extrusion or die casting', undefined, 0.35, 1, true],
  ['CNC 加工 CNC machining', 'CNC 銑削 CNC milling', undefined, undefined, undefined, true],
  ['陽極處理 Anodising', '硫酸陽極 Sulphuric anodising', '黑色 Black', undefined, undefined, false],
];
const CABLE: Breakdown = [
  ['導線 UL1007 Wire UL1007', '裁線剝皮 Cutting and stripping', undefined, 1.2, undefined, true],
  ['端子 Terminals', '壓接 Crimping', undefined, 4, undefined, true],
  ['膠殼 Housing', '組裝 Assembly', undefined, 2, undefined, false],
];
/** [item, process, exterior, consume, slot, price provided] rows of a part's cost breakdown, by service item. */
const BREAKDOWNS: Record<string, Breakdown> = {
  '2020': MOULDED, '2030': MOULDED, '1040': STAMPED, '1030': COPPER, '3030': ASSEMBLED, '3040': CABLE,
  '4010': PACKAGING, '4020': PACKAGING, '1020': ALUMINIUM, '1050': ALUMINIUM,
};
const REMARKS: [string, string][] = [
  ['需附 RoHS 檢測報告', 'RoHS test report required'],
  ['每箱 500 pcs', '500 pcs per carton'],
  ['表面處理：鍍鎳', 'Finish: nickel plated'],
  ['依圖面 Rev.C', 'Per drawing rev. C'],
  ['首批需附全尺寸報告', 'First lot with a full dimensional report'],
];
const PURPOSES: Record<string, [string, string][]> = {
  MAT: [
    ['新機種 X200 開發', 'New model X200'],
    ['年度議價', 'Annual price negotiation'],
    ['第二供應來源開發', 'Second source development'],
    ['替代料評估', 'Alternative material evaluation'],
    ['量產料件重新報價', 'Re-quote of a mass-production part'],
  ],
  MOLD: [
    ['新機種 X200 模具開發', 'Tooling for the new model X200'],
    ['舊模壽命屆滿，重開新模', 'Replacement tool: the old one reached its life'],
    ['增加模穴數以提升產能', 'More cavities for more capacity'],
  ],
  SHIP: [
    ['年度海運費招標', 'Annual ocean freight tender'],
    ['巴西進口空運報價', 'Air freight quote for imports into Brazil'],
    ['新航線運費詢價', 'Freight quote for a new lane'],
  ],
};
/** [loading place, incoterm, transit days per destination company] */
const LANES: [string, string, Record<string, number>][] = [
  ['基隆港 Keelung port', 'FOB', { '1000': 1, '2000': 4, '3000': 38 }],
  ['高雄港 Kaohsiung port', 'FOB', { '1000': 2, '2000': 4, '3000': 36 }],
  ['上海港 Shanghai port', 'FOB', { '1000': 4, '2000': 2, '3000': 40 }],
  ['深圳鹽田港 Shenzhen Yantian port', 'FCA', { '1000': 5, '2000': 5, '3000': 42 }],
  ['橫濱港 Yokohama port', 'CIF', { '1000': 6, '2000': 5, '3000': 45 }],
  ['漢堡港 Hamburg port', 'CIF', { '1000': 32, '2000': 30, '3000': 24 }],
  ['洛杉磯港 Los Angeles port', 'EXW', { '1000': 18, '2000': 20, '3000': 21 }],
  ['桑托斯港 Santos port', 'DAP', { '1000': 40, '2000': 42, '3000': 6 }],
];
const ORG_WEIGHTS = ['1100', '1100', '1100', '1100', '1200', '1200', '2100', '2100', '2100', '3100', '3100', '3200'];
const DAY = PURCHASING_DEMO_DAY;

/** A unit price as a price list writes it: 4 decimals under 10, else cents. */
export const unitPrice = (n: number) => (n < 10 ? Math.round(n * 10_000) / 10_000 : round2(n));
/** USD into a currency, through the TWD rates the seed maintains. */
export const fromUsd = (usd: number, currencyCode: string) => (usd * rateInto('USD', 'TWD')!) / rateInto(currencyCode, 'TWD')!;

function usageOf(r: Random, unit: string): number {
  const per: Record<string, [number, number, number]> = { PC: [20, 300, 1000], SET: [5, 60, 1000], KG: [5, 80, 1000], BOX: [5, 50, 100], M: [10, 200, 1000], ROL: [10, 100, 100] };
  const [lo, hi, step] = per[unit] ?? [10, 100, 100];
  return r.int(lo, hi) * step;
}

/** The inquiry's currency: the org's local one; the import orgs and freight buy in USD. */
const currencyOf = (org: string, type: string) => (type === 'SHIP' || org === '1200' || org === '3200' ? 'USD' : LOCAL_CURRENCY_OF_ORG[org]);

interface Plan {
  createDate: string;
  org: string;
  type: 'MAT' | 'MOLD' | 'SHIP';
  status: InquiryStatus;
  parts?: Part[];
  invite?: number[];
  forced?: [number, QuotationStatus][];
  favoured?: number;
  due?: number;
  parity?: InquiryDraw['parity'];
}

/** The demo suppliers' inquiries: in each a quotation in every status, one of them due after the demo day. */
function demoPlans(): Plan[] {
  const part = (material: string) => CATALOGUE_PARTS.find((p) => p.material === material)!;
  const { hsinTai, rioMetals } = DEMO_SUPPLIERS;
  return [
    { createDate: '2026-03-10', org: '1100', type: 'MAT', status: 'COMMITTED', parts: [part('M-1030-0025'), part('M-1030-0066')], forced: [[hsinTai, 'INVITED']], due: 15 },
    { createDate: '2026-03-03', org: '2100', type: 'MAT', status: 'COMMITTED', parts: [part('M-4010-0003'), part('M-4010-0008')], forced: [[hsinTai, 'DRAFT']], due: 20 },
    { createDate: '2026-02-23', org: '1100', type: 'MAT', status: 'COMMITTED', parts: [part('M-1030-0025')], forced: [[hsinTai, 'COMMITTED']], due: 14 },
    { createDate: '2026-02-25', org: '1100', type: 'MAT', status: 'COMMITTED', parts: [NEW_PARTS[2]], forced: [[hsinTai, 'REJECTED']], due: 14 },
    { createDate: '2025-12-15', org: '1100', type: 'MAT', status: 'COMPLETED', parts: [part('M-1030-0066'), NEW_PARTS[2]], forced: [[hsinTai, 'COMPLETED']], favoured: hsinTai, due: 18, parity: { status: 'COMPLETED', bpmStatus: 'APPROVED' } },
    { createDate: '2025-10-06', org: '2100', type: 'MAT', status: 'CLOSED', parts: [part('M-4010-0003')], forced: [[hsinTai, 'CLOSED']], due: 14 },
    { createDate: '2026-03-12', org: '3100', type: 'MAT', status: 'COMMITTED', parts: [part('M-1010-0410'), part('M-1010-0300')], forced: [[rioMetals, 'INVITED']], due: 15 },
    { createDate: '2026-03-05', org: '3100', type: 'MOLD', status: 'COMMITTED', parts: [NEW_PARTS[0]], forced: [[rioMetals, 'DRAFT']], due: 20 },
    { createDate: '2026-02-20', org: '3100', type: 'MAT', status: 'COMMITTED', parts: [part('M-1010-0300')], forced: [[rioMetals, 'COMMITTED']], due: 12 },
    { createDate: '2026-02-26', org: '3100', type: 'MAT', status: 'COMMITTED', parts: [part('M-1010-0410')], forced: [[rioMetals, 'REJECTED']], due: 12 },
    { createDate: '2025-11-17', org: '3100', type: 'MAT', status: 'COMPLETED', parts: [part('M-1010-0300'), part('M-1010-0410')], forced: [[rioMetals, 'COMPLETED']], favoured: rioMetals, due: 16, parity: { status: 'COMPLETED', bpmStatus: 'APPROVED' } },
    { createDate: '2025-09-22', org: '3100', type: 'MAT', status: 'CLOSED', parts: [part('M-1010-0300')], forced: [[rioMetals, 'CLOSED']], due: 14 },
  ];
}

/** A parity sheet's state, by how long ago it was made. */
function drawParity(r: Random, madeOn: string): NonNullable<InquiryDraw['parity']> {
  const age = Math.round((Date.parse(DAY) - Date.parse(madeOn)) / 86_400_000);
  if (age < 10) return r.chance(0.5) ? { status: 'DRAFT', bpmStatus: 'NONE' } : { status: 'COMMITTED', bpmStatus: 'SIGNING' };
  const roll = r.next();
  if (age < 35) return roll < 0.45 ? { status: 'COMMITTED', bpmStatus: 'SIGNING' } : roll < 0.65 ? { status: 'COMMITTED', bpmStatus: 'REJECTED' } : { status: 'COMPLETED', bpmStatus: 'APPROVED' };
  return roll < 0.9 ? { status: 'COMPLETED', bpmStatus: 'APPROVED' } : roll < 0.95 ? { status: 'COMMITTED', bpmStatus: 'REJECTED' } : { status: 'COMMITTED', bpmStatus: 'SIGNING' };
}

function drawPlan(r: Random): Plan {
  // Skewed towards the demo day: the recent weeks hold the open inquiries.
  const createDate = day(DAY, -Math.floor(290 * r.next() ** 2));
  const org = r.pick(ORG_WEIGHTS);
  const roll = r.next();
  const type = roll < 0.65 ? 'MAT' : roll < 0.85 ? 'MOLD' : 'SHIP';
  const due = r.int(7, 21);
  const dueDate = day(createDate, due + 1);
  let status: InquiryStatus;
  let parity: Plan['parity'];
  if (dueDate >= day(DAY, -3)) status = day(createDate, 12) >= DAY && r.chance(0.35) ? 'DRAFT' : 'COMMITTED';
  else {
    const s = r.next();
    status = s < 0.7 ? 'COMPLETED' : s < 0.84 ? 'CLOSED' : s < 0.96 ? 'COMMITTED' : 'DRAFT';
    const madeOn = day(dueDate, r.int(3, 10));
    if (status === 'COMPLETED') parity = drawParity(r, madeOn > DAY ? DAY : madeOn);
    if (status === 'CLOSED' && r.chance(0.5)) parity = { status: 'CLOSED', bpmStatus: r.pick(['CANCELLED', 'CANCELLED', 'REJECTED', 'NONE'] as const) };
  }
  return { createDate, org, type, status, due, ...(parity ? { parity } : {}) };
}

/** Suppliers to invite: trading in the org with a rate into its currency, those in the part's service group first. */
function invitees(r: Random, plan: Plan, trading: readonly SupplierFacts[], group: string): number[] {
  const local = LOCAL_CURRENCY_OF_ORG[plan.org];
  const inOrg = trading.filter((s) => s.orgs.some((o) => o.purchasingOrgCode === plan.org && rateInto(o.currencyCode, local) !== null));
  const fits = (s: SupplierFacts) =>
    plan.type === 'SHIP' ? s.supplierTypeCode === 'LOG' || s.serviceItemCodes.includes('7010') : s.serviceItemCodes.some((c) => c.startsWith(group) || (plan.type === 'MOLD' && c.startsWith('50')));
  const first = inOrg.filter(fits);
  const rest = inOrg.filter((s) => !fits(s));
  const want = r.int(2, plan.type === 'SHIP' ? 3 : 4);
  const chosen = r.some(first, Math.min(first.length, want));
  if (chosen.length < want) chosen.push(...r.some(rest, want - chosen.length));
  return chosen.map((s) => s.id);
}

function materialsOf(r: Random, parts: Part[], currencyCode: string): InquiryMaterial[] {
  return parts.map((p, i) => ({
    seq: i + 1,
    ...(p.material ? { material: p.material } : {}),
    description: p.description,
    unit: p.unit,
    annualUsage: usageOf(r, p.unit),
    ...(r.chance(0.3) ? { remark: both(...r.pick(REMARKS)) } : {}),
    ...(p.material ? { initialPrice: unitPrice(fromUsd(p.usd * (0.97 + r.next() * 0.08), currencyCode)) } : {}),
    minOrderQty: p.unit === 'PC' ? r.pick([500, 1000, 2000, 5000]) : p.unit === 'KG' ? r.pick([200, 500, 1000]) : r.pick([50, 100, 200]),
    leadDays: r.pick([14, 21, 28, 30, 35, 45]),
  }));
}

function materialLinesOf(r: Random, part: Part, id: number): MaterialLine[] {
  const rows = BREAKDOWNS[part.serviceItem];
  if (!rows) return [];
  return rows.map(([item, process, exterior, consume, slot, priced], i) => ({
    seq: i + 1,
    item,
    ...(process ? { process } : {}),
    ...(exterior ? { exterior } : {}),
    ...(consume !== undefined ? { consume } : {}),
    ...(slot !== undefined ? { slot } : {}),
    ...(i === 0 && r.chance(0.5) ? { imageFile: seedFile(r, `inquiry-${id}-drawing`, `drawing-${id}.png`) } : {}),
    priceProvideType: priced === false ? 'N' : 'Y',
    // A line priced within another: the first one (the part's main process) carries its price.
    ...(priced === false ? { priceRefSeq: 1 } : {}),
  }));
}

function moldsOf(r: Random, parts: Part[], materials: InquiryMaterial[], currencyCode: string, basis: InquiryDraw['basis']): MoldItem[] {
  return parts.map((p, i) => {
    const moldUsd = r.int(12, 70) * 1000;
    const toolLife = r.pick([300_000, 500_000, 1_000_000]);
    const slots = r.pick([1, 2, 4, 8]);
    const toolingFee = round2(fromUsd(moldUsd, currencyCode));
    basis.set(i + 1, { usd: p.usd, moldUsd });
    const code = p.material ? p.material.slice(2) : `X200-${String(i + 1).padStart(2, '0')}`;
    return {
      seq: i + 1,
      moldModel: `MD-${code}-${r.pick(['A', 'B', 'C'])}`,
      toolingFee,
      toolLife,
      slots,
      annualUsage: materials[i].annualUsage,
      amortization: Math.round((toolingFee / (toolLife * slots)) * 10_000) / 10_000,
    };
  });
}

function lanesOf(r: Random, org: string, plantCode: string, createDate: string, basis: InquiryDraw['basis']): ShippingCostItem[] {
  const company = COMPANY_OF_ORG[org];
  const lanes = r.some(LANES.filter(([, , days]) => days[company] > 3), r.int(1, 3));
  return lanes.map(([loadingPlace, incotermCode, days], i) => {
    basis.set(i + 1, { usd: 180 + days[company] * r.int(55, 75) });
    return { seq: i + 1, incotermCode, loadingPlace, deliveryPlace: PLANT_PLACE[plantCode], transitTime: days[company], priceValidity: day(createDate, r.pick([90, 180])) };
  });
}

/**
 * About 110 inquiries (RFQ) from 2025-06 to the demo day (ids by creation date,
 * `INQ-<year>-<n>`), in every status: material inquiries with their cost-breakdown lines, mold
 * inquiries (tooling fee, life, cavities, amortisation per piece) and freight inquiries (lanes).
 * Each invites 2-4 trading suppliers of its purchasing org. The demo suppliers 1001 and 1002 are
 * invited to six each (see demoPlans).
 */
export function seedInquiries(suppliers: readonly SupplierFacts[]): InquiryDraw[] {
  const r = seeded('inquiries');
  const trading = suppliers.filter((s) => s.trading);
  const plans = demoPlans();
  while (plans.length < 110) plans.push(drawPlan(r));
  const inqNo = numberer('INQ');

  return byDate(plans, (p) => p.createDate).map((plan, i) => {
    const id = i + 1;
    const { org, type, createDate } = plan;
    const currencyCode = currencyOf(org, type);
    const plantCode = r.pick(PLANTS_OF_ORG[org]);
    const newPart = r.chance(0.25);
    const parts =
      plan.parts ??
      (type === 'SHIP' ? [] : newPart || type === 'MOLD' ? r.some(NEW_PARTS, r.int(1, 2)) : r.some(CATALOGUE_PARTS, r.int(1, 4)));
    const group = (parts[0]?.serviceItem ?? '70').slice(0, 2);
    const forced = new Map(plan.forced ?? []);
    const supplierIds = [...new Set([...forced.keys(), ...invitees(r, plan, trading, group)])];
    const basis: InquiryDraw['basis'] = new Map();
    const materials = materialsOf(r, parts, currencyCode);
    if (type === 'MAT') parts.forEach((p, k) => basis.set(k + 1, { usd: p.usd }));
    const moldItems = type === 'MOLD' ? moldsOf(r, parts, materials, currencyCode, basis) : [];
    const shippingCostItems = type === 'SHIP' ? lanesOf(r, org, plantCode, createDate, basis) : [];
    const owner = org.startsWith('1') && r.chance(0.6) ? r.pick(SOURCERS) : r.pick(BUYERS_BY_ORG[org]);
    const creator = r.chance(0.8) ? owner : r.pick(BUYERS_BY_ORG[org]);
    const sentOn = plan.status === 'DRAFT' ? undefined : day(createDate, r.int(0, 1));
    const dueDate = day(createDate, (plan.due ?? 14) + 1);
    const inquiry: InquiryRecord = {
      id,
      inqNo: inqNo(createDate),
      inquiryType: type,
      status: plan.status,
      currencyCode,
      purpose: both(...r.pick(PURPOSES[type])),
      personInCharge: staff(owner),
      createBy: staff(creator),
      updateBy: staff(owner),
      ...(type === 'MAT' && r.chance(0.6) ? { prNo: `10${r.digits(8)}` } : {}),
      purchasingOrgCode: org,
      plantCode,
      materials,
      materialLines: type === 'SHIP' || parts.length === 0 ? [] : materialLinesOf(r, parts[0], id),
      moldItems,
      shippingCostItems,
      // A draft may not have picked its suppliers yet.
      supplierIds: plan.status === 'DRAFT' && r.chance(0.4) ? [] : supplierIds,
      inquiryCreateDate: createDate,
    };
    return { inquiry, ...(sentOn ? { sentOn } : {}), dueDate, basis, forced, ...(plan.favoured ? { favoured: plan.favoured } : {}), ...(plan.parity ? { parity: plan.parity } : {}) };
  });
}
