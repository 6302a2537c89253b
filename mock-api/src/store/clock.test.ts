import { clock, dayOfInstant, formatDay, formatInstant, formatMinute, parseDay } from './clock';
import { db } from './db';

beforeEach(() => db.attach(null));

// Every expectation is an absolute instant, so the file proves the same under any TZ of the machine
// (run it with TZ=UTC and TZ=America/Sao_Paulo): the business's zone is Taiwan's, +08:00.
describe('business clock', () => {
  it('is the real time by default', () => {
    const before = Date.now();
    const now = clock.now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('a set day stands still at its midnight in Taiwan time; advance moves it; null returns to real time', () => {
    clock.setToday('2026-03-02');
    expect(clock.now()).toBe(Date.parse('2026-03-01T16:00:00Z'));
    expect(clock.now()).toBe(clock.now());
    clock.advance(25 * 3600_000);
    expect(clock.today()).toBe('2026-03-03');
    clock.setToday(null);
    expect(Math.abs(clock.now() - Date.now())).toBeLessThan(1000);
  });

  it('writes each instant in Taiwan time with its offset, as the seed does, not in UTC', () => {
    clock.setToday('2026-03-19');
    expect(clock.iso()).toBe('2026-03-19T00:00:00+08:00');
    clock.advance((15 * 60 + 59) * 60_000 + 7_000);
    expect(clock.iso()).toBe('2026-03-19T15:59:07+08:00');
    expect(Date.parse(clock.iso())).toBe(clock.now());
    clock.advance(9 * 3600_000);
    expect(clock.today()).toBe('2026-03-20');
    expect(formatMinute(clock.now())).toBe('2026-03-20 00:59');
  });

  it('parses only real calendar days, at their Taiwan midnight', () => {
    expect(parseDay('2028-02-29')).toBe(Date.parse('2028-02-29T00:00:00+08:00'));
    expect(parseDay('2026-02-29')).toBeNull();
    expect(parseDay('2026-3-1')).toBeNull();
  });

  it('the business day of an instant is its day in Taiwan, whatever offset it was written with', () => {
    expect(formatDay(Date.parse('2026-01-05T15:59:59Z'))).toBe('2026-01-05');
    expect(formatDay(Date.parse('2026-01-05T16:00:00Z'))).toBe('2026-01-06');
    expect(formatInstant(Date.parse('2026-01-05T16:00:00Z'))).toBe('2026-01-06T00:00:00+08:00');
    expect(dayOfInstant('2026-03-18T16:30:00.000Z')).toBe('2026-03-19');
    expect(dayOfInstant('2026-03-19T00:30:00+08:00')).toBe('2026-03-19');
  });
});
