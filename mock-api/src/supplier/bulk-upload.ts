import { BULK_SUPPLIER_FIELDS, type BulkSupplierRow, type BulkSupplierSearch, type Supplier } from 'shared-ui/contract';
import { companyOfOrg } from '../http/scope';
import { db } from '../store/db';
import { suppliers } from '../store/collections';
import { missingAttachments } from './required-attachments';

// What the two bulk uploads read of the suppliers: the rows of the all-supplier sheet and the
// facts of the Brazil contact rows.

export const supplierByScp = (no: string) => suppliers.all().find((s) => s.basicData.systemInfo.supplierNoScp === no);

/** The purchasing orgs of the companies in Brazil (their company's country is BR). */
export function brazilOrgs(): Set<string> {
  const brCompanies = new Set((db.state.reference.options.companies ?? []).filter((c) => c.countryCode === 'BR').map((c) => c.code));
  const companyOf = companyOfOrg();
  return new Set([...companyOf].filter(([, company]) => company && brCompanies.has(company)).map(([org]) => org));
}

const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x !== '') : []);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** The suppliers the bulk filter (spec section 3) or the sheet's supplier numbers pick; blank filters pick all. */
export function bulkMatches(body: Record<string, unknown>): Supplier[] {
  const f: BulkSupplierSearch = {
    companyCodes: list(body.companyCodes),
    environmentLevelCodes: list(body.environmentLevelCodes),
    greenSupplyChain: typeof body.greenSupplyChain === 'boolean' ? body.greenSupplyChain : undefined,
    purchasingOrgCode: text(body.purchasingOrgCode),
    serviceItemCode: text(body.serviceItemCode),
    supplierTypeCode: text(body.supplierTypeCode),
    supplierNoScps: list(body.supplierNoScps),
  };
  const companyOf = companyOfOrg();
  const numbers = new Set(f.supplierNoScps);
  return suppliers.all().filter((s) => {
    const { companyInfo, systemInfo, categoryInfoList, supplierTypeCode } = s.basicData;
    const orgs = s.purchaseData.purchaseOrgList.map((o) => o.purchasingOrgCode);
    if (!systemInfo.supplierNoScp) return false;
    if (numbers.size && !numbers.has(systemInfo.supplierNoScp)) return false;
    if (f.companyCodes?.length && !orgs.some((o) => f.companyCodes!.includes(companyOf.get(o) ?? '')) && !f.companyCodes.includes(companyInfo.companyCode ?? '')) return false;
    if (f.environmentLevelCodes?.length && !f.environmentLevelCodes.includes(companyInfo.environmentLevelCode)) return false;
    if (f.greenSupplyChain !== undefined && companyInfo.greenSupplierChainSurvey !== f.greenSupplyChain) return false;
    if (f.purchasingOrgCode && !orgs.includes(f.purchasingOrgCode)) return false;
    if (f.serviceItemCode && !categoryInfoList.some((c) => c.serviceItemCode === f.serviceItemCode)) return false;
    if (f.supplierTypeCode && supplierTypeCode !== f.supplierTypeCode) return false;
    return true;
  });
}

/** The names of a potential supplier's review attachments missing (commit to BPM asks for them: actions.handlers.ts). */
const missingReviewAttachments = (s: Supplier): string[] =>
  s.basicData.systemInfo.stage === 'PRE' ? missingAttachments(s.basicData, '', 'SECOND').map((i) => String(i.params?.name ?? '')) : [];

/** A supplier as the all-supplier sheet shows it, with what its row's rules read (bulkSupplierIssues). */
export function bulkRowOf(s: Supplier): BulkSupplierRow {
  const { companyInfo, systemInfo } = s.basicData;
  const values = Object.fromEntries(BULK_SUPPLIER_FIELDS.map((f) => [f, companyInfo[f]]));
  return {
    id: s.id,
    supplierNoScp: systemInfo.supplierNoScp ?? '',
    countryCode: companyInfo.countryCode,
    status: systemInfo.status,
    stage: systemInfo.stage,
    missingReviewAttachments: missingReviewAttachments(s),
    ...values,
  } as BulkSupplierRow;
}
