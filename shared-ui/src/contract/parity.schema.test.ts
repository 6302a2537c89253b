import { issuesOf } from './issues';
import { paritySchema, quotationPickSchema } from './parity.schema';

const rates = [{ currencyCode: 'USD', rate: 31.5 }];
const valid = {
  quantity: 1000,
  lines: [
    { supplierId: 1, currencyCode: 'TWD', quota: 600, quotaPercent: 60 },
    { supplierId: 2, currencyCode: 'USD', quota: 400, quotaPercent: 39 },
  ],
  exchangeRateList: rates,
};

describe('parity sheet', () => {
  it('passes quotas within the quantity and percentages under 100', () => {
    expect(issuesOf(paritySchema('TWD'), valid)).toEqual([]);
  });

  it('refuses quotas above the quantity', () => {
    const lines = [valid.lines[0], { ...valid.lines[1], quota: 401 }];
    expect(issuesOf(paritySchema('TWD'), { ...valid, lines })).toEqual([
      { path: 'lines', key: 'validation:quotaExceedsQuantity', params: { quantity: 1000 } },
    ]);
  });

  it('refuses percentages that reach 100 (the spec says "less than 100")', () => {
    const lines = [valid.lines[0], { ...valid.lines[1], quotaPercent: 40 }];
    expect(issuesOf(paritySchema('TWD'), { ...valid, lines })).toEqual([
      { path: 'lines', key: 'validation:quotaPercentLimit', params: { limit: 100 } },
    ]);
  });

  it('refuses the same supplier twice and a missing USD rate', () => {
    const lines = [valid.lines[0], { ...valid.lines[1], supplierId: 1 }];
    expect(issuesOf(paritySchema('TWD'), { ...valid, lines, exchangeRateList: [] })).toEqual([
      { path: 'exchangeRateList', key: 'validation:usdRateRequired' },
      { path: 'lines.1.supplierId', key: 'validation:duplicateSupplier' },
    ]);
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
