import type { NotificationSummary } from 'shared-ui/contract';
import { createBackoff, nextPollInterval, POLL_FIRST_MS, POLL_MAX_MS } from './poll-backoff';

const summary = (unreadCount: number, newestId = 1, readAt: string | null = null): NotificationSummary => ({
  unreadCount,
  latest: [{ id: newestId, kind: 'PO_TO_CONFIRM', docNo: '4500000001', link: '/admin/po/detail/view/1', params: {}, createdAt: '2026-03-19T08:00:00Z', readAt }],
});

it('doubles the wait while nothing changes, up to two minutes, and starts again at 15 s on a change', () => {
  const waits = [POLL_FIRST_MS];
  for (let i = 0; i < 5; i++) waits.push(nextPollInterval(waits.at(-1)!, false));
  expect(waits).toEqual([15_000, 30_000, 60_000, 120_000, 120_000, 120_000]);
  expect(nextPollInterval(POLL_MAX_MS, true)).toBe(POLL_FIRST_MS);
});

it('a bell backs off on equal answers and resets on a new count, a new newest one, or the newest read', () => {
  const backoff = createBackoff();
  expect(backoff.observe(summary(2))).toBe(false); // the first answer: nothing to compare with
  expect(backoff.interval).toBe(15_000);
  backoff.observe(summary(2));
  backoff.observe(summary(2));
  expect(backoff.interval).toBe(60_000);
  expect(backoff.observe(summary(3, 2))).toBe(true);
  expect(backoff.interval).toBe(15_000);
  backoff.observe(summary(3, 2));
  expect(backoff.observe(summary(3, 2, '2026-03-19T09:00:00Z'))).toBe(true);
  backoff.observe(summary(3, 2, '2026-03-19T09:00:00Z'));
  expect(backoff.interval).toBe(30_000);
  backoff.reset();
  expect(backoff.interval).toBe(15_000);
});
