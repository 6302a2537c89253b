import type { NotificationSummary } from 'shared-ui/contract';

/** The bell asks again after 15 s, twice as late each time nothing changed, at most every 2 min. */
export const POLL_FIRST_MS = 15_000;
export const POLL_MAX_MS = 120_000;

/** The wait before the next poll: back to the first when the answer changed, else doubled up to the cap. */
export const nextPollInterval = (previous: number, changed: boolean): number => (changed ? POLL_FIRST_MS : Math.min(previous * 2, POLL_MAX_MS));

/** What tells one answer from the next: the count and the newest notification (and whether it is read). */
export const summarySignature = (summary: NotificationSummary): string =>
  `${summary.unreadCount}:${summary.latest[0]?.id ?? 0}:${summary.latest[0]?.readAt ? 'r' : 'u'}`;

/**
 * The back-off of one bell: each answer is observed, and `interval` is the wait before the next
 * poll. The first answer is no change (nothing to compare it with); `reset` starts again from the
 * first wait (another tab saw news, the user acted).
 */
export function createBackoff() {
  let interval = POLL_FIRST_MS;
  let last: string | null = null;
  return {
    get interval() {
      return interval;
    },
    /** Whether the answer differs from the previous one (and the wait follows). */
    observe(summary: NotificationSummary): boolean {
      const signature = summarySignature(summary);
      const changed = last !== null && signature !== last;
      interval = last === null ? POLL_FIRST_MS : nextPollInterval(interval, changed);
      last = signature;
      return changed;
    },
    reset() {
      interval = POLL_FIRST_MS;
    },
  };
}
export type Backoff = ReturnType<typeof createBackoff>;
