import { z } from 'zod';
import { atLeastOne, duplicateIndexes, nonNegativeNumber, optionalNumberField, requiredText, sumOf, whenFieldsValid } from './common.schema';
import { exchangeRateListSchema } from './exchange-rate.schema';
import { report } from './issues';
import type { QuotationStatus } from './quotation';
import { VK } from './validation-keys';

/** The limit the quota percentages must stay under (spec: "the sum must be less than 100"). */
export const QUOTA_PERCENT_LIMIT = 100;
const COMPLETED: QuotationStatus = 'COMPLETED';

const parityLineSchema = z.object({
  supplierId: z.number({ error: VK.required }),
  currencyCode: requiredText(),
  quota: optionalNumberField(),
  quotaPercent: optionalNumberField(),
});

/**
 * A parity (bidding) sheet before commit. "Quota sum cannot exceed the quantity; the sum must be
 * less than 100" (spec section 5) is read literally, as two rules: the quota quantities add up to
 * at most `quantity`, and the quota percentages add up to strictly less than 100. Each supplier
 * appears once. The exchange rates must be maintained, USD among them.
 */
export const paritySchema = (localCurrencyCode?: string) =>
  z
    .object({
      quantity: nonNegativeNumber(),
      lines: atLeastOne(parityLineSchema),
      exchangeRateList: exchangeRateListSchema(localCurrencyCode),
    })
    .superRefine(
      (v, ctx) => {
        if (sumOf(v.lines.map((l) => l.quota)) > v.quantity) report(ctx, VK.quotaExceedsQuantity, ['lines'], { quantity: v.quantity });
        if (sumOf(v.lines.map((l) => l.quotaPercent)) >= QUOTA_PERCENT_LIMIT) report(ctx, VK.quotaPercentLimit, ['lines'], { limit: QUOTA_PERCENT_LIMIT });
        for (const i of duplicateIndexes(v.lines.map((l) => l.supplierId))) report(ctx, VK.duplicateSupplier, ['lines', i, 'supplierId']);
      },
      { when: whenFieldsValid('quantity', 'lines') },
    );

/**
 * Quotations picked to create a parity sheet from an inquiry: at least one, each COMPLETED
 * ("The selected quotation status must be Completed."), one per supplier.
 */
export const quotationPickSchema = atLeastOne(
  z.object({ quotationId: z.number(), supplierId: z.number(), status: z.string() }),
).superRefine((picks, ctx) => {
  picks.forEach((p, i) => {
    if (p.status !== COMPLETED) report(ctx, VK.quotationNotCompleted, [i, 'status']);
  });
  for (const i of duplicateIndexes(picks.map((p) => p.supplierId))) report(ctx, VK.duplicateSupplier, [i, 'supplierId']);
});
