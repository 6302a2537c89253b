import { z } from 'zod';
import { fileRefSchema } from './attachment.schema';
import { atLeastOne, duplicateIndexes, isoDateField, LONG_TEXT, nonNegativeNumber, numberField, optionalIsoDateField, optionalNumberField, optionalText, requiredText, whenFieldsValid } from './common.schema';
import { INQUIRY_TYPES } from './inquiry';
import { issue, report, type IssueMessage } from './issues';
import { VK } from './validation-keys';
import { lazySchema } from './lazy-schema';
import { fitsUnit } from './units';

// The inquiry (RFQ) rules of spec section 5, used by the detail form and by the mock backend
// alike: the form answers at the field, the server with the same keys in the request's language.

/** A number that may be left empty but is never negative (usage, prices, quantities). */
export const optionalAmount = () => optionalNumberField().refine((n) => n === undefined || n >= 0, { error: VK.nonNegative });

/** A material row's quantities, each in the row's unit: whole where it is counted (half a box is neither used nor ordered). */
const quantityInUnit = (field: 'annualUsage' | 'minOrderQty') =>
  [
    (m: { unit: string; annualUsage?: number; minOrderQty?: number }, ctx: z.RefinementCtx) => {
      const quantity = m[field];
      if (quantity !== undefined && !fitsUnit(quantity, m.unit)) report(ctx, VK.integer, [field]);
    },
    // Each on its own: a broken minimum order does not hide a broken annual usage.
    { when: whenFieldsValid('unit', field) },
  ] as const;

/** A material asked for: its annual usage and minimum order whole numbers where its unit is counted (pieces, sets, boxes, rolls). */
const materialSchema = lazySchema(() =>
  z
    .object({
      seq: numberField(),
      material: optionalText(),
      description: requiredText(LONG_TEXT),
      unit: requiredText(),
      annualUsage: optionalAmount(),
      remark: optionalText(LONG_TEXT),
      initialPrice: optionalAmount(),
      finalPrice: optionalAmount(),
      minOrderQty: optionalAmount(),
      leadDays: optionalAmount(),
    })
    .superRefine(...quantityInUnit('annualUsage'))
    .superRefine(...quantityInUnit('minOrderQty')),
);

const moldSchema = lazySchema(() =>
  z.object({
    seq: numberField(),
    moldModel: requiredText(),
    toolingFee: optionalAmount(),
    toolLife: optionalAmount(),
    slots: optionalAmount(),
    annualUsage: optionalAmount(),
    amortization: optionalAmount(),
  }),
);

const shippingSchema = lazySchema(() =>
  z.object({
    seq: numberField(),
    incotermCode: requiredText(),
    loadingPlace: optionalText(),
    deliveryPlace: optionalText(),
    transitTime: optionalAmount(),
    priceValidity: optionalIsoDateField(),
  }),
);

const materialLineSchema = lazySchema(() =>
  z.object({
    seq: numberField(),
    item: requiredText(),
    process: optionalText(LONG_TEXT),
    exterior: optionalText(LONG_TEXT),
    consume: optionalAmount(),
    slot: optionalAmount(),
    remark: optionalText(LONG_TEXT),
    // The form's upload field holds a list (`[file]`); the contract's line has the one file.
    imageFile: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), fileRefSchema.optional()),
    priceProvideType: z.enum(['Y', 'N'], { error: VK.required }),
    priceRefSeq: optionalNumberField(),
  }),
);

/**
 * Material lines as the Excel import checks them, in the form too: serial numbers unique, "Price
 * Required" N needs "price included in No.", which must be another line's serial.
 */
export const materialLinesSchema = lazySchema(() =>
  z.array(materialLineSchema).superRefine((lines, ctx) => {
    const at = (i: number) => ({ row: i + 1, col: 'seq' });
    for (const i of duplicateIndexes(lines.map((l) => l.seq))) report(ctx, VK.importSerialDuplicate, [i, 'seq'], { ...at(i), serial: lines[i].seq });
    const serials = new Set(lines.map((l) => l.seq));
    lines.forEach((l, i) => {
      if (l.priceProvideType !== 'N') return;
      if (l.priceRefSeq === undefined) report(ctx, VK.importPriceRefRequired, [i, 'priceRefSeq'], at(i));
      else if (!serials.has(l.priceRefSeq) || l.priceRefSeq === l.seq) report(ctx, VK.importPriceRefMissing, [i, 'priceRefSeq'], { ...at(i), ref: l.priceRefSeq });
    });
  }),
);

const rowsWithUniqueSeq = <T extends z.ZodType<{ seq: number }>>(row: T) =>
  z.array(row).superRefine((rows, ctx) => {
    for (const i of duplicateIndexes(rows.map((r) => r.seq))) report(ctx, VK.importSerialDuplicate, [i, 'seq'], { row: i + 1, serial: rows[i].seq });
  });

