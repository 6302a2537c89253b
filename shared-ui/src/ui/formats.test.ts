import { formatAmount, formatNumber, formatPrice, numberFormat } from './formats';

it('writes quantities and amounts as each language does', () => {
  expect(formatNumber(1200.5, 'zh-TW')).toBe('1,200.5');
  // A quantity to the 6 decimals its rules count (millionths), not a price's 4.
  expect(formatNumber(0.08525, 'en-US')).toBe('0.08525');
  expect(formatNumber(12345.123456, 'zh-TW')).toBe('12,345.123456');
  expect(formatNumber(40, 'en-US')).toBe('40');
  expect(formatAmount(1200.5, 'TWD', 'en-US')).toBe('TWD 1,200.50');
  expect(formatAmount(3, undefined, 'zh-TW')).toBe('3.00');
  expect(formatNumber('12', 'en-US')).toBe('');
});

it.each(['zh-TW', 'en-US'])('writes an amount with its currency\'s decimals: none for the yen (%s)', (locale) => {
  expect(formatAmount(1234.56, 'JPY', locale)).toBe('JPY 1,235');
  expect(formatAmount(1200, 'JPY', locale)).toBe('JPY 1,200');
  expect(formatAmount(1234.5, 'TWD', locale)).toBe('TWD 1,234.50');
  expect(formatAmount(0.0852, 'TWD', locale)).toBe('TWD 0.09');
});

it.each(['zh-TW', 'en-US'])('writes a unit price with up to four decimals, at least its currency\'s (%s)', (locale) => {
  expect(formatPrice(0.0852, 'TWD', locale)).toBe('TWD 0.0852');
  expect(formatPrice(12.5, 'TWD', locale)).toBe('TWD 12.50');
  expect(formatPrice(1234.56789, 'USD', locale)).toBe('USD 1,234.5679');
  expect(formatPrice(12.5, 'JPY', locale)).toBe('JPY 12.5');
  expect(formatPrice(1200, 'JPY', locale)).toBe('JPY 1,200');
  expect(formatPrice(0.0852, undefined, locale)).toBe('0.0852');
  expect(formatPrice(undefined, 'TWD', locale)).toBe('');
});

it('makes each number format once, not at every cell', () => {
  expect(numberFormat('zh-TW', 0, 4)).toBe(numberFormat('zh-TW', 0, 4));
  expect(numberFormat('zh-TW', 2, 2)).not.toBe(numberFormat('zh-TW', 0, 4));
  expect(numberFormat('en-US', 0, 4)).not.toBe(numberFormat('zh-TW', 0, 4));
});
