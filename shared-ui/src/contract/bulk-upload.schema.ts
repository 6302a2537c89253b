import { z } from 'zod';
import { emailField, requiredText } from './common.schema';
import { companyInfoSchema } from './company-info.schema';
import { issue, issueMessages, type IssueMessage } from './issues';
import type { CompanyInfo } from './supplier-company';
import { BULK_SUPPLIER_FIELDS, type BrContactRow, type BulkSupplierField, type BulkSupplierValues } from './bulk-upload';
import type { SupplierStage, SupplierStatus } from './supplier';
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
  stage: SupplierStage;
  /** Its review attachments missing, by name (`BulkSupplierRow.missingReviewAttachments`). */
  missingReviewAttachments: readonly string[];
  environmentLevels: ReadonlySet<string>;
}

/** The statuses of a change the supplier's own page saved (or had sent back) and nobody committed. */
const UNCOMMITTED: readonly SupplierStatus[] = ['DRAFT', 'REJECTED'];

/**
 * A row of the all-supplier sheet checked with the supplier master rules: the stored company
 * data with the sheet's values over it must pass `companyInfoSchema` (required fields, postcode
 * length by country, capital and employees a number or NA); the environment level from its
 * list; green supply chain Y or N. The batch goes to sign-off as commit to BPM does, so the
 * supplier must be ready for it: not in sign-off already, no uncommitted change of its own
 * (DRAFT or REJECTED: it would reach the sign-off unreviewed with the sheet's), and a potential
 * supplier with its review attachments.
 */
export function bulkSupplierIssues(values: Partial<Record<keyof BulkSupplierValues, unknown>>, context: BulkSupplierContext): IssueMessage[] {
  const out: IssueMessage[] = [];
  if (context.status === 'SIGNING') out.push(issue(VK.bulkSupplierSigning));
  if (UNCOMMITTED.includes(context.status)) out.push(issue(VK.bulkSupplierUncommitted));
  if (context.stage === 'PRE' && context.missingReviewAttachments.length > 0) {
    out.push(issue(VK.bulkSupplierReviewAttachments, '', { names: context.missingReviewAttachments.join(', ') }));
  }
  const yesNoBroken = 'greenSupplierChainSurvey' in values && typeof values.greenSupplierChainSurvey !== 'boolean';
  const parsed = companyInfoSchema.safeParse({ ...context.current, ...values, ...(yesNoBroken ? { greenSupplierChainSurvey: false } : {}) });
  if (!parsed.success) out.push(...issueMessages(parsed.error).filter((i) => (BULK_SUPPLIER_FIELDS as readonly string[]).includes(i.path)));
  if (yesNoBroken) out.push(issue(VK.importYesNo, 'greenSupplierChainSurvey'));
  if (typeof values.environmentLevelCode === 'string' && !context.environmentLevels.has(values.environmentLevelCode)) out.push(issue(VK.invalid, 'environmentLevelCode'));
  return out;
}

/**
 * The fields of a row whose cell Excel holds as a number. Typed into a cell of the General format,
 * digits become a number: a phone's or a postcode's leading zero and a text's trailing zero
 * (`1.50`) are lost, so such a cell tells only the number the user meant, not the text. A text
 * cell says exactly what the user typed.
 */
export const bulkNumberCells = (cells: Partial<Record<string, unknown>>): Set<BulkSupplierField> =>
  new Set(BULK_SUPPLIER_FIELDS.filter((field) => typeof cells[field] === 'number'));

// The fields the record holds as a number or NA: `1000` and 1000, `na` and NA are one value there.
const NUMBER_FIELDS: ReadonlySet<BulkSupplierField> = new Set(['capital', 'employeeCount']);

/** Whether the record holds the field as text (a phone, a postcode...): its column is written in Excel's Text format. */
export const isBulkTextField = (field: string): boolean => !NUMBER_FIELDS.has(field as BulkSupplierField);

/**
 * A field's value as the comparison reads it, so an untouched cell is no change. Read `asNumber`
 * (a number field, or a cell Excel made a number), a number's text is the number (`0912` is 912,
 * `1.50` is 1.5); otherwise the text is compared as it is, a leading zero and all.
 */
export function bulkComparable(value: unknown, asNumber = false): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'Y' : 'N';
  const text = String(value).trim();
  if (!asNumber) return text;
  if (text.toUpperCase() === 'NA') return 'NA';
  return /^\d+(\.\d+)?$/.test(text) ? String(Number(text)) : text;
}

/**
 * The fields a checked row changes: where the sheet's value differs from the stored one. Parsed
 * with the master rules first, so `NA`/`na` and `12`/12 compare as the record holds them. A text
 * field is compared exactly ("2345678" to "02345678" is a change, never lost), except where its
 * cell came back from Excel as a number (`numberCells`, see `bulkNumberCells`): 912345678 against
 * a stored "0912345678" is the same phone with the zero Excel dropped, no change.
 */
export function bulkChangedValues(
  values: Partial<Record<keyof BulkSupplierValues, unknown>>,
  current: CompanyInfo,
  numberCells: ReadonlySet<string> = new Set(),
): Partial<BulkSupplierValues> {
  const parsed = companyInfoSchema.safeParse({ ...current, ...values });
  const next = (parsed.success ? parsed.data : { ...current, ...values }) as CompanyInfo;
  const out: Partial<Record<keyof BulkSupplierValues, unknown>> = {};
  for (const field of BULK_SUPPLIER_FIELDS) {
    const asNumber = NUMBER_FIELDS.has(field) || numberCells.has(field);
    // A cleared optional field is sent as '' (JSON drops undefined).
    if (field in values && bulkComparable(next[field], asNumber) !== bulkComparable(current[field], asNumber)) out[field] = next[field] ?? '';
  }
  return out as Partial<BulkSupplierValues>;
}
