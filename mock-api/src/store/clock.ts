import { db } from './db';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight of a YYYY-MM-DD day, or null when it is not a real calendar day. */
export function parseDay(day: string): number | null {
  const m = DATE.exec(day);
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return formatDay(date.getTime()) === day ? date.getTime() : null;
}

export function formatDay(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * The business clock: every time-based rule (token expiry, lock timeout, temporary-password
 * expiry, mail dates) reads it, never Date.now(), so a demo or a test can move time.
 * A set day stands still at its midnight (local time) so every call sees the same instant and
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
  iso(): string {
    return new Date(clock.now()).toISOString();
  },
};
