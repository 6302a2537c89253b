import { http } from 'msw';
import type { FileReplyResult } from 'shared-ui/contract';
import { readBody } from '../http/body';
import { guarded } from '../http/guarded';
import { say } from '../http/locale';
import { forReader, readerHolding, type Reader } from '../http/reader';
import { notFound } from '../http/record';
import { fail, ok } from '../http/respond';
import { searchCalls } from '../http/search-calls';
import type { ScheduleRecord } from '../seed/purchasing-records';
import { deliverySchedules } from '../store/collections';
import { applyChanges, awaitsReply, checkReply, type LineChange } from './changes';
import { catalogueName, cellName, lineName, PUR_MSG } from './messages';
import { replyCellIssueText, replyIssueText } from './reply-messages';
import { scheduleRows } from './rows';
import { scheduleSearch } from './search';
import { cellId, cellText, readUploadedSheet, saveSheet, replySheet, tell } from './answer-sheet';

const BASE = '*/api/su/deliveryScheduleToReply';

/** The caller's lines awaiting a reply: not replied yet or rejected back, something still open. */
const toReply = (reader: Reader) => scheduleRows(reader, awaitsReply);

/** A schedule line of the caller's supplier, or undefined (another supplier's reads as absent). */
function ownSchedule(reader: Reader, id: unknown): ScheduleRecord | undefined {
  const s = typeof id === 'number' && Number.isInteger(id) ? deliverySchedules.get(id) : undefined;
  return s && reader.kind === 'supplier' && s.supplierId === reader.supplierId ? s : undefined;
}

/** `POST reply`: every line checked (404, then 409, then each broken rule 400); all saved or none. */
async function reply(request: Request, reader: Reader) {
  const body = await readBody(request);
  const entries = body.replies;
  if (!Array.isArray(entries) || entries.length === 0) return fail(400, [say(request, PUR_MSG.repliesRequired)]);
  const ids = entries.map((e) => (typeof e === 'object' && e !== null ? (e as { scheduleId?: unknown }).scheduleId : undefined));
  if (ids.some((id) => typeof id !== 'number' || !Number.isInteger(id))) return fail(400, [say(request, PUR_MSG.scheduleIdRequired)]);
  const repeated = ids.filter((id, i) => ids.indexOf(id) !== i) as number[];
  if (repeated.length) return fail(400, [...new Set(repeated)].map((id) => say(request, PUR_MSG.scheduleRepeated(id))));

  const schedules = ids.map((id) => ownSchedule(reader, id));
  if (schedules.some((s) => !s)) return notFound(request);
  const closed = (schedules as ScheduleRecord[]).filter((s) => !awaitsReply(s));
  if (closed.length) {
    return fail(409, closed.map((s) => tell(request, lineName(s), s.openQuantity > 0 ? PUR_MSG.alreadySent(catalogueName('deliveryReplyStatus', s.confirmStatus)) : PUR_MSG.nothingOpen)));
  }

  const changes: LineChange[] = [];
  const problems: string[] = [];
  entries.forEach((entry, i) => {
    const schedule = schedules[i]!;
    const checked = checkReply(schedule, (entry as { replies?: unknown }).replies);
    if ('issues' in checked) problems.push(...checked.issues.map((issue) => replyIssueText(request, schedule, issue)));
    else changes.push({ kind: 'reply', schedule, splits: checked.splits });
  });
  if (problems.length) return fail(400, problems);
  applyChanges(changes, reader.account.account);
  return ok({ saved: changes.length } satisfies FileReplyResult);
}

/**
 * `POST replyByFile`: the reply sheet. Rows of the same scheduleId are one split reply; a row
 * with no quantity, date or remark is left out (a line not answered). Every cell is checked, each
 * broken one a message naming its row; nothing is saved unless every row passes.
 */
async function replyByFile(request: Request, reader: Reader) {
  const rows = await readUploadedSheet(request, ['scheduleId', 'replyQuantity', 'replyDate']);
  if (rows instanceof Response) return rows;
  const open = new Map(toReply(reader).map((s) => [s.id, s]));
  const groups = new Map<number, { rows: number[]; replies: Record<string, unknown>[] }>();
  const problems: string[] = [];
  for (const { rowNumber, cells } of rows) {
    if (cellText(cells.replyQuantity) === '' && cellText(cells.replyDate) === '' && cellText(cells.remark) === '') continue;
    const id = cellId(cells.scheduleId);
    if (id === null || !open.has(id)) {
      problems.push(tell(request, cellName([rowNumber], 'scheduleId'), PUR_MSG.notYourOpenLine(cellText(cells.scheduleId) || '—')));
      continue;
    }
    const group = groups.get(id) ?? { rows: [], replies: [] };
    const quantity = cells.replyQuantity;
    group.rows.push(rowNumber);
    group.replies.push({
      replyQuantity: typeof quantity === 'number' ? quantity : cellText(quantity),
      replyDate: cellText(cells.replyDate),
      remark: cellText(cells.remark),
    });
    groups.set(id, group);
  }
  const changes: LineChange[] = [];
  for (const [id, group] of groups) {
    const schedule = deliverySchedules.get(id)!;
    const checked = checkReply(schedule, group.replies);
    if ('issues' in checked) problems.push(...checked.issues.map((issue) => replyCellIssueText(request, group.rows, issue)));
    else changes.push({ kind: 'reply', schedule, splits: checked.splits });
  }
  return saveSheet(request, problems, changes, reader);
}

const replier = readerHolding('su', 'DELIVERY_REPLY', 'edit');

/** The supplier's delivery reply (spec section 4): DELIVERY_REPLY view to read, edit to reply. */
export const deliveryReplyHandlers = [
  /** Page of DeliveryScheduleRow: the caller's NOT_REPLIED or REJECTED lines with something open; `xls` the reply sheet. */
  ...searchCalls({
    path: `${BASE}/searchForReply`,
    guard: readerHolding('su', 'DELIVERY_REPLY', 'view'),
    rows: toReply,
    spec: scheduleSearch,
    scope: forReader,
    exports: [{ path: `${BASE}/searchForReply/xls`, file: 'delivery-reply.xlsx', sheets: replySheet }],
  }),

  http.post(`${BASE}/reply`, guarded(replier, ({ request, caller }) => reply(request, caller))),

  http.post(`${BASE}/replyByFile`, guarded(replier, ({ request, caller }) => replyByFile(request, caller))),
];
