import { currencyDigits } from './currency-digits';

it('gives each currency its minor-unit decimals: none for the yen, two for the others', () => {
  expect(currencyDigits('JPY')).toBe(0);
  expect(['TWD', 'USD', 'EUR', 'CNY', 'BRL'].map(currencyDigits)).toEqual([2, 2, 2, 2, 2]);
  expect(currencyDigits('not a code')).toBe(2);
});
