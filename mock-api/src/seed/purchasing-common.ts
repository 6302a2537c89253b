/**
 * The business day the purchasing seed is drawn around: `POST dev/clock { today: '2026-03-19' }`
 * shows supplier 1001's schedule lines in all three colour bands (overdue, within 7 days, later).
 */
export const PURCHASING_DEMO_DAY = '2026-03-19';

export const TAX_RATE: Record<string, number> = { TWD: 0.05, CNY: 0.13, BRL: 0.18, USD: 0 };
export const day = (base: string, plus: number) => new Date(Date.parse(`${base}T00:00:00Z`) + plus * 86_400_000).toISOString().slice(0, 10);
/** A seeded instant in the buyer's time zone (the contract's IsoDateTime example). */
export const at = (date: string, time = '09:00') => `${date}T${time}:00+08:00`;
export const round2 = (n: number) => Math.round(n * 100) / 100;
