import { billSchema, invoiceNoField } from './bill.schema';
import { issuesOf } from './issues';

const valid = {
  invoiceNo: 'AB12345678',
  invoiceDate: '2026-04-01',
  invoiceAmount: 300.3,
  baseDate: '2026-05-31',
  dueDate: '2026-05-31',
  currencyCode: 'TWD',
  localCurrencyCode: 'TWD',
  details: [
    { poNo: '4500000001', item: 10, quantity: 1, amount: 100.1, allowAmount: 100.1 },
    { poNo: '4500000001', item: 20, quantity: 2, amount: 200.2, allowAmount: 500 },
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
});

describe('bill', () => {
  it('passes when lines stay within demand and total the header to the cent', () => {
    expect(issuesOf(billSchema, valid)).toEqual([]);
  });

  it('refuses a line above its requested demand', () => {
    const details = [{ ...valid.details[0], amount: 150.1 }, { ...valid.details[1], amount: 150.2 }];
    expect(issuesOf(billSchema, { ...valid, details })).toEqual([
      { path: 'details.0.amount', key: 'validation:amountExceedsDemand', params: { max: 100.1 } },
    ]);
  });

  it('refuses lines that do not total the header amount', () => {
    expect(issuesOf(billSchema, { ...valid, invoiceAmount: 300 })).toEqual([
      { path: 'invoiceAmount', key: 'validation:detailTotalMismatch', params: { total: 300.3, amount: 300 } },
    ]);
  });

  it('refuses a base date earlier than the due date (the rule as written)', () => {
    expect(issuesOf(billSchema, { ...valid, baseDate: '2026-05-30' })).toEqual([
      { path: 'baseDate', key: 'validation:baseDateBeforeDueDate' },
    ]);
    expect(issuesOf(billSchema, { ...valid, baseDate: '2026-06-01' })).toEqual([]);
  });

  it('needs an exchange rate for a foreign-currency bill', () => {
    expect(issuesOf(billSchema, { ...valid, currencyCode: 'USD', exchangeRate: 32.1 })).toEqual([]);
    expect(issuesOf(billSchema, { ...valid, currencyCode: 'USD', exchangeRate: 0 })).toEqual([
      { path: 'exchangeRate', key: 'validation:exchangeRateEmpty', params: { currency: 'USD' } },
    ]);
  });

  it('needs at least one detail line', () => {
    expect(issuesOf(billSchema, { ...valid, details: [] })).toEqual([{ path: 'details', key: 'validation:atLeastOne' }]);
  });
});
