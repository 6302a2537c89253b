import { fitsCurrencyDigits, lineAmount, lineAmountCents, sumCents, taxCents } from './bill';
import { billCommitSchema, billSchema, canBillTogether, invoiceNoField, invoiceNoFormOf } from './bill.schema';
import { issuesOf } from './issues';

const valid = {
  invoiceNo: 'AB12345678',
  invoiceDate: '2026-04-01',
  invoiceAmount: 300.3,
  baseDate: '2026-05-31',
  dueDate: '2026-05-31',
  currencyCode: 'TWD',
  localCurrencyCode: 'TWD',
  taxCode: 'V5',
  details: [
    { poItemId: 1, quantity: 1, amount: 100.1, unitPrice: 100.1, allowQuantity: 1, allowAmount: 100.1 },
    { poItemId: 2, quantity: 2, amount: 200.2, unitPrice: 100.1, allowQuantity: 5, allowAmount: 500.5 },
  ],
};

describe('invoice number', () => {
  it('accepts up to 20 characters', () => {
    expect(issuesOf(invoiceNoField(), 'A'.repeat(20))).toEqual([]);
    expect(issuesOf(invoiceNoField(), 'AB123')).toEqual([]);
  });

  it('refuses 21 characters, with the maximum as a param', () => {
    expect(issuesOf(invoiceNoField(), 'A'.repeat(21))).toEqual([{ path: '', key: 'validation:invoiceNoLength', params: { max: 20 } }]);
  });

  it('has the form of the supplier’s country (checkInvoice)', () => {
    expect(invoiceNoFormOf('TW').pattern.test('AB12345678')).toBe(true);
    expect(invoiceNoFormOf('TW').pattern.test('INV-0001')).toBe(false);
    expect(invoiceNoFormOf('CN').pattern.test('26312000000012345678')).toBe(true);
    expect(invoiceNoFormOf('BR').pattern.test('NFe-157264482')).toBe(true);
    expect(invoiceNoFormOf('DE').pattern.test('RE-2026-00012')).toBe(true);
    expect(invoiceNoFormOf('DE').pattern.test('RE--1')).toBe(false);
  });
});

