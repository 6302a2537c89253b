import { asksUsdRate, BILL_TAX_RATES, fromCents, isBillTaxCode, sumCents, taxCents, toCents } from 'shared-ui/contract';
import { Columns, Section, useFormats } from 'shared-ui/components';
import { AmountField, DateField, RateField, ReadOnlyValue, SelectField, TextField, useWatch } from 'shared-ui/form';
import { FileUploadField } from 'shared-ui/upload';
import { typedNumber, type BillLineForm } from './bill-form';
import { TAX_CODE_OPTIONS } from './tax-codes';

const f = (field: string) => `payment:fields.${field}`;

/**
 * The invoice's header (spec section 3): its number, year, date and amount as printed, the
 * reference, base and due date, the currencies and rates (the US dollar rate only where it is
 * another number than the exchange rate, `asksUsdRate`), the tax code and the tax it computes,
 * the invoice file. The lines' total and the tax follow what is typed, so a mismatch shows
 * before Save does.
 */
export function BillHeader() {
  const format = useFormats();
  const [invoiceDate, invoiceAmount, taxCode, currencyCode, localCurrencyCode, details] = useWatch({
    name: ['invoiceDate', 'invoiceAmount', 'taxCode', 'currencyCode', 'localCurrencyCode', 'details'],
  }) as [string | undefined, unknown, string | undefined, string | undefined, string | undefined, BillLineForm[] | undefined];
  const linesTotal = sumCents((details ?? []).map((d) => typedNumber(d.amount) ?? 0));
  const amount = typedNumber(invoiceAmount);
  const tax = amount !== undefined && isBillTaxCode(taxCode) ? fromCents(taxCents(toCents(amount), BILL_TAX_RATES[taxCode], currencyCode)) : undefined;
  const foreign = Boolean(currencyCode && localCurrencyCode && currencyCode !== localCurrencyCode);
  return (
    <Section id="bill-header" title="payment:invoice.header">
      <Columns>
        <TextField name="invoiceNo" label={f('invoiceNo')} required helperText="payment:invoice.invoiceNoHint" />
        <ReadOnlyValue label={f('invoiceYear')} value={/^\d{4}/.test(invoiceDate ?? '') ? invoiceDate!.slice(0, 4) : undefined} />
        <DateField name="invoiceDate" label={f('invoiceDate')} required />
        <TextField name="reference" label={f('reference')} />
        <AmountField name="invoiceAmount" label="payment:invoice.invoiceAmountIn" labelValues={{ currency: currencyCode ?? '' }} currency={currencyCode} required helperText="payment:invoice.amountHint" />
        <ReadOnlyValue label="payment:invoice.linesTotal" value={format.amount(fromCents(linesTotal), currencyCode)} />
        <SelectField name="taxCode" label={f('taxCode')} options={TAX_CODE_OPTIONS} required />
        <ReadOnlyValue label={f('taxAmount')} value={tax === undefined ? undefined : format.amount(tax, currencyCode)} />
        <DateField name="dueDate" label={f('dueDate')} required />
        <DateField name="baseDate" label={f('baseDate')} required helperText="payment:invoice.baseDateHint" />
        <ReadOnlyValue label={f('currencyCode')} value={currencyCode} />
        <ReadOnlyValue label={f('localCurrencyCode')} value={localCurrencyCode} />
        {foreign && (
          <RateField name="exchangeRate" label="payment:invoice.exchangeRateOf" labelValues={{ from: currencyCode!, to: localCurrencyCode! }} required helperText="payment:invoice.rateHint" />
        )}
        {/* A USD bill's exchange rate is the US dollar rate: asked once. */}
        {asksUsdRate(currencyCode, localCurrencyCode) && (
          <RateField name="usdExchangeRate" label="payment:invoice.usdRateInto" labelValues={{ to: localCurrencyCode! }} required helperText="payment:invoice.rateHint" />
        )}
      </Columns>
      <FileUploadField name="attachments" label={f('attachments')} />
    </Section>
  );
}
