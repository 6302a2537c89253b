import { formatAmount, formatNumber, numberFormat } from './formats';

it('writes quantities and amounts as each language does', () => {
  expect(formatNumber(1200.5, 'zh-TW')).toBe('1,200.5');
  expect(formatNumber(0.08525, 'en-US')).toBe('0.0853');
  expect(formatAmount(1200.5, 'TWD', 'en-US')).toBe('TWD 1,200.50');
  expect(formatAmount(3, undefined, 'zh-TW')).toBe('3.00');
  expect(formatNumber('12', 'en-US')).toBe('');
});

it('makes each number format once, not at every cell', () => {
  expect(numberFormat('zh-TW', 0, 4)).toBe(numberFormat('zh-TW', 0, 4));
  expect(numberFormat('zh-TW', 2, 2)).not.toBe(numberFormat('zh-TW', 0, 4));
  expect(numberFormat('en-US', 0, 4)).not.toBe(numberFormat('zh-TW', 0, 4));
});
