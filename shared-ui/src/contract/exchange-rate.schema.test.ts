import { exchangeRateField, exchangeRateListSchema, typedRateField } from './exchange-rate.schema';
import { formatRate } from './number-formats';
import { issuesOf } from './issues';

describe('exchange rate', () => {
  it('a rate other than 0 passes', () => {
    expect(exchangeRateField().parse('31.5')).toBe(31.5);
  });

  it.each([[0], [''], [undefined], [null], ['abc']])('%p is "0 or empty"', (v) => {
    expect(issuesOf(exchangeRateField(), v)).toEqual([{ path: '', key: 'validation:exchangeRateEmpty' }]);
  });

  it('has at most 6 decimals: every rate accepted is shown as typed, none rounded', () => {
    expect(exchangeRateField().parse('0.213456')).toBe(0.213456);
    expect(exchangeRateField().parse('1234.000001')).toBe(1234.000001);
    expect(issuesOf(exchangeRateField(), '0.2134567')).toEqual([{ path: '', key: 'validation:rateDecimals', params: { digits: 6 } }]);
    for (const typed of ['0.213456', '31.5', '1234.000001', '0.000001']) expect(formatRate(exchangeRateField().parse(typed), 'en-US').replace(/,/g, '')).toBe(typed);
  });

  it('a rate typed in a draft, not checked yet, may be empty but not longer than it is shown', () => {
    expect(typedRateField().parse('')).toBeUndefined();
    expect(typedRateField().parse('0.213456')).toBe(0.213456);
    expect(issuesOf(typedRateField(), '0.2134567')).toEqual([{ path: '', key: 'validation:rateDecimals', params: { digits: 6 } }]);
  });
});

describe('exchange rate table', () => {
  it('passes with every rate maintained and USD among them', () => {
    expect(issuesOf(exchangeRateListSchema('TWD'), [{ currencyCode: 'USD', rate: 31.5 }, { currencyCode: 'JPY', rate: 0.21 }])).toEqual([]);
  });

  it('names the currency of a rate with more than 6 decimals', () => {
    expect(issuesOf(exchangeRateListSchema('TWD'), [{ currencyCode: 'USD', rate: 31.5 }, { currencyCode: 'JPY', rate: 0.2134567 }])).toEqual([
      { path: '1.rate', key: 'validation:rateDecimals', params: { currency: 'JPY', digits: 6 } },
    ]);
  });

  it('names the currency of a 0 or empty rate', () => {
    expect(issuesOf(exchangeRateListSchema('TWD'), [{ currencyCode: 'USD', rate: 31.5 }, { currencyCode: 'JPY', rate: null }])).toEqual([
      { path: '1.rate', key: 'validation:exchangeRateEmpty', params: { currency: 'JPY' } },
    ]);
  });

  it('requires the US dollar rate unless the local currency is USD', () => {
    expect(issuesOf(exchangeRateListSchema('TWD'), [{ currencyCode: 'JPY', rate: 0.21 }])).toEqual([
      { path: '', key: 'validation:usdRateRequired' },
    ]);
    expect(issuesOf(exchangeRateListSchema('USD'), [{ currencyCode: 'JPY', rate: 0.0067 }])).toEqual([]);
  });
});
