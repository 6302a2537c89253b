import { businessDay } from '../contract/business-time';
import type { IsoDate } from '../contract/scalars';

// The server's business day, not the browser's: every rule of "today" (a notice shown to suppliers
// from its publish date, a due date not in the past, an overdue reply) is the server's, on its clock
// and in the business's time zone. The browser's date may be another day: another zone, or a demo
// whose business clock stands on another day than the real one.

const DAY_MS = 86_400_000;

/** The server's clock minus the browser's, as the latest answer told it; null before any answer. */
let skewMs: number | null = null;

/** Told by the api client with every answer: the server's clock as its HTTP `Date` header says. */
export function noteServerDate(date: unknown): void {
  const ms = typeof date === 'string' ? Date.parse(date) : Number.NaN;
  if (!Number.isNaN(ms)) skewMs = ms - Date.now();
}

/**
 * The server's business day, `days` after today: its clock as its latest answer told it (moved on
 * by the time since), else the real date in the business zone. A record that counts the days to its
 * due date (`dueInDays`) tells it exactly for its own answer: `serverToday(record)`.
 */
export function serverDay(days = 0): IsoDate {
  return businessDay(Date.now() + (skewMs ?? 0) + days * DAY_MS);
}

/** The server's business day: the one `record`'s `dueInDays` counts from when it has one, else `serverDay()`. */
export function serverToday(record?: { dueDate?: IsoDate; dueInDays?: number }): IsoDate {
  if (!record?.dueDate || record.dueInDays === undefined) return serverDay();
  const day = new Date(`${record.dueDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - record.dueInDays);
  return day.toISOString().slice(0, 10);
}
