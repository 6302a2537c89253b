import { quotasFromPercents } from './quota-split';

it('splits a whole quantity into whole quotas that add up to what the percentages give', () => {
  expect(quotasFromPercents(1000, [60, 40])).toEqual([600, 400]);
  // Rounded one by one, 5 split 50/50 was 3 + 3: more than the row holds.
  expect(quotasFromPercents(5, [50, 50])).toEqual([3, 2]);
  expect(quotasFromPercents(10, [33.3, 33.3, 33.4])).toEqual([3, 3, 4]);
  expect(quotasFromPercents(7, [50, 30])).toEqual([4, 2]);
});

it('never gives more than the quantity, and keeps decimals of a decimal quantity', () => {
  expect(quotasFromPercents(3, [100, 10])).toEqual([3, 0]);
  expect(quotasFromPercents(10, [60, 60])).toEqual([5, 5]);
  expect(quotasFromPercents(0.3, [50, 50])).toEqual([0.15, 0.15]);
});
