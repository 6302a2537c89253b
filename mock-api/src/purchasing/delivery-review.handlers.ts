import { http } from 'msw';
import { DELIVERY_REVIEW_SHEET_REQUIRED, replyUndecided } from 'shared-ui/contract';
import { readBody, text } from '../http/body';
import { guarded } from '../http/guarded';
import { say } from '../http/locale';
import { readerHolding, type Reader } from '../http/reader';
import { idOf, notFound } from '../http/record';
import { fail, ok } from '../http/respond';
import { searchCalls } from '../http/search-calls';
import type { ScheduleRecord } from '../seed/purchasing-records';
import { clock } from '../store/clock';
import { deliverySchedules } from '../store/collections';
import { applyChanges, type LineChange } from './changes';
import { catalogueName, cellName, lineName, PUR_MSG } from './messages';
import { purchasingIndex, scheduleRow, scheduleRows, seesPo } from './rows';
import { scheduleSearch } from './search';
import { cellId, cellText, readUploadedSheet, REVIEW_SHEET_COLUMNS, reviewColumn, reviewSheet, saveSheet, tell } from './answer-sheet';

const BASE = '*/api/a/deliveryReplyReview';

const replied = (s: ScheduleRecord) => s.confirmStatus === 'REPLIED';
const toReview = (reader: Reader) => scheduleRows(reader, replied);

/** The line of `{scheduleId}` in the reader's purchasing scope, or undefined. */
function lineInScope(reader: Reader, id: number): ScheduleRecord | undefined {
  const s = deliverySchedules.get(id);
  return s && seesPo(reader, purchasingIndex().poById.get(s.poId)) ? s : undefined;
}

const answerRow = (s: ScheduleRecord) => ok(scheduleRow(s, purchasingIndex(), clock.today()));
const notRepliedMessage = (request: Request, s: ScheduleRecord) =>
  tell(request, lineName(s), PUR_MSG.notReplied(catalogueName('deliveryReplyStatus', s.confirmStatus)));

/**
 * `approve` / `reject` of one line by screen: 404 out of scope, 400 without a reason (reject), 409
 * unless REPLIED, 400 approving a reply whose date is undecided.
 */
async function decide(request: Request, reader: Reader, rawId: string, kind: 'approve' | 'reject') {
  const schedule = lineInScope(reader, idOf(rawId));
  if (!schedule) return notFound(request);
  const reason = kind === 'reject' ? text((await readBody(request)).reason) : '';
  if (kind === 'reject' && !reason) return fail(400, [say(request, PUR_MSG.reasonRequired)]);
  if (!replied(schedule)) return fail(409, [notRepliedMessage(request, schedule)]);
  if (kind === 'approve' && replyUndecided(schedule)) return fail(400, [tell(request, lineName(schedule), PUR_MSG.dateUndecided)]);
  applyChanges([kind === 'approve' ? { kind, schedule } : { kind, schedule, reason }], reader.account.account);
  return answerRow(schedule);
}

/**
 * `POST reviewByFile`: the review sheet, one row per line, decision A or R (R with a reason; A only
 * on a reply with a date); rows without a decision or reason are left out. Every cell checked,
 * each broken one a message naming its row; nothing is saved unless every row passes.
 */
async function reviewByFile(request: Request, reader: Reader) {
  const rows = await readUploadedSheet(request, REVIEW_SHEET_COLUMNS, DELIVERY_REVIEW_SHEET_REQUIRED);
  if (rows instanceof Response) return rows;
  const reviewable = new Map(toReview(reader).map((s) => [s.id, s]));
  const decidedIn = new Map<number, number>();
  const changes: LineChange[] = [];
  const problems: string[] = [];
  for (const { rowNumber, cells } of rows) {
    const decision = cellText(cells.decision).toUpperCase();
    const reason = cellText(cells.reason);
    if (!decision && !reason) continue;
    const id = cellId(cells.scheduleId);
    const row = id === null ? undefined : reviewable.get(id);
    if (id === null || !row) problems.push(tell(request, cellName([rowNumber], reviewColumn('scheduleId')), PUR_MSG.notReviewable(cellText(cells.scheduleId) || '—')));
    else if (decidedIn.has(id)) problems.push(tell(request, cellName([rowNumber], reviewColumn('scheduleId')), PUR_MSG.decidedTwice(id, decidedIn.get(id)!)));
    if (decision !== 'A' && decision !== 'R') problems.push(tell(request, cellName([rowNumber], reviewColumn('decision')), PUR_MSG.decision));
    else if (decision === 'R' && !reason) problems.push(tell(request, cellName([rowNumber], reviewColumn('reason')), PUR_MSG.reasonRequired));
    else if (decision === 'A' && row && replyUndecided(row)) problems.push(tell(request, cellName([rowNumber], reviewColumn('decision')), PUR_MSG.dateUndecided));
    if (id === null || !row || decidedIn.has(id)) continue;
    decidedIn.set(id, rowNumber);
    const schedule = deliverySchedules.get(id)!;
    if (decision === 'A') changes.push({ kind: 'approve', schedule });
    else if (decision === 'R' && reason) changes.push({ kind: 'reject', schedule, reason });
  }
  return saveSheet(request, problems, changes, reader);
}

const reviewer = readerHolding('a', 'DELIVERY_REVIEW', 'review');

/** The buyer's review of delivery replies: DELIVERY_REVIEW view to read, review to decide; purchasing scope. */
export const deliveryReviewHandlers = [
  /** Page of DeliveryScheduleRow: the REPLIED lines of the caller's purchasing orgs; `xls` the review sheet. */
  ...searchCalls({
    path: `${BASE}/searchForReview`,
    guard: readerHolding('a', 'DELIVERY_REVIEW', 'view'),
    rows: toReview,
    spec: scheduleSearch,
    exports: [{ path: `${BASE}/searchForReview/xls`, file: 'delivery-review.xlsx', sheets: reviewSheet }],
  }),

  http.post(`${BASE}/reviewByFile`, guarded(reviewer, ({ request, caller }) => reviewByFile(request, caller))),

  /**
   * → APPROVED: each dated part of the reply is a confirmed delivery of the line, the earliest its
   * estimated date (changes.ts). Answers the line (DeliveryScheduleRow).
   */
  http.post<{ scheduleId: string }>(
    `${BASE}/:scheduleId/approve`,
    guarded(reviewer, ({ request, params, caller }) => decide(request, caller, params.scheduleId, 'approve')),
  ),

  /** `{ reason }` (required) → REJECTED: the line is back in the supplier's searchForReply. */
  http.post<{ scheduleId: string }>(
    `${BASE}/:scheduleId/reject`,
    guarded(reviewer, ({ request, params, caller }) => decide(request, caller, params.scheduleId, 'reject')),
  ),
];
