import { daysUntil, deliveryDateColour } from './delivery';

describe('delivery date colour', () => {
  const today = '2026-03-30';

  it('counts whole days across month ends', () => {
    expect(daysUntil('2026-04-06', today)).toBe(7);
    expect(daysUntil('2026-03-29', today)).toBe(-1);
  });

  it.each([
    ['2026-03-29', 'OVERDUE'],
    ['2026-03-30', 'WITHIN_THRESHOLD'],
    ['2026-04-06', 'WITHIN_THRESHOLD'],
    ['2026-04-07', 'LATER'],
  ])('%s is %s', (date, colour) => {
    expect(deliveryDateColour(date, today)).toBe(colour);
  });
});