/** The inquiry as it is saved (a draft may still lack suppliers and a due date). */
export const inquirySchema = () =>
  z.object({
    inquiryType: z.enum(INQUIRY_TYPES as [string, ...string[]], { error: VK.required }),
    currencyCode: requiredText(),
    purpose: optionalText(LONG_TEXT),
    personInCharge: z.object({ account: requiredText(), name: optionalText() }),
    prNo: optionalText(),
    purchasingOrgCode: requiredText(),
    plantCode: requiredText(),
    dueDate: optionalIsoDateField(),
    materials: rowsWithUniqueSeq(materialSchema),
    moldItems: rowsWithUniqueSeq(moldSchema),
    shippingCostItems: rowsWithUniqueSeq(shippingSchema),
    materialLines: materialLinesSchema,
    supplierIds: z.array(z.number()).superRefine((ids, ctx) => {
      for (const i of duplicateIndexes(ids)) report(ctx, VK.duplicateSupplier, [i], { supplierId: ids[i] });
    }),
  });

export type InquiryInput = z.input<ReturnType<typeof inquirySchema>>;
export type InquiryOutput = z.output<ReturnType<typeof inquirySchema>>;

/** Suppliers picked with their names and stages (the picker shows them and flags potential ones), none twice. */
export const pickedSuppliersSchema = lazySchema(() =>
  z
    .array(z.object({ supplierId: z.number(), name: z.string(), stage: z.enum(['NORMAL', 'PRE']), supplierNoScp: z.string().optional() }))
    .superRefine((list, ctx) => {
      for (const i of duplicateIndexes(list.map((s) => s.supplierId))) report(ctx, VK.duplicateSupplier, [i], { supplierId: list[i].supplierId });
    }),
);

/**
 * The inquiry's form: the saved rules, its `supplierIds` holding the invited suppliers as picked
 * (each sent as its id). The contract's name on both sides: a refusal at `supplierIds.1` is the
 * form's second supplier.
 */
export const inquiryFormSchema = () => inquirySchema().extend({ supplierIds: pickedSuppliersSchema });
export type InquiryFormInput = z.input<ReturnType<typeof inquiryFormSchema>>;
export type InquiryFormOutput = z.output<ReturnType<typeof inquiryFormSchema>>;

/** The rows an inquiry of a type must have before it is sent: materials, molds or lanes. */
export const ROWS_OF_TYPE = { MAT: 'materials', MOLD: 'moldItems', SHIP: 'shippingCostItems' } as const;

/**
 * Sending (commit): the saved rules, and at least one supplier, a due date from `today` on, and
 * the rows its type prices (materials, molds or lanes).
 */
export const inquiryCommitSchema = (today: string) =>
  inquirySchema()
    .extend({ dueDate: isoDateField(), supplierIds: atLeastOne(z.number()) })
    .superRefine((v, ctx) => {
      if (v.dueDate < today) report(ctx, VK.dueDateBeforeToday, ['dueDate'], { today });
      const rows = ROWS_OF_TYPE[v.inquiryType as keyof typeof ROWS_OF_TYPE];
      if (rows && v[rows].length === 0) report(ctx, VK.atLeastOne, [rows]);
    });

/** `POST a/quotation/invite` and the invite dialog: at least one supplier, none twice. */
export const inviteSchema = lazySchema(() =>
  z.object({ supplierIds: atLeastOne(z.number()) }).superRefine((v, ctx) => {
    for (const i of duplicateIndexes(v.supplierIds)) report(ctx, VK.duplicateSupplier, ['supplierIds', i], { supplierId: v.supplierIds[i] });
  }),
);

/** A quantity of a row (the non-negative annual usage) for the comparison's quota rule. */
export const rowQuantity = () => nonNegativeNumber();

/** An item given by its material number (`M-1030-0025`) rather than a free text. */
export const MATERIAL_NO_PATTERN = /^M-\d{4}-\d{4}$/i;

/**
 * Material lines whose item is a material number that does not exist ("Imported item number
 * does not exist."), at `materialLines.{i}.item`. Free-text items (a process, a part) pass.
 */
export function unknownItemIssues(lines: readonly { item?: string }[], known: ReadonlySet<string>, prefix = 'materialLines'): IssueMessage[] {
  return lines.flatMap((l, i) => {
    const item = l.item?.trim() ?? '';
    return MATERIAL_NO_PATTERN.test(item) && !known.has(item.toUpperCase()) ? [issue(VK.importItemNotFound, `${prefix}.${i}.item`, { item })] : [];
  });
}
