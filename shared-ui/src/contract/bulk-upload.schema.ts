import { z } from 'zod';
import { emailField, requiredText } from './common.schema';
import { companyInfoSchema } from './company-info.schema';
import { issue, issueMessages, type IssueMessage } from './issues';
import type { CompanyInfo } from './supplier-company';
import { BULK_SUPPLIER_FIELDS, type BrContactRow, type BulkSupplierValues } from './bulk-upload';
import type { SupplierStatus } from './supplier';
import { VK } from './validation-keys';
import { lazySchema } from './lazy-schema';

// The rules of the two bulk uploads, used by the pages (row reports) and the mock backend (refusals).

/** A Brazil contact row's own form: every cell filled, the e-mail an e-mail. */
export const brContactRowSchema = lazySchema(() =>
  z.object({
    supplierNoScp: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), requiredText()),
    purchasingOrgCode: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), requiredText()),
    contactName: requiredText(),
    contactEmail: emailField(),
  }),
);

/** What the server knows about a row: the supplier's purchasing orgs (undefined: no such supplier) and the Brazil orgs. */
export interface BrContactFacts {
  orgsOfSupplier(supplierNoScp: string): readonly string[] | undefined;
  brazilOrgs: ReadonlySet<string>;
}

/** Every broken rule of a row: its form, the supplier exists, the org is a Brazil org the supplier trades in. */
export function brContactIssues(row: Partial<Record<keyof BrContactRow, unknown>>, facts?: BrContactFacts): IssueMessage[] {
  const parsed = brContactRowSchema.safeParse(row);
  const out = parsed.success ? [] : issueMessages(parsed.error);
  if (!facts || !parsed.success) return out;
  const orgs = facts.orgsOfSupplier(parsed.data.supplierNoScp);
  if (!orgs) return [issue(VK.supplierScpNotFound, 'supplierNoScp')];
  const org = parsed.data.purchasingOrgCode;
  if (!facts.brazilOrgs.has(org) || !orgs.includes(org)) out.push(issue(VK.brPurchasingOrg, 'purchasingOrgCode', { org }));
  return out;
}

const YES = new Set(['Y', 'YES', 'TRUE', '是']);
const NO = new Set(['N', 'NO', 'FALSE', '否']);

/** A sheet cell of the all-supplier sheet as the company field holds it (Y/N, numbers kept as text where text). */
export function bulkCellValue(field: (typeof BULK_SUPPLIER_FIELDS)[number], cell: unknown): unknown {
  if (cell === undefined || cell === null || cell === '') return field === 'greenSupplierChainSurvey' ? cell : '';
  if (field === 'greenSupplierChainSurvey') {
    if (typeof cell === 'boolean') return cell;
    const t = String(cell).trim().toUpperCase();
    return YES.has(t) ? true : NO.has(t) ? false : cell;
  }
  if (field === 'capital' || field === 'employeeCount') return cell;
  return String(cell).trim();
}

/** The sheet's values of a row, cells turned into field values (columns the sheet lacks left out). */
export function bulkValuesOf(cells: Partial<Record<string, unknown>>): Partial<Record<keyof BulkSupplierValues, unknown>> {
  const out: Partial<Record<keyof BulkSupplierValues, unknown>> = {};
  for (const field of BULK_SUPPLIER_FIELDS) if (field in cells) out[field] = bulkCellValue(field, cells[field]);
  return out;
}

export interface BulkSupplierContext {
  /** The supplier's record as stored (the sheet changes only some fields of it). */
  current: CompanyInfo;
  status: SupplierStatus;
  environmentLevels: ReadonlySet<string>;
}

/**
 * A row of the all-supplier sheet checked with the supplier master rules: the stored company
 * data with the sheet's values over it must pass `companyInfoSchema` (required fields, postcode
 * length by country, capital and employees a number or NA); the environment level from its
 * list; green supply chain Y or N; a supplier in sign-off cannot be changed.
 */
export function bulkSupplierIssues(values: Partial<Record<keyof BulkSupplierValues, unknown>>, context: BulkSupplierContext): IssueMessage[] {
  const out: IssueMessage[] = [];
  if (context.status === 'SIGNING') out.push(issue(VK.bulkSupplierSigning));
  const yesNoBroken = 'greenSupplierChainSurvey' in values && typeof values.greenSupplierChainSurvey !== 'boolean';
  const parsed = companyInfoSchema.safeParse({ ...context.current, ...values, ...(yesNoBroken ? { greenSupplierChainSurvey: false } : {}) });
  if (!parsed.success) out.push(...issueMessages(parsed.error).filter((i) => (BULK_SUPPLIER_FIELDS as readonly string[]).includes(i.path)));
  if (yesNoBroken) out.push(issue(VK.importYesNo, 'greenSupplierChainSurvey'));
  if (typeof values.environmentLevelCode === 'string' && !context.environmentLevels.has(values.environmentLevelCode)) out.push(issue(VK.invalid, 'environmentLevelCode'));
  return out;
}

/** The stored value of a field as the sheet shows it, so an untouched cell is no change. */
export function bulkComparable(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'Y' : 'N';
  const text = String(value).trim();
  if (text.toUpperCase() === 'NA') return 'NA';
  return /^\d+(\.\d+)?$/.test(text) ? String(Number(text)) : text;
}

/**
 * The fields a checked row changes: where the sheet's value differs from the stored one. Parsed
 * with the master rules first, so `NA`/`na` and `12`/12 compare as the record holds them.
 */
export function bulkChangedValues(values: Partial<Record<keyof BulkSupplierValues, unknown>>, current: CompanyInfo): Partial<BulkSupplierValues> {
  const parsed = companyInfoSchema.safeParse({ ...current, ...values });
  const next = (parsed.success ? parsed.data : { ...current, ...values }) as CompanyInfo;
  const out: Partial<Record<keyof BulkSupplierValues, unknown>> = {};
  for (const field of BULK_SUPPLIER_FIELDS) {
    // A cleared optional field is sent as '' (JSON drops undefined).
    if (field in values && bulkComparable(next[field]) !== bulkComparable(current[field])) out[field] = next[field] ?? '';
  }
  return out as Partial<BulkSupplierValues>;
}