describe('bill', () => {
  it('passes when lines stay within what is left and total the header to the cent', () => {
    expect(issuesOf(billSchema, valid)).toEqual([]);
  });

  it('takes typed text for numbers, as the form holds them', () => {
    expect(issuesOf(billSchema, { ...valid, invoiceAmount: '300.30', details: valid.details.map((d) => ({ ...d, quantity: String(d.quantity) })) })).toEqual([]);
  });

  it('refuses a quantity above what was received and not yet invoiced', () => {
    const details = [{ ...valid.details[0], quantity: 1.5 }, valid.details[1]];
    expect(issuesOf(billSchema, { ...valid, details })).toEqual([{ path: 'details.0.quantity', key: 'validation:quantityExceedsBillable', params: { max: 1 } }]);
  });

  it('bills whole quantities where the PO item is counted in pieces, decimals for a weight', () => {
    const details = (unit: string) => [{ ...valid.details[0], unit }, { ...valid.details[1], unit, quantity: 1.5, amount: 150.15 }];
    expect(issuesOf(billSchema, { ...valid, invoiceAmount: 250.25, details: details('PC') })).toEqual([{ path: 'details.1.quantity', key: 'validation:integer' }]);
    expect(issuesOf(billSchema, { ...valid, invoiceAmount: 250.25, details: details('KG') })).toEqual([]);
  });

  it('refuses a line above its requested demand', () => {
    const details = [{ ...valid.details[0], amount: 150.1 }, { ...valid.details[1], amount: 150.2 }];
    expect(issuesOf(billSchema, { ...valid, details })).toEqual([{ path: 'details.0.amount', key: 'validation:amountExceedsDemand', params: { max: 100.1, currency: 'TWD' } }]);
  });

  it('refuses a line amount above what its quantity is worth, even within the demand: 1 of 1,000 PC at 3.20 for 3,200', () => {
    const left = { poItemId: 1, unitPrice: 3.2, allowQuantity: 1000, allowAmount: 3200 };
    const one = (quantity: number | string, amount: number | string, invoiceAmount = amount) => ({ ...valid, invoiceAmount, details: [{ ...left, quantity, amount }] });
    expect(issuesOf(billSchema, one(1, 3200))).toEqual([{ path: 'details.0.amount', key: 'validation:amountExceedsLineValue', params: { max: 3.2, currency: 'TWD' } }]);
    expect(issuesOf(billCommitSchema, { ...one(1, 3200), attachments: [{ fileId: 'file-1', fileName: 'invoice.pdf' }] })).toEqual([
      { path: 'details.0.amount', key: 'validation:amountExceedsLineValue', params: { max: 3.2, currency: 'TWD' } },
    ]);
    expect(issuesOf(billSchema, one(1, 3.21))).toEqual([{ path: 'details.0.amount', key: 'validation:amountExceedsLineValue', params: { max: 3.2, currency: 'TWD' } }]);
    expect(issuesOf(billSchema, one('1', '3.20'))).toEqual([]);
    // Less than the goods' worth is the supplier's to bill (a discount); the rest of the quantity stays billable.
    expect(issuesOf(billSchema, one(1, 3))).toEqual([]);
    expect(issuesOf(billSchema, one(1000, 3200))).toEqual([]);
    // Worth rounded half up to the cent, as the form proposes it: 3 × 0.35, 0.5 × 0.01.
    expect(issuesOf(billSchema, { ...one(3, 1.05), details: [{ ...left, unitPrice: 0.35, quantity: 3, amount: 1.05 }] })).toEqual([]);
    expect(issuesOf(billSchema, { ...one(0.5, 0.01), details: [{ ...left, unitPrice: 0.01, quantity: 0.5, amount: 0.01 }] })).toEqual([]);
  });

  it('rounds a yen line’s worth to the yen: 850 × 0.23 JPY is at most 196', () => {
    const yen = { ...valid, currencyCode: 'JPY', localCurrencyCode: 'TWD', taxCode: 'V0', exchangeRate: 0.2135, usdExchangeRate: 32.15 };
    const line = { poItemId: 1, unitPrice: 0.23, allowQuantity: 850, allowAmount: 196, quantity: 850 };
    expect(issuesOf(billSchema, { ...yen, invoiceAmount: 196, details: [{ ...line, amount: 196 }] })).toEqual([]);
    expect(issuesOf(billSchema, { ...yen, invoiceAmount: 196, details: [{ ...line, quantity: 849, amount: 196 }] })).toEqual([
      { path: 'details.0.amount', key: 'validation:amountExceedsLineValue', params: { max: 195, currency: 'JPY' } },
    ]);
  });

  it('refuses amounts with more decimals than the bill’s currency has: a third for TWD, any for JPY', () => {
    const details = [{ ...valid.details[0], amount: 100.005 }, valid.details[1]];
    expect(issuesOf(billSchema, { ...valid, invoiceAmount: '300.305', details })).toEqual([
      { path: 'invoiceAmount', key: 'validation:amountDecimals', params: { currency: 'TWD', digits: 2 } },
      { path: 'details.0.amount', key: 'validation:amountDecimals', params: { currency: 'TWD', digits: 2 } },
    ]);
    const yen = { ...valid, currencyCode: 'JPY', localCurrencyCode: 'TWD', taxCode: 'V0', exchangeRate: 0.2135, usdExchangeRate: 32.15 };
    const line = { poItemId: 1, unitPrice: 1234.5, allowQuantity: 2, allowAmount: 2469, quantity: 1 };
    expect(issuesOf(billSchema, { ...yen, invoiceAmount: 1234.5, details: [{ ...line, amount: 1234.5 }] })).toEqual([
      { path: 'invoiceAmount', key: 'validation:amountNoDecimals', params: { currency: 'JPY' } },
      { path: 'details.0.amount', key: 'validation:amountNoDecimals', params: { currency: 'JPY' } },
    ]);
    expect(issuesOf(billSchema, { ...yen, invoiceAmount: 1234, details: [{ ...line, amount: 1234 }] })).toEqual([]);
    expect(issuesOf(billSchema, { ...yen, invoiceAmount: 2469, details: [{ ...line, quantity: 2, amount: '2469' }] })).toEqual([]);
  });

  it('refuses a quantity or amount of 0', () => {
    const details = [{ ...valid.details[0], quantity: 0 }, valid.details[1]];
    expect(issuesOf(billSchema, { ...valid, details })).toEqual([{ path: 'details.0.quantity', key: 'validation:positive' }]);
  });

  it('refuses lines that do not total the header amount (0.1 + 0.2 is 0.3 here)', () => {
    expect(issuesOf(billSchema, { ...valid, invoiceAmount: 300 })).toEqual([
      { path: 'invoiceAmount', key: 'validation:detailTotalMismatch', params: { total: 300.3, amount: 300, currency: 'TWD' } },
    ]);
    const tenths = [0.1, 0.2].map((amount, i) => ({ poItemId: i, quantity: 1, amount, unitPrice: 1, allowQuantity: 1, allowAmount: 1 }));
    expect(issuesOf(billSchema, { ...valid, invoiceAmount: 0.3, details: tenths })).toEqual([]);
  });

  it('refuses a base date earlier than the due date (the rule as written)', () => {
    expect(issuesOf(billSchema, { ...valid, baseDate: '2026-05-30' })).toEqual([{ path: 'baseDate', key: 'validation:baseDateBeforeDueDate' }]);
    expect(issuesOf(billSchema, { ...valid, baseDate: '2026-06-01' })).toEqual([]);
  });

  it('needs the exchange rate and the US dollar rate for a bill in another foreign currency than USD (EUR booked in TWD)', () => {
    const foreign = { ...valid, currencyCode: 'EUR', taxCode: 'V0' };
    expect(issuesOf(billSchema, { ...foreign, exchangeRate: 34.9, usdExchangeRate: 32.15 })).toEqual([]);
    expect(issuesOf(billSchema, { ...foreign, exchangeRate: 0, usdExchangeRate: null })).toEqual([
      { path: 'exchangeRate', key: 'validation:exchangeRateEmpty', params: { currency: 'EUR' } },
      { path: 'usdExchangeRate', key: 'validation:usdRateRequired' },
    ]);
    expect(issuesOf(billSchema, { ...foreign, exchangeRate: -31.5, usdExchangeRate: -32 })).toEqual([
      { path: 'exchangeRate', key: 'validation:exchangeRateNegative', params: { currency: 'EUR' } },
      { path: 'usdExchangeRate', key: 'validation:exchangeRateNegative' },
    ]);
    const wholeYen = { invoiceAmount: 300, details: [{ ...valid.details[0], amount: 100 }, { ...valid.details[1], amount: 200 }] };
    expect(issuesOf(billSchema, { ...foreign, ...wholeYen, currencyCode: 'JPY', localCurrencyCode: 'CNY', exchangeRate: 0.048 })).toEqual([
      { path: 'usdExchangeRate', key: 'validation:usdRateRequired' },
    ]);
    expect(billSchema.parse({ ...foreign, exchangeRate: 34.9, usdExchangeRate: 32.15 })).toMatchObject({ exchangeRate: 34.9, usdExchangeRate: 32.15 });
    // No more decimals than a rate is shown with: 6.
    expect(issuesOf(billSchema, { ...foreign, exchangeRate: 34.912345, usdExchangeRate: 32.154321 })).toEqual([]);
    expect(issuesOf(billSchema, { ...foreign, exchangeRate: 34.9123456, usdExchangeRate: 32.1543219 })).toEqual([
      { path: 'exchangeRate', key: 'validation:rateDecimals', params: { currency: 'EUR', digits: 6 } },
      { path: 'usdExchangeRate', key: 'validation:rateDecimals', params: { digits: 6 } },
    ]);
    // Booked in US dollars: the bill's own rate is the dollar's.
    expect(issuesOf(billSchema, { ...foreign, localCurrencyCode: 'USD', exchangeRate: 1.08 })).toEqual([]);
  });

  it('takes a USD bill’s exchange rate as its US dollar rate: not asked again, kept equal whatever was sent', () => {
    const usd = { ...valid, currencyCode: 'USD', localCurrencyCode: 'CNY', taxCode: 'V0' };
    expect(issuesOf(billSchema, { ...usd, exchangeRate: 7.26 })).toEqual([]);
    expect(issuesOf(billSchema, { ...usd, exchangeRate: 0, usdExchangeRate: null })).toEqual([{ path: 'exchangeRate', key: 'validation:exchangeRateEmpty', params: { currency: 'USD' } }]);
    expect(billSchema.parse({ ...usd, exchangeRate: '7.31', usdExchangeRate: '7.3' })).toMatchObject({ exchangeRate: 7.31, usdExchangeRate: 7.31 });
    expect(billSchema.parse({ ...usd, exchangeRate: 7.31 }).usdExchangeRate).toBe(7.31);
    // A domestic bill keeps no rate to the dollar.
    expect(billSchema.parse({ ...valid, usdExchangeRate: 32.15 }).usdExchangeRate).toBeUndefined();
  });

  it('takes a tax code of the list', () => {
    expect(issuesOf(billSchema, { ...valid, taxCode: 'X1' })).toEqual([{ path: 'taxCode', key: 'validation:invalid' }]);
  });

  it('needs at least one detail line', () => {
    expect(issuesOf(billSchema, { ...valid, details: [] })).toEqual([{ path: 'details', key: 'validation:atLeastOne' }]);
  });

  it('needs the invoice file to be committed', () => {
    expect(issuesOf(billCommitSchema, valid)).toEqual([{ path: 'attachments', key: 'validation:attachmentRequired' }]);
    expect(issuesOf(billCommitSchema, { ...valid, attachments: [{ fileId: 'file-1', fileName: 'invoice.pdf' }] })).toEqual([]);
  });
});

