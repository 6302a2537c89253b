import { bankInfoListSchema } from './bank-info.schema';
import { issuesOf } from './issues';
import { validBank } from './test-fixtures';

const usd = { ...validBank, bankAccount: '002', currencyCode: 'USD' };

describe('bank accounts', () => {
  it('pass one account per currency with the trading currency present', () => {
    expect(issuesOf(bankInfoListSchema(['TWD']), [validBank, usd])).toEqual([]);
    expect(issuesOf(bankInfoListSchema(['TWD']), [])).toEqual([]);
  });

  it('refuse a second account in the same currency, on the repeat', () => {
    expect(issuesOf(bankInfoListSchema(), [validBank, usd, { ...validBank, bankAccount: '003' }])).toEqual([
      { path: '2.currencyCode', key: 'validation:bankCurrencyExists', params: { currency: 'TWD' } },
    ]);
  });

  it('refuse other-currency accounts until a trading-currency account exists', () => {
    expect(issuesOf(bankInfoListSchema(['TWD', 'CNY']), [usd])).toEqual([
      { path: '0.currencyCode', key: 'validation:tradingCurrencyFirst', params: { currencies: 'TWD, CNY' } },
    ]);
  });

  it('still check currencies while another column of a row is missing', () => {
    expect(issuesOf(bankInfoListSchema(), [validBank, { ...validBank, accountName: '' }])).toEqual([
      { path: '1.accountName', key: 'validation:required' },
      { path: '1.currencyCode', key: 'validation:bankCurrencyExists', params: { currency: 'TWD' } },
    ]);
  });

  it('require the account columns', () => {
    expect(issuesOf(bankInfoListSchema(), [{ currencyCode: 'TWD' }]).map((i) => i.path)).toEqual([
      '0.accountName',
      '0.bankAccount',
      '0.bankCode',
      '0.countryCode',
    ]);
  });
});
