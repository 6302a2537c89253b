import { z } from 'zod';
import {
  atLeastOne,
  cents,
  isAfter,
  isoDateField,
  numberField,
  optionalNumberField,
  optionalText,
  requiredText,
  sumOf,
  whenFieldsValid,
} from './common.schema';
import { INVOICE_NUMBER_LENGTH } from './constants';
import { isMaintainedRate } from './exchange-rate.schema';
import { report } from './issues';
import { VK } from './validation-keys';

const billDetailSchema = z.object({
  poNo: requiredText(),
  item: numberField(),
  quantity: numberField(),
  amount: numberField(),
  /** The requested demand: what the PO item still allows to invoice. */
  allowAmount: z.number(),
  taxAmount: z.number().optional(),
});

/**
 * "Invoice number length is 20 characters" (spec sections 5 and 9) is read as at most 20:
 * invoice numbers of other countries are shorter, and refusing them would block payment.
 */
export const invoiceNoField = () =>
  requiredText().superRefine((v, ctx) => {
    if (v.length > INVOICE_NUMBER_LENGTH) report(ctx, VK.invoiceNoLength, [], { max: INVOICE_NUMBER_LENGTH });
  });

/**
 * A bill (invoice request) before commit. Readings of section 5:
 * - each detail amount may not exceed its `allowAmount` (the requested demand of that PO item);
 * - the detail amounts, summed to the cent, equal `invoiceAmount` (both before tax);
 * - "Base date cannot be earlier than due date" is applied as written: baseDate >= dueDate;
 * - a foreign-currency bill needs an exchange rate that is not 0 or empty.
 */
export const billSchema = z
  .object({
    invoiceNo: invoiceNoField(),
    invoiceDate: isoDateField(),
    invoiceAmount: numberField(),
    baseDate: isoDateField(),
    dueDate: isoDateField(),
    currencyCode: requiredText(),
    localCurrencyCode: requiredText(),
    exchangeRate: optionalNumberField(),
    taxCode: optionalText(),
    details: atLeastOne(billDetailSchema),
  })
  .superRefine(
    (v, ctx) => {
      v.details.forEach((d, i) => {
        if (cents(d.amount) > cents(d.allowAmount)) report(ctx, VK.amountExceedsDemand, ['details', i, 'amount'], { max: d.allowAmount });
      });
      const total = sumOf(v.details.map((d) => d.amount));
      if (cents(total) !== cents(v.invoiceAmount)) {
        report(ctx, VK.detailTotalMismatch, ['invoiceAmount'], { total: cents(total) / 100, amount: v.invoiceAmount });
      }
    },
    { when: whenFieldsValid('details', 'invoiceAmount') },
  )
  .superRefine(
    (v, ctx) => {
      if (isAfter(v.dueDate, v.baseDate)) report(ctx, VK.baseDateBeforeDueDate, ['baseDate']);
    },
    { when: whenFieldsValid('baseDate', 'dueDate') },
  )
  .superRefine(
    (v, ctx) => {
      if (v.currencyCode !== v.localCurrencyCode && !isMaintainedRate(v.exchangeRate)) {
        report(ctx, VK.exchangeRateEmpty, ['exchangeRate'], { currency: v.currencyCode });
      }
    },
    { when: whenFieldsValid('currencyCode', 'localCurrencyCode', 'exchangeRate') },
  );

export type BillInput = z.input<typeof billSchema>;
