/**
 * The server's business day, as its count of days to a due date tells it (`dueInDays`): the mock's
 * clock, or the real server's time zone, not the browser's.
 */
export function serverToday(dueDate: string, dueInDays: number): string {
  const day = new Date(`${dueDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - dueInDays);
  return day.toISOString().slice(0, 10);
}
