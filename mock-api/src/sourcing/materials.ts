import type { InquiryMaterial, MaterialInfo, PurchaseRequisition } from 'shared-ui/contract';
import { CATALOGUE } from '../seed/purchase-orders-bulk';
import { inquiries } from '../store/collections';

/** The ERP's material master as the mock knows it: the purchasing catalogue. */
export const MATERIALS: MaterialInfo[] = CATALOGUE.map(([material, description, unit]) => ({ material, description, unit }));
const BY_NUMBER = new Map(MATERIALS.map((m) => [m.material, m]));

export const materialOf = (material: string) => BY_NUMBER.get(material.trim().toUpperCase());
export const knownMaterials = (): ReadonlySet<string> => new Set(BY_NUMBER.keys());

const row = (seq: number, material: string, annualUsage: number, leadDays: number): InquiryMaterial => {
  const m = BY_NUMBER.get(material)!;
  return { seq, material, description: m.description, unit: m.unit, annualUsage, leadDays };
};

/**
 * Purchase requisitions an inquiry can start from: two fixed ones for demos and tests (org 1100),
 * and the PR of every seeded inquiry that names one.
 */
export const DEMO_REQUISITIONS: PurchaseRequisition[] = [
  { prNo: '1000020001', purchasingOrgCode: '1100', plantCode: 'TW01', materials: [row(1, 'M-1030-0025', 120_000, 21), row(2, 'M-1030-0066', 80_000, 28)] },
  { prNo: '1000020002', purchasingOrgCode: '2100', plantCode: 'CN01', materials: [row(1, 'M-4010-0003', 50_000, 14)] },
];

export function requisitionOf(prNo: string): PurchaseRequisition | undefined {
  const no = prNo.trim();
  const fixed = DEMO_REQUISITIONS.find((r) => r.prNo === no);
  if (fixed) return fixed;
  const inquiry = inquiries.all().find((i) => i.prNo === no);
  if (!inquiry) return undefined;
  return {
    prNo: no,
    purchasingOrgCode: inquiry.purchasingOrgCode,
    plantCode: inquiry.plantCode,
    materials: inquiry.materials.map(({ seq, material, description, unit, annualUsage, leadDays, minOrderQty }) => ({ seq, ...(material ? { material } : {}), description, unit, ...(annualUsage ? { annualUsage } : {}), ...(leadDays ? { leadDays } : {}), ...(minOrderQty ? { minOrderQty } : {}) })),
  };
}

export const knownRequisitions = (): ReadonlySet<string> => new Set([...DEMO_REQUISITIONS.map((r) => r.prNo), ...inquiries.all().flatMap((i) => (i.prNo ? [i.prNo] : []))]);
