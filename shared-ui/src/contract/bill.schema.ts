import { z } from 'zod';
import { fileRefSchema } from './attachment.schema';
import { atLeastOne, isAfter, isoDateField, millionths, numberField, optionalNumberField, optionalText, requiredText, whenFieldsValid } from './common.schema';
import { INVOICE_NUMBER_LENGTH } from './constants';
import { asksUsdRate, fitsCurrencyDigits, isBillTaxCode, lineAmount, sumCents, toCents, usdRateOfBill } from './bill';
import { currencyDigits } from './currency-digits';
import { rateIssue, reportRateIssue } from './exchange-rate.schema';
import { report } from './issues';
import { VK } from './validation-keys';
import { lazySchema } from './lazy-schema';
import { fitsUnit } from './units';

/** A number above 0 (a quantity or an amount to invoice): 0 or less answers `validation:positive`. */
const positiveNumber = () => numberField().pipe(z.number().gt(0, { error: VK.positive }));

/**
 * One line of a bill: the PO item it invoices, with the facts the server gave (what the item
 * still allows, its price) and what the supplier enters. Readings of section 5 and the issue:
 * - the quantity never exceeds what was received and accepted minus what other bills cover;
 * - the amount cannot exceed the requested demand (`allowAmount`);
 * - nor what its quantity is worth at the PO price, in the bill's currency (`billRules`);
 * - the quantity is a whole number where the PO item's `unit` is counted (pieces, sets, boxes,
 *   rolls): half a piece is not billed.
 */
const billLineSchema = lazySchema(() =>
  z
    .object({
      poItemId: z.number({ error: VK.required }),
      allowQuantity: z.number(),
      allowAmount: z.number(),
      unitPrice: z.number(),
      unit: z.string().optional(),
      quantity: positiveNumber(),
      amount: positiveNumber(),
    })
    .superRefine(
      (line, ctx) => {
        if (!fitsUnit(line.quantity, line.unit)) report(ctx, VK.integer, ['quantity']);
      },
      { when: whenFieldsValid('quantity') },
    )
    .superRefine(
      (line, ctx) => {
        if (millionths(line.quantity) > millionths(line.allowQuantity)) report(ctx, VK.quantityExceedsBillable, ['quantity'], { max: line.allowQuantity });
      },
      { when: whenFieldsValid('quantity', 'amount') },
    ),
);

/**
 * "Invoice number length is 20 characters" (spec sections 5 and 9) is read as at most 20:
 * invoice numbers of other countries are shorter, and refusing them would block payment.
 */
export const invoiceNoField = () =>
  requiredText().superRefine((v, ctx) => {
    if (v.length > INVOICE_NUMBER_LENGTH) report(ctx, VK.invoiceNoLength, [], { max: INVOICE_NUMBER_LENGTH });
  });

const taxCodeField = () =>
  requiredText().superRefine((v, ctx) => {
    if (!isBillTaxCode(v)) report(ctx, VK.invalid);
  });

/** An amount with more decimals than its currency has: `validation:amountDecimals`, or `amountNoDecimals` for the yen. */
function reportDecimals(ctx: z.RefinementCtx, path: (string | number)[], currency: string) {
  const digits = currencyDigits(currency);
  if (digits === 0) report(ctx, VK.amountNoDecimals, path, { currency });
  else report(ctx, VK.amountDecimals, path, { currency, digits });
}

/**
 * A bill (invoice request) as saved (`draft`, `put`) and, with `commit`, as committed or
 * approved. Readings of section 5:
 * - amounts (the header's and each line's) have no more decimals than the bill's currency
 *   (ISO 4217 minor units: JPY none, TWD, USD, CNY, BRL, EUR two);
 * - a line's amount is at most its quantity × the PO price, rounded to the currency's decimals:
 *   "an amount cannot exceed the requested demand" line by line, so one bill cannot take the
 *   whole demand for a few pieces and leave the rest of the pieces to another bill (the goods
 *   paid twice);
 * - the detail amounts, summed to the cent, equal `invoiceAmount` (both before tax);
 * - "Base date cannot be earlier than due date" is applied as written: baseDate >= dueDate;
 * - a foreign-currency bill needs an exchange rate that is not 0 or empty, and, when neither its
 *   currency nor the local one is USD, the US dollar rate into the local currency: "US dollar
 *   rate must be maintained". A USD bill's exchange rate is the US dollar rate: it is not asked
 *   twice (two fields of one number, typed differently), and the output's `usdExchangeRate` is
 *   the exchange rate, whatever was sent (`usdRateOfBill`);
 * - commit: the invoice file is attached.
 */
