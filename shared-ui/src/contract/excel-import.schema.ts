import { z } from 'zod';
import { duplicateIndexes } from './common.schema';
import { issuesOf, report, type IssueMessage } from './issues';
import { VK } from './validation-keys';

/** One data row of an uploaded sheet: cell values by field (header row already mapped). */
export type ImportRow = Record<string, unknown>;

export interface ImportRules {
  /** The column header of a field as the sheet shows it, for `{{col}}`; defaults to the field. */
  labels?: Record<string, string>;
  required?: string[];
  /**
   * Columns the sheet must have although a row may leave their cell blank (the answer columns of a
   * downloaded sheet): a sheet without one is refused as a whole, as one without a `required` one.
   */
  requiredColumns?: readonly string[];
  numeric?: string[];
  /** The serial-number column: a number, unique in the sheet. */
  serial?: string;
  /** "Price Required" (Y/N) and "price included in No." (another row's serial, required when N). */
  priceRequired?: { flag: string; ref: string };
  /** The item (material) number column and the numbers that exist. */
  item?: { field: string; known: ReadonlySet<string> };
  /** A price update needs at least one material row. */
  requireMaterial?: boolean;
  /** The sheet row of rows[0], for `{{row}}` (header on row 1, so 2). */
  firstRow?: number;
}

const isBlank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
const isNumeric = (v: unknown) => (typeof v === 'number' ? Number.isFinite(v) : /^[-+]?(\d+\.?\d*|\.\d+)$/.test(String(v).trim()));
const text = (v: unknown) => String(v).trim();

/**
 * The Excel import checks of spec section 5, one issue per broken cell at `{index}.{field}`,
 * params `col` (the header) and `row` (the sheet row). A cell that is required and blank is
 * reported once, as required; its other checks wait until it has a value.
 */
export const importRowsSchema = (rules: ImportRules) =>
  z.array(z.record(z.string(), z.unknown())).superRefine((rows, ctx) => {
    const col = (field: string) => rules.labels?.[field] ?? field;
    const at = (i: number, field: string) => ({ col: col(field), row: i + (rules.firstRow ?? 2) });
    if (rules.requireMaterial && rows.length === 0) report(ctx, VK.importNoMaterial);
    rows.forEach((row, i) => {
      for (const f of rules.required ?? []) if (isBlank(row[f])) report(ctx, VK.importRequired, [i, f], at(i, f));
      for (const f of rules.numeric ?? []) {
        if (f !== rules.serial && !isBlank(row[f]) && !isNumeric(row[f])) report(ctx, VK.importNotNumeric, [i, f], at(i, f));
      }
    });
    const serials = rules.serial ? rows.map((r) => r[rules.serial as string]) : [];
    if (rules.serial) {
      const f = rules.serial;
      serials.forEach((s, i) => {
        if (!isBlank(s) && !isNumeric(s)) report(ctx, VK.importSerialNotNumeric, [i, f], at(i, f));
      });
      const numbers = serials.map((s, i) => (isBlank(s) || !isNumeric(s) ? `blank-${i}` : String(Number(s))));
      for (const i of duplicateIndexes(numbers)) report(ctx, VK.importSerialDuplicate, [i, f], { ...at(i, f), serial: text(serials[i]) });
    }
    const known = new Set(serials.filter((s) => !isBlank(s) && isNumeric(s)).map((s) => Number(s)));
    if (rules.priceRequired) {
      const { flag, ref } = rules.priceRequired;
      rows.forEach((row, i) => {
        if (isBlank(row[flag]) && rules.required?.includes(flag)) return;
        const yn = isBlank(row[flag]) ? '' : text(row[flag]).toUpperCase();
        if (yn !== 'Y' && yn !== 'N') report(ctx, VK.importPriceRequiredYn, [i, flag], at(i, flag));
        else if (yn === 'N' && isBlank(row[ref])) report(ctx, VK.importPriceRefRequired, [i, ref], at(i, ref));
        // Another row's serial: a line cannot be priced as included in itself (as the form and the server refuse it).
        else if (yn === 'N' && (!known.has(Number(row[ref])) || (rules.serial !== undefined && Number(row[ref]) === Number(row[rules.serial])))) {
          report(ctx, VK.importPriceRefMissing, [i, ref], { ...at(i, ref), ref: text(row[ref]) });
        }
      });
    }
    if (rules.item) {
      const { field, known: items } = rules.item;
      rows.forEach((row, i) => {
        if (!isBlank(row[field]) && !items.has(text(row[field]))) report(ctx, VK.importItemNotFound, [i, field], { ...at(i, field), item: text(row[field]) });
      });
    }
  });

export const importRowIssues = (rows: ImportRow[], rules: ImportRules): IssueMessage[] => issuesOf(importRowsSchema(rules), rows);

/** Material lines of an inquiry (`MaterialLine`): serial `seq`, Price Required `priceProvideType`. */
export const MATERIAL_LINE_IMPORT: ImportRules = {
  required: ['seq', 'item', 'priceProvideType'],
  numeric: ['consume', 'slot'],
  serial: 'seq',
  priceRequired: { flag: 'priceProvideType', ref: 'priceRefSeq' },
};
