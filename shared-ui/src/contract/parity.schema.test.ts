import { cheapestBySeq, costOf, toLocal, toUsd } from './parity-compare';
import { issuesOf } from './issues';
import { parityCommitSchema, paritySchema, quotationPickSchema } from './parity.schema';

const rates = [{ currencyCode: 'USD', rate: 32 }];
const valid = {
  costComparisonType: 'UNIT_PRICE',
  items: [{ seq: 1, quantity: 1000 }],
  lines: [
    { seq: 1, supplierId: 1, currencyCode: 'TWD', netPrice: 10, quota: 600, quotaPercent: 60 },
    { seq: 1, supplierId: 2, currencyCode: 'USD', netPrice: 0.3, quota: 400, quotaPercent: 40 },
  ],
  exchangeRateList: rates,
};

describe('parity sheet', () => {
  it('passes a full 60/40 split within the quantity', () => {
    expect(issuesOf(paritySchema('TWD'), valid)).toEqual([]);
  });

  it('refuses quotas above the row quantity', () => {
    const lines = [valid.lines[0], { ...valid.lines[1], quota: 401 }];
    expect(issuesOf(paritySchema('TWD'), { ...valid, lines })).toEqual([
      { path: 'lines.0.quota', key: 'validation:quotaExceedsQuantity', params: { quantity: 1000, seq: 1 } },
    ]);
  });

  it('refuses percentages above 100 (the spec\'s "less than 100" read as "not above")', () => {
    const lines = [valid.lines[0], { ...valid.lines[1], quotaPercent: 41 }];
    expect(issuesOf(paritySchema('TWD'), { ...valid, lines })).toEqual([
      { path: 'lines.0.quotaPercent', key: 'validation:quotaPercentLimit', params: { limit: 100, seq: 1 } },
    ]);
  });

  it('takes whole quotas where the row is counted in pieces, decimals for a weight', () => {
    const lines = [{ ...valid.lines[0], quota: 600.5 }, { ...valid.lines[1], quota: 399.5 }];
    expect(issuesOf(paritySchema('TWD'), { ...valid, items: [{ seq: 1, unit: 'PC', quantity: 1000 }], lines })).toEqual([
      { path: 'lines.0.quota', key: 'validation:integer' },
      { path: 'lines.1.quota', key: 'validation:integer' },
    ]);
    expect(issuesOf(paritySchema('TWD'), { ...valid, items: [{ seq: 1, unit: 'KG', quantity: 1000 }], lines })).toEqual([]);
  });

  it('adds decimal quotas exactly: 0.1 and 0.2 fill a row of 0.3', () => {
    const items = [{ seq: 1, quantity: 0.3 }];
    const lines = [{ ...valid.lines[0], quota: 0.1, quotaPercent: 33.3 }, { ...valid.lines[1], quota: 0.2, quotaPercent: 66.7 }];
    expect(issuesOf(paritySchema('TWD'), { ...valid, items, lines })).toEqual([]);
  });

  it('refuses a rate below 0 (it would make an offer the cheapest), saying so', () => {
    expect(issuesOf(paritySchema('TWD'), { ...valid, exchangeRateList: [{ currencyCode: 'USD', rate: -32 }] })).toEqual([
      { path: 'exchangeRateList.0.rate', key: 'validation:exchangeRateNegative', params: { currency: 'USD' } },
    ]);
  });

  it('a draft may wait for a rate, but none has more decimals than it is shown with', () => {
    expect(issuesOf(paritySchema('TWD', { rates: false }), { ...valid, exchangeRateList: [{ currencyCode: 'USD', rate: '' }] })).toEqual([]);
    expect(issuesOf(paritySchema('TWD', { rates: false }), { ...valid, exchangeRateList: [{ currencyCode: 'USD', rate: 32.1234567 }] })).toEqual([
      { path: 'exchangeRateList.0.rate', key: 'validation:rateDecimals', params: { digits: 6 } },
    ]);
  });

  it('checks each row on its own', () => {
    const items = [...valid.items, { seq: 2, quantity: 10 }];
    const lines = [...valid.lines, { seq: 2, supplierId: 1, currencyCode: 'TWD', quota: 10, quotaPercent: 100 }];
    expect(issuesOf(paritySchema('TWD'), { ...valid, items, lines })).toEqual([]);
  });

  it('refuses the same supplier twice in a row, a rate of 0 and a missing USD rate', () => {
    const lines = [valid.lines[0], { ...valid.lines[1], supplierId: 1, quota: 0, quotaPercent: 0 }];
    expect(issuesOf(paritySchema('TWD'), { ...valid, lines, exchangeRateList: [{ currencyCode: 'CNY', rate: 0 }] })).toEqual([
      { path: 'exchangeRateList.0.rate', key: 'validation:exchangeRateEmpty', params: { currency: 'CNY' } },
      { path: 'exchangeRateList', key: 'validation:usdRateRequired' },
      { path: 'lines.1.supplierId', key: 'validation:duplicateSupplier' },
    ]);
  });

  it('needs a winner of the sheet and its reason to be sent for sign-off', () => {
    expect(issuesOf(parityCommitSchema('TWD'), { ...valid, winningSupplierId: 1, winReason: 'Cheapest' })).toEqual([]);
    expect(issuesOf(parityCommitSchema('TWD'), { ...valid, winningSupplierId: 9 }).map((i) => `${i.path} ${i.key}`)).toEqual([
      'winReason validation:required',
      'winningSupplierId validation:invalid',
    ]);
  });
});

describe('the comparison arithmetic', () => {
  const sheet = { ...valid, costComparisonType: 'UNIT_PRICE' as const, localCurrencyCode: 'TWD' };

  it('converts into the local currency and USD', () => {
    expect(toLocal(0.3, 'USD', 'TWD', rates)).toBeCloseTo(9.6);
    expect(toUsd(9.6, 'TWD', 'TWD', rates)).toBeCloseTo(0.3);
    expect(toLocal(1, 'CNY', 'TWD', rates)).toBeUndefined();
  });

  it('marks the cheapest offer per row by unit price or by total cost', () => {
    expect(cheapestBySeq(sheet).get(1)).toBe(2); // 0.3 USD = 9.6 TWD < 10 TWD
    const tooled = { ...sheet, costComparisonType: 'TOTAL_COST' as const, lines: [sheet.lines[0], { ...sheet.lines[1], toolingAmount: 1000 }] };
    expect(costOf(tooled.lines[1], tooled.items[0], 'TOTAL_COST')).toBe(1300);
    expect(cheapestBySeq(tooled).get(1)).toBe(1); // 10,000 TWD < 1,300 USD
  });
});

describe('quotations picked for bidding', () => {
  it('pass when every one is COMPLETED, one per supplier', () => {
    expect(issuesOf(quotationPickSchema, [{ quotationId: 1, supplierId: 1, status: 'COMPLETED' }])).toEqual([]);
  });

  it('refuse a quotation not COMPLETED and a supplier picked twice', () => {
    const picks = [
      { quotationId: 1, supplierId: 1, status: 'COMPLETED' },
      { quotationId: 2, supplierId: 1, status: 'COMMITTED' },
    ];
    expect(issuesOf(quotationPickSchema, picks)).toEqual([
      { path: '1.status', key: 'validation:quotationNotCompleted' },
      { path: '1.supplierId', key: 'validation:duplicateSupplier' },
    ]);
  });

  it('need at least one', () => {
    expect(issuesOf(quotationPickSchema, [])).toEqual([{ path: '', key: 'validation:atLeastOne' }]);
  });
});
