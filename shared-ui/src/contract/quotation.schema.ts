import { z } from 'zod';
import { fileRefSchema } from './attachment.schema';
import { isAfter, isoDateField, LONG_TEXT, numberField, optionalIsoDateField, optionalText, requiredText, whenFieldsValid } from './common.schema';
import { optionalAmount } from './inquiry.schema';
import { report } from './issues';
import type { QuotationLine } from './quotation';
import { VK } from './validation-keys';
import { lazySchema } from './lazy-schema';

// The quotation rules (spec sections 4 and 5, the decisions): the supplier's form and
// the mock backend use the same schemas.

const lineSchema = lazySchema(() =>
  z.object({
    seq: numberField(),
    supplierId: z.number().optional(),
    firstMoldPrice: optionalAmount(),
    firstObjectPrice: optionalAmount(),
    moldPrice: optionalAmount(),
    objectPrice: optionalAmount(),
    sum: optionalAmount(),
  }),
);

/** What the supplier saves: any prices so far, warranty, remarks, attachments. */
export const quotationSaveSchema = lazySchema(() =>
  z.object({
    lines: z.array(lineSchema),
    warranty: optionalText(),
    specialRemarks: optionalText(LONG_TEXT),
    attachments: z.array(fileRefSchema).optional(),
  }),
);

export type QuotationFormInput = z.input<typeof quotationSaveSchema>;
export type QuotationFormOutput = z.output<typeof quotationSaveSchema>;

/**
 * What the supplier sends (commit): a warranty and a priced line (its object price) for every row
 * the inquiry asks a price of (`rowSeqs`: the `seq`s of its materials, molds or lanes, in order).
 * Each row's issue is at its place in that order (`lines.{k}.objectPrice`, the form's line of row
 * k): a line without its price is required, a row with no line at all is named.
 */
export const quotationCommitSchema = (rowSeqs: readonly number[]) =>
  quotationSaveSchema.extend({ warranty: requiredText() }).superRefine(
    (v, ctx) => {
      if (rowSeqs.length === 0 && v.lines.length === 0) report(ctx, VK.atLeastOne, ['lines']);
      rowSeqs.forEach((seq, k) => {
        const line = v.lines.find((l) => l.seq === seq);
        if (!line) report(ctx, VK.quotationRowUnpriced, ['lines', k, 'objectPrice'], { seq });
        else if (line.objectPrice === undefined) report(ctx, VK.required, ['lines', k, 'objectPrice']);
      });
    },
    { when: whenFieldsValid('lines') },
  );

/** The yearly cost of a line: the mold once, the piece price at the annual usage (a lane: the freight itself). */
export function lineSum(line: Pick<QuotationLine, 'moldPrice' | 'objectPrice'>, annualUsage: number | undefined): number | undefined {
  if (line.objectPrice === undefined && line.moldPrice === undefined) return undefined;
  return Math.round(((line.moldPrice ?? 0) + (line.objectPrice ?? 0) * (annualUsage ?? 1)) * 100) / 100;
}

/** Past its due date (the due day itself still counts): a commit is refused. */
export const isPastDue = (dueDate: string, today: string) => today > dueDate;

/** Whole days from `today` to the due date (negative once it passed). */
export const daysLeft = (dueDate: string, today: string) => Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

/**
 * `POST a/quotation/{id}/reject`: a reason, and a new due date (not before `today`). The date may be
 * left out while the quotation's own (`dueDate`) has not passed; once it has, a quotation sent back
 * without a new one could never be sent again.
 */
export const quotationRejectSchema = (today: string, dueDate: string) =>
  z.object({ reason: requiredText(LONG_TEXT), dueDate: optionalIsoDateField() }).superRefine((v, ctx) => {
    if (v.dueDate && v.dueDate < today) report(ctx, VK.dueDateBeforeToday, ['dueDate'], { today });
    if (!v.dueDate && isPastDue(dueDate, today)) report(ctx, VK.newDueDateRequired, ['dueDate'], { dueDate });
  });

/**
 * `PUT a/quotation/{id}`: the buyer's validity of the quotation (the Active filter and the two date
 * ranges of the list read it). Both dates are required once set, each a calendar date, the expiry
 * not before the effective date (reported at `expireDate`, with the effective date it must follow).
 */
export const quotationDatesSchema = lazySchema(() =>
  z.object({ effectiveDate: isoDateField(), expireDate: isoDateField() }).superRefine(
    (v, ctx) => {
      if (isAfter(v.effectiveDate, v.expireDate)) report(ctx, VK.expireBeforeEffective, ['expireDate'], { effectiveDate: v.effectiveDate });
    },
    { when: whenFieldsValid('effectiveDate', 'expireDate') },
  ),
);

export type QuotationDatesInput = z.input<typeof quotationDatesSchema>;
export type QuotationDatesOutput = z.output<typeof quotationDatesSchema>;
