import { z } from 'zod';
import { atLeastOne, duplicateIndexes, LONG_TEXT, nonNegativeNumber, numberField, optionalIsoDateField, optionalNumberField, optionalText, requiredText, sumExceeds, whenFieldsValid } from './common.schema';
import { exchangeRateListSchema, typedRateField } from './exchange-rate.schema';
import { optionalAmount } from './inquiry.schema';
import { report } from './issues';
import type { QuotationStatus } from './quotation';
import { VK } from './validation-keys';
import { lazySchema } from './lazy-schema';
import { fitsUnit } from './units';

/**
 * The most the quota percentages of a row may add up to. The spec's "the sum must be less than
 * 100" is read as "not above 100" (issue decision): a full 60/40 split must be possible.
 */
export const QUOTA_PERCENT_LIMIT = 100;
const COMPLETED: QuotationStatus = 'COMPLETED';

const parityLineSchema = lazySchema(() =>
  z.object({
    seq: numberField(),
    supplierId: z.number({ error: VK.required }),
    currencyCode: requiredText(),
    netPrice: optionalAmount(),
    quota: optionalAmount(),
    quotaPercent: optionalAmount(),
    toolingAmount: optionalAmount(),
    shippingCost: optionalAmount(),
    brand: optionalText(),
    deliveryDate: optionalIsoDateField(),
    deliveryDays: optionalAmount(),
    taxCode: optionalText(),
    minPurchaseAmount: optionalAmount(),
    remark: optionalText(LONG_TEXT),
  }),
);

const parityItemSchema = lazySchema(() => z.object({ seq: numberField(), unit: z.string().optional(), quantity: nonNegativeNumber() }));

/** The rates as typed, before they are checked (a draft may still wait for one); none with more decimals than it can be shown with. */
const typedRates = lazySchema(() => z.array(z.object({ currencyCode: requiredText(), rate: typedRateField() })));

const parityShape = (localCurrencyCode?: string, checkRates = true) =>
  z.object({
    items: atLeastOne(parityItemSchema),
    lines: atLeastOne(parityLineSchema),
    exchangeRateList: checkRates ? exchangeRateListSchema(localCurrencyCode) : typedRates,
    winningSupplierId: optionalNumberField(),
    winReason: optionalText(LONG_TEXT),
    costComparisonType: z.enum(['UNIT_PRICE', 'TOTAL_COST'], { error: VK.required }),
  });

type SheetValues = z.output<ReturnType<typeof parityShape>>;

/**
 * Per row (`seq`): quotas within its quantity, whole ones where the row's unit is counted (pieces,
 * sets, boxes, rolls), percentages at most 100, each supplier once.
 */
function quotaRules(v: Pick<SheetValues, 'items' | 'lines'>, ctx: z.RefinementCtx) {
  for (const item of v.items) {
    const at = v.lines.map((l, i) => [l, i] as const).filter(([l]) => l.seq === item.seq);
    const first = at[0]?.[1] ?? 0;
    for (const [l, i] of at) if (l.quota !== undefined && !fitsUnit(l.quota, item.unit)) report(ctx, VK.integer, ['lines', i, 'quota']);
    if (sumExceeds(at.map(([l]) => l.quota), item.quantity)) report(ctx, VK.quotaExceedsQuantity, ['lines', first, 'quota'], { quantity: item.quantity, seq: item.seq });
    if (sumExceeds(at.map(([l]) => l.quotaPercent), QUOTA_PERCENT_LIMIT)) report(ctx, VK.quotaPercentLimit, ['lines', first, 'quotaPercent'], { limit: QUOTA_PERCENT_LIMIT, seq: item.seq });
    for (const k of duplicateIndexes(at.map(([l]) => l.supplierId))) report(ctx, VK.duplicateSupplier, ['lines', at[k][1], 'supplierId']);
  }
}

/**
 * A parity (bidding) sheet. Per row (`seq`): the quota quantities add up to at most the row's
 * quantity (each whole where the row's unit is counted), the quota percentages to at most 100,
 * each supplier once. The exchange rates into the local currency must be maintained, USD among
 * them; `rates: false` leaves them to the commit (a draft is saved while a rate is still being
 * maintained).
 */
export const paritySchema = (localCurrencyCode?: string, options: { rates?: boolean } = {}) =>
  parityShape(localCurrencyCode, options.rates ?? true).superRefine(quotaRules, { when: whenFieldsValid('items', 'lines') });

/** Sent for sign-off (commit): the saved rules, a winning supplier among the sheet's and the reason it won. */
export const parityCommitSchema = (localCurrencyCode?: string) =>
  parityShape(localCurrencyCode)
    .extend({ winningSupplierId: numberField(), winReason: requiredText(LONG_TEXT) })
    .superRefine(quotaRules, { when: whenFieldsValid('items', 'lines') })
    .superRefine(
      (v, ctx) => {
        if (!v.lines.some((l) => l.supplierId === v.winningSupplierId)) report(ctx, VK.invalid, ['winningSupplierId']);
      },
      { when: whenFieldsValid('winningSupplierId', 'lines') },
    );

export type ParityFormInput = z.input<ReturnType<typeof paritySchema>>;
export type ParityFormOutput = z.output<ReturnType<typeof paritySchema>>;

/**
 * Quotations picked to create a parity sheet from an inquiry: at least one, each COMPLETED
 * ("The selected quotation status must be Completed."), one per supplier.
 */
export const quotationPickSchema = lazySchema(() =>
  atLeastOne(
    z.object({ quotationId: z.number(), supplierId: z.number(), status: z.string() }),
  ).superRefine((picks, ctx) => {
    picks.forEach((p, i) => {
      if (p.status !== COMPLETED) report(ctx, VK.quotationNotCompleted, [i, 'status']);
    });
    for (const i of duplicateIndexes(picks.map((p) => p.supplierId))) report(ctx, VK.duplicateSupplier, [i, 'supplierId']);
  }),
);
