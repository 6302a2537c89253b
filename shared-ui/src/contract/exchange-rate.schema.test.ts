import { exchangeRateField, exchangeRateListSchema } from './exchange-rate.schema';
import { issuesOf } from './issues';

describe('exchange rate', () => {
  it('a rate other than 0 passes', () => {
    expect(exchangeRateField().parse('31.5')).toBe(31.5);
  });

  it.each([[0], [''], [undefined], [null], ['abc']])('%p is "0 or empty"', (v) => {
    expect(issuesOf(exchangeRateField(), v)).toEqual([{ path: '', key: 'validation:exchangeRateEmpty' }]);
  });
});

describe('exchange rate table', () => {
  it('passes with every rate maintained and USD among them', () => {
    expect(issuesOf(exchangeRateListSchema('TWD'), [{ currencyCode: 'USD', rate: 31.5 }, { currencyCode: 'JPY', rate: 0.21 }])).toEqual([]);
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