const billRules = (options: { commit: boolean }) =>
  z
    .object({
      invoiceNo: invoiceNoField(),
      invoiceDate: isoDateField(),
      invoiceAmount: positiveNumber(),
      reference: optionalText(),
      baseDate: isoDateField(),
      dueDate: isoDateField(),
      currencyCode: requiredText(),
      localCurrencyCode: requiredText(),
      exchangeRate: optionalNumberField(),
      usdExchangeRate: optionalNumberField(),
      taxCode: taxCodeField(),
      attachments: z.array(fileRefSchema, { error: VK.invalid }).default([]),
      details: atLeastOne(billLineSchema),
    })
    .superRefine(
      (v, ctx) => {
        if (!fitsCurrencyDigits(v.invoiceAmount, v.currencyCode)) reportDecimals(ctx, ['invoiceAmount'], v.currencyCode);
      },
      { when: whenFieldsValid('invoiceAmount', 'currencyCode') },
    )
    .superRefine(
      (v, ctx) => {
        if (!Array.isArray(v.details)) return;
        v.details.forEach((line: Partial<(typeof v.details)[number]> | undefined, i) => {
          const at = (field: string) => `details.${i}.${field}`;
          // A line whose amount is already refused (0, above the demand) says so once. The demand
          // is checked here, not with the line: its message writes the cap in the bill's currency.
          if (typeof line?.amount !== 'number' || !whenFieldsValid(at('amount'))(ctx)) return;
          if (typeof line.allowAmount === 'number' && toCents(line.amount) > toCents(line.allowAmount)) {
            return report(ctx, VK.amountExceedsDemand, ['details', i, 'amount'], { max: line.allowAmount, currency: v.currencyCode });
          }
          if (!fitsCurrencyDigits(line.amount, v.currencyCode)) return reportDecimals(ctx, ['details', i, 'amount'], v.currencyCode);
          if (typeof line.quantity !== 'number' || typeof line.unitPrice !== 'number' || !whenFieldsValid(at('quantity'), at('unitPrice'))(ctx)) return;
          const max = lineAmount(line.quantity, line.unitPrice, v.currencyCode);
          if (toCents(line.amount) > toCents(max)) report(ctx, VK.amountExceedsLineValue, ['details', i, 'amount'], { max, currency: v.currencyCode });
        });
      },
      { when: whenFieldsValid('currencyCode') },
    )
    .superRefine(
      (v, ctx) => {
        const total = sumCents(v.details.map((d) => d.amount));
        if (total !== toCents(v.invoiceAmount)) report(ctx, VK.detailTotalMismatch, ['invoiceAmount'], { total: total / 100, amount: v.invoiceAmount, currency: v.currencyCode });
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
        if (v.currencyCode === v.localCurrencyCode) return;
        const issue = rateIssue(v.exchangeRate);
        if (issue) reportRateIssue(ctx, issue, ['exchangeRate'], { currency: v.currencyCode });
        if (asksUsdRate(v.currencyCode, v.localCurrencyCode)) {
          const usdIssue = rateIssue(v.usdExchangeRate);
          if (usdIssue) reportRateIssue(ctx, usdIssue === VK.exchangeRateEmpty ? VK.usdRateRequired : usdIssue, ['usdExchangeRate']);
        }
      },
      { when: whenFieldsValid('currencyCode', 'localCurrencyCode', 'exchangeRate', 'usdExchangeRate') },
    )
    .superRefine((v, ctx) => {
      if (options.commit && v.attachments.length === 0) report(ctx, VK.attachmentRequired, ['attachments']);
    })
    .transform((v) => ({ ...v, usdExchangeRate: usdRateOfBill(v) }));

/** A bill as saved (draft, put): every rule but the invoice file. */
export const billSchema = lazySchema(() => billRules({ commit: false }));
/** A bill as committed (and approved): the invoice file attached too. */
export const billCommitSchema = lazySchema(() => billRules({ commit: true }));

export type BillInput = z.input<typeof billSchema>;
export type BillOutput = z.output<typeof billSchema>;

/**
 * The PO items one bill may hold: one supplier's, in one currency, billed to one company. The
 * invoice request list lets the user tick only such items; `draft` refuses others.
 */
export const billGroupOf = (row: { supplierId: number; currencyCode: string; companyCode: string }) => `${row.supplierId}|${row.currencyCode}|${row.companyCode}`;
export const canBillTogether = (rows: readonly { supplierId: number; currencyCode: string; companyCode: string }[]) => new Set(rows.map(billGroupOf)).size <= 1;

/**
 * The form an invoice number takes where the supplier is (for `checkInvoice`): Taiwan's uniform
 * invoice (two letters, eight digits), a Chinese fapiao (eight or twenty digits, the fully
 * digital one), a Brazilian NF-e number (up to nine digits); elsewhere letters and digits,
 * with - or / between them.
 */
export function invoiceNoFormOf(countryCode: string): { pattern: RegExp; example: string } {
  switch (countryCode) {
    case 'TW':
      return { pattern: /^[A-Z]{2}\d{8}$/, example: 'AB12345678' };
    case 'CN':
      return { pattern: /^(\d{8}|\d{20})$/, example: '26312000000012345678' };
    case 'BR':
    case 'B1':
      return { pattern: /^(NFe-)?\d{1,9}$/, example: 'NFe-000012345' };
    default:
      return { pattern: /^[A-Za-z0-9]+([-/][A-Za-z0-9]+)*$/, example: 'INV-2026-0001' };
  }
}
