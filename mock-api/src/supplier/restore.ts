import { clock, formatDay, formatInstant, parseDay } from '../store/clock';
import { supplierRestoreRuns, suppliers, supplierWorkflows } from '../store/collections';
import { lastApproved } from './approved';
import { addHistory } from './history';
import { restoreApproved, store } from './lifecycle';

// The automatic restore of spec sections 4 and 9: on the 1st of a month, master-data changes
// pending (not sent for signature) for over 30 days are flagged for review; on the 7th the
// flagged ones go back to the last approved version. Run lazily on the business clock: every
// supplier call and every clock change catch up on each 1st and 7th passed since the last run.

const DAY_MS = 86_400_000;
const PENDING = new Set(['DRAFT', 'COMMITTED', 'REJECTED']);
/** A clock moved by years catches up on the last year only. */
const MAX_DAYS = 366;

/** The business day's midnight, written as every instant of the mock is (business time). */
const midnightIso = (day: string) => formatInstant(parseDay(day) ?? 0);
const daysBetween = (from: string, to: string) => Math.round(((parseDay(to) ?? 0) - (parseDay(from) ?? 0)) / DAY_MS);

/** The 1st: every change of an approved supplier pending over 30 days is flagged (history AUTO_REVIEW). */
function review(day: string) {
  for (const flow of supplierWorkflows.all()) {
    const s = suppliers.get(flow.id);
    if (!s || !flow.pendingSince || s.basicData.systemInfo.restoreReviewOn) continue;
    if (!PENDING.has(s.basicData.systemInfo.status) || daysBetween(flow.pendingSince, day) <= 30 || !lastApproved(s.id)) continue;
    store(s, { restoreReviewOn: day });
    addHistory(s.id, 'AUTO_REVIEW', undefined, undefined, midnightIso(day));
  }
}

/** The 7th: the flagged changes still pending go back to the approved version (history AUTO_REVERT). */
function revert(day: string) {
  for (const flow of supplierWorkflows.all()) {
    const s = suppliers.get(flow.id);
    if (!s?.basicData.systemInfo.restoreReviewOn) continue;
    const approved = lastApproved(s.id);
    if (!PENDING.has(s.basicData.systemInfo.status) || !approved) {
      store(s, {});
      continue;
    }
    restoreApproved(s, approved, 'AUTO_REVERT', undefined, midnightIso(day));
  }
}

/** Runs the restore for each 1st and 7th after the last run up to today (idempotent: each day once). */
export function catchUpRestore(): void {
  const today = clock.today();
  const run = supplierRestoreRuns.get(1);
  if (!run) {
    supplierRestoreRuns.insert({ id: 1, lastDay: today });
    return;
  }
  if (run.lastDay === today) return;
  if (run.lastDay < today) {
    const end = parseDay(today) ?? 0;
    const start = Math.max((parseDay(run.lastDay) ?? end) + DAY_MS, end - MAX_DAYS * DAY_MS);
    // Day by day at each business day's noon, so no day is skipped or repeated.
    for (let at = start + DAY_MS / 2; at <= end + DAY_MS / 2; at += DAY_MS) {
      const day = formatDay(at);
      if (day.endsWith('-01')) review(day);
      if (day.endsWith('-07')) revert(day);
    }
  }
  supplierRestoreRuns.update(1, { lastDay: today });
}
