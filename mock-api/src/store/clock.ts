import { businessDay, businessInstant, businessMidnight } from 'shared-ui/contract';
import { db } from './db';

// The business's time zone is Taiwan's, +08:00 (BUSINESS_UTC_OFFSET of the contract, the one the
// seed writes its times in): every instant the mock writes carries that offset and every business
// day is a day there, whatever the machine's zone. A confirmation at the business day's midnight
// reads 2026-03-19 00:00 beside the seeded times, not 2026-03-18 16:00 (UTC). Callers take their
// times and days from here, never from toISOString() or the machine's local date.

/** Midnight of a YYYY-MM-DD business day, or null when it is not a real calendar day. */
export const parseDay = businessMidnight;

/** The business day (YYYY-MM-DD) of an instant. */
export const formatDay = businessDay;

/** An instant as the mock writes it, to the second in business time: `2026-03-19T08:30:00+08:00` (as the seed's). */
export const formatInstant = businessInstant;

/** An instant to the minute in business time, as a mail writes it: `2026-03-19 08:30`. */
export const formatMinute = (ms: number): string => businessInstant(ms).slice(0, 16).replace('T', ' ');

/** The business day of a written instant, whatever offset it carries (`…Z` of an older saved state too). */
export function dayOfInstant(instant: string): string {
  const ms = Date.parse(instant);
  return Number.isNaN(ms) ? instant.slice(0, 10) : businessDay(ms);
}

/**
 * The business clock: every time-based rule (token expiry, lock timeout, temporary-password
 * expiry, mail dates) reads it, never Date.now(), so a demo or a test can move time.
 * A set day stands still at its midnight (business time) so every call sees the same instant and
 * runs repeat; `advance` moves it. With no day set it is the real time plus any advance.
 */
export const clock = {
  now(): number {
    const { today, offsetMs } = db.state.clock;
    const base = today === null ? Date.now() : (parseDay(today) ?? Date.now());
    return base + offsetMs;
  },
  today(): string {
    return formatDay(clock.now());
  },
  /** Sets the business day (null: the real date); a previous advance is dropped. */
  setToday(today: string | null): void {
    db.state.clock = { today, offsetMs: 0 };
    db.commit();
  },
  advance(ms: number): void {
    db.state.clock.offsetMs += ms;
    db.commit();
  },
  /** Now as the mock writes an instant: business time with its offset (formatInstant). */
  iso(): string {
    return formatInstant(clock.now());
  },
};
