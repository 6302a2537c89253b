import type { IsoDate, IsoDateTime } from './scalars';

/**
 * The business's time zone: Taiwan's, UTC+08:00 all year (no daylight saving). The server writes
 * every instant (`IsoDateTime`) with this offset, and its "today" (a notice shown from its publish
 * date, a due date not in the past, overdue) is a day in this zone, whatever the zone of the
 * machine it runs on or of the browser that reads it.
 */
export const BUSINESS_UTC_OFFSET = '+08:00';
const OFFSET_MS = 8 * 3_600_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const shifted = (ms: number) => new Date(ms + OFFSET_MS);

/** The business day (`YYYY-MM-DD`) of an instant. */
export function businessDay(ms: number): IsoDate {
  const d = shifted(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** An instant as the server writes it, to the second in business time: `2026-03-19T08:30:00+08:00`. */
export function businessInstant(ms: number): IsoDateTime {
  const d = shifted(ms);
  return `${businessDay(ms)}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}${BUSINESS_UTC_OFFSET}`;
}

/** The instant a business day begins (its midnight in business time), or null when it is not a real calendar day. */
export function businessMidnight(day: string): number | null {
  const m = DATE.exec(day);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - OFFSET_MS;
  return businessDay(ms) === day ? ms : null;
}
