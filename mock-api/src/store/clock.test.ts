import { clock, formatDay, parseDay } from './clock';
import { db } from './db';

beforeEach(() => db.attach(null));

describe('business clock', () => {
  it('is the real time by default', () => {
    const before = Date.now();
    const now = clock.now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('a set day stands still at its local midnight; advance moves it; null returns to real time', () => {
    clock.setToday('2026-03-02');
    expect(clock.now()).toBe(new Date(2026, 2, 2).getTime());
    expect(clock.now()).toBe(clock.now());
    clock.advance(25 * 3600_000);
    expect(clock.today()).toBe('2026-03-03');
    clock.setToday(null);
    expect(Math.abs(clock.now() - Date.now())).toBeLessThan(1000);
  });

  it('parses only real calendar days', () => {
    expect(parseDay('2028-02-29')).toBe(new Date(2028, 1, 29).getTime());
    expect(parseDay('2026-02-29')).toBeNull();
    expect(parseDay('2026-3-1')).toBeNull();
    expect(formatDay(new Date(2026, 0, 5, 23, 59).getTime())).toBe('2026-01-05');
  });
});
