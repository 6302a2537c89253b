import { db } from './db';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The business's time zone: Taiwan's, UTC+08:00 all year (no daylight saving), the one the seed
 * writes its times in (`at()` of seed/purchasing-common.ts). Every instant the mock writes carries
 * this offset and every business day is a day in this zone, whatever the machine's zone: a
 * confirmation at the business day's midnight reads 2026-03-19 00:00 beside the seeded times, not
 * 2026-03-18 16:00 (UTC) or a day that depends on where the browser runs.
 */
export const BUSINESS_UTC_OFFSET = '+08:00';
const OFFSET_MS = 8 * 3_600_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Midnight of a YYYY-MM-DD business day, or null when it is not a real calendar day. */
export function parseDay(day: string): number | null {
  const m = DATE.exec(day);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - OFFSET_MS;
  return formatDay(ms) === day ? ms : null;
}

/** The business day (YYYY-MM-DD) of an instant. */
export function formatDay(ms: number): string {
  const d = new Date(ms + OFFSET_MS);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** An instant as the mock writes it, to the second in business time: `2026-03-19T08:30:00+08:00` (as the seed's). */
export function formatInstant(ms: number): string {
  const d = new Date(ms + OFFSET_MS);
  return `${formatDay(ms)}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}${BUSINESS_UTC_OFFSET}`;
}

/** An instant to the minute in business time, as a mail writes it: `2026-03-19 08:30`. */
export const formatMinute = (ms: number): string => formatInstant(ms).slice(0, 16).replace('T', ' ');

/** The business day of a written instant, whatever offset it carries (`…Z` of an older saved state too). */
export function dayOfInstant(instant: string): string {
  const ms = Date.parse(instant);
  return Number.isNaN(ms) ? instant.slice(0, 10) : formatDay(ms);
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