describe('money of a bill', () => {
  it('multiplies on the decimal digits, rounding half up to the cent', () => {
    expect(lineAmountCents(1, 1.005)).toBe(101);
    expect(lineAmount(3, 0.35)).toBe(1.05);
    expect(lineAmount(803, 46)).toBe(36938);
    expect(lineAmount(0.5, 0.01)).toBe(0.01);
  });

  it('rounds to the currency’s decimals when given one, and tells an amount with more', () => {
    expect(lineAmount(850, 0.23)).toBe(195.5);
    expect(lineAmount(850, 0.23, 'USD')).toBe(195.5);
    expect(lineAmount(850, 0.23, 'JPY')).toBe(196);
    expect(lineAmount(3, 0.35, 'TWD')).toBe(1.05);
    expect(fitsCurrencyDigits(100.01, 'USD')).toBe(true);
    expect(fitsCurrencyDigits(100.005, 'USD')).toBe(false);
    expect(fitsCurrencyDigits(1234, 'JPY')).toBe(true);
    expect(fitsCurrencyDigits(1234.5, 'JPY')).toBe(false);
    expect(fitsCurrencyDigits(0.3, 'EUR')).toBe(true);
  });

  it('sums to the cent and takes the tax of a rate', () => {
    expect(sumCents([0.1, 0.2])).toBe(30);
    expect(taxCents(2658800, 5)).toBe(132940);
    expect(taxCents(1, 50)).toBe(1);
    // A yen has no cents: 195 yen at 5% is 10 yen of tax, not 9.75.
    expect(taxCents(19500, 5, 'JPY')).toBe(1000);
    expect(taxCents(19500, 5, 'TWD')).toBe(975);
  });
});

it('bills the items of one supplier, currency and company together', () => {
  const item = { supplierId: 1001, currencyCode: 'USD', companyCode: '2000' };
  expect(canBillTogether([item, item])).toBe(true);
  expect(canBillTogether([item, { ...item, currencyCode: 'TWD' }])).toBe(false);
  expect(canBillTogether([item, { ...item, supplierId: 1002 }])).toBe(false);
});
