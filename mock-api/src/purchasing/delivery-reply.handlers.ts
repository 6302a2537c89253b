import { http } from 'msw';
import { awaitsDelivery, DELIVERY_REPLY_SHEET_REQUIRED, type FileReplyResult } from 'shared-ui/contract';
import { readBody } from '../http/body';
import { guarded } from '../http/guarded';
import { say } from '../http/locale';
import { forReader, readerHolding, type Prefix, type Reader } from '../http/reader';
import { notFound } from '../http/record';
import { fail, ok } from '../http/respond';
import { searchCalls } from '../http/search-calls';
import type { ScheduleRecord } from '../seed/purchasing-records';
import { deliverySchedules, purchaseOrders } from '../store/collections';
import { applyChanges, awaitsReply, checkReply, type LineChange } from './changes';
import { catalogueName, cellName, lineName, PUR_MSG } from './messages';
import { authorFor, namedSupplier, type Author } from './on-behalf';
import { replyCellIssueText, replyIssueText } from './reply-messages';
import { dueOf, scheduleRows, seesPo } from './rows';
import { scheduleSearch } from './search';
import { cellId, cellText, readUploadedSheet, REPLY_SHEET_COLUMNS, replyColumn, replySheet, saveSheet, tell } from './answer-sheet';

/** The unit of the line's PO item: a counted one (pieces, boxes…) takes whole quantities only. */
const unitOf = (s: ScheduleRecord) => purchaseOrders.get(s.poId)?.items.find((item) => item.id === s.poItemId)?.unit;

// The delivery reply (spec section 4) under su/ (a supplier for its own lines) and under a/
// (staff for one supplier they name, recorded as on its behalf): the same rules for both. Staff
// read the lines awaiting a reply of every supplier in their purchasing orgs (the reply page
// before they choose one), the one they act for by `supplierIds`.

/**
 * Lines the reader may see that wait for a reply: not replied yet or rejected back, something
 * still to deliver on an OPEN PO (`awaitsReply`). The one list of lines to reply to, for a
 * supplier and for staff; a reply to any other is refused.
 */
const toReply = (reader: Reader) => scheduleRows(reader, awaitsReply);

/** Who replies, for which supplier, and as whom the reply is recorded. */
interface Replying {
  reader: Reader;
  supplierId: number;
  author: Author;
}

const replyingAs = (reader: Reader, supplierId: number): Replying => ({
  reader,
  supplierId,
  author: authorFor(reader, supplierId, purchaseOrders.all().find((po) => po.supplierId === supplierId)?.supplierName),
});

/** A line of the replying supplier the reader may see, or undefined (any other reads as absent). */
function lineOf(replying: Replying, id: unknown): ScheduleRecord | undefined {
  const s = typeof id === 'number' && Number.isInteger(id) ? deliverySchedules.get(id) : undefined;
  return s && s.supplierId === replying.supplierId && seesPo(replying.reader, purchaseOrders.get(s.poId)) ? s : undefined;
}

/** `POST reply`: every line checked (404, then 409, then each broken rule 400); all saved or none. */
function reply(request: Request, replying: Replying, entries: unknown) {
  if (!Array.isArray(entries) || entries.length === 0) return fail(400, [say(request, PUR_MSG.repliesRequired)]);
  const ids = entries.map((e) => (typeof e === 'object' && e !== null ? (e as { scheduleId?: unknown }).scheduleId : undefined));
  if (ids.some((id) => typeof id !== 'number' || !Number.isInteger(id))) return fail(400, [say(request, PUR_MSG.scheduleIdRequired)]);
  const repeated = ids.filter((id, i) => ids.indexOf(id) !== i) as number[];
  if (repeated.length) return fail(400, [...new Set(repeated)].map((id) => say(request, PUR_MSG.scheduleRepeated(id))));

  const schedules = ids.map((id) => lineOf(replying, id));
  if (schedules.some((s) => !s)) return notFound(request);
  const closed = (schedules as ScheduleRecord[]).filter((s) => !awaitsReply(s, purchaseOrders.get(s.poId)));
  if (closed.length) {
    // Sent already while a delivery is still awaited; else nothing to deliver, or its PO no longer OPEN.
    const why = (s: ScheduleRecord) =>
      awaitsDelivery(dueOf(s, purchaseOrders.get(s.poId))) ? PUR_MSG.alreadySent(catalogueName('deliveryReplyStatus', s.confirmStatus)) : PUR_MSG.nothingOpen;
    return fail(409, closed.map((s) => tell(request, lineName(s), why(s))));
  }

  const changes: LineChange[] = [];
  const problems: string[] = [];
  entries.forEach((entry, i) => {
    const schedule = schedules[i]!;
    const checked = checkReply(schedule, unitOf(schedule), (entry as { replies?: unknown }).replies);
    if ('issues' in checked) problems.push(...checked.issues.map((issue) => replyIssueText(request, schedule, issue)));
    else changes.push({ kind: 'reply', schedule, splits: checked.splits, author: replying.author });
  });
  if (problems.length) return fail(400, problems);
  applyChanges(changes, replying.reader.account.account);
  return ok({ saved: changes.length } satisfies FileReplyResult);
}

/**
 * `POST replyByFile`: the reply sheet. Rows of the same scheduleId are one split reply; a row
 * with no quantity, date or remark is left out (a line not answered). Every cell is checked, each
 * broken one a message naming its row; nothing is saved unless every row passes.
 */
async function replyByFile(request: Request, replying: Replying, form: FormData | null) {
  const rows = await readUploadedSheet(request, REPLY_SHEET_COLUMNS, DELIVERY_REPLY_SHEET_REQUIRED, form);
  if (rows instanceof Response) return rows;
  const open = new Map(scheduleRows(replying.reader, (s, po) => awaitsReply(s, po) && s.supplierId === replying.supplierId).map((s) => [s.id, s]));
  const notOpen = replying.author.onBehalf ? PUR_MSG.notTheirOpenLine : PUR_MSG.notYourOpenLine;
  const groups = new Map<number, { rows: number[]; replies: Record<string, unknown>[] }>();
  const problems: string[] = [];
  for (const { rowNumber, cells } of rows) {
    if (cellText(cells.replyQuantity) === '' && cellText(cells.replyDate) === '' && cellText(cells.remark) === '') continue;
    const id = cellId(cells.scheduleId);
    if (id === null || !open.has(id)) {
      problems.push(tell(request, cellName([rowNumber], replyColumn('scheduleId')), notOpen(cellText(cells.scheduleId) || '—')));
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
    const checked = checkReply(schedule, unitOf(schedule), group.replies);
    if ('issues' in checked) problems.push(...checked.issues.map((issue) => replyCellIssueText(request, group.rows, issue)));
    else changes.push({ kind: 'reply', schedule, splits: checked.splits, author: replying.author });
  }
  return saveSheet(request, problems, changes, replying.reader);
}

/** DELIVERY_REPLY view to read, edit to reply; a/ writes name the supplier they are for. */
function under(prefix: Prefix) {
  const base = `*/api/${prefix}/deliveryScheduleToReply`;
  const replier = readerHolding(prefix, 'DELIVERY_REPLY', 'edit');
  /** The supplier replied for: the caller's own (su/), the one named in the body or form (a/), or its 400. */
  const replyingFor = (request: Request, reader: Reader, named: unknown): Replying | Response => {
    if (reader.kind === 'supplier') return replyingAs(reader, reader.supplierId);
    const supplierId = namedSupplier(request, named);
    return supplierId instanceof Response ? supplierId : replyingAs(reader, supplierId);
  };
  return [
    /**
     * Page of DeliveryScheduleRow: lines NOT_REPLIED or REJECTED with something open, DELIVERY_REPLY
     * view (not PURCHASE_ORDER's: a role may reply without reading POs). a/: of every supplier in
     * the caller's purchasing orgs, `supplierIds` narrowing them (the one staff act for). `xls` the
     * reply sheet of the same lines.
     */
    ...searchCalls({
      path: `${base}/searchForReply`,
      guard: readerHolding(prefix, 'DELIVERY_REPLY', 'view'),
      rows: toReply,
      spec: scheduleSearch,
      scope: forReader,
      exports: [{ path: `${base}/searchForReply/xls`, file: 'delivery-reply.xlsx', sheets: replySheet }],
    }),

    http.post(
      `${base}/reply`,
      guarded(replier, async ({ request, caller }) => {
        const body = await readBody(request);
        const replying = replyingFor(request, caller, body.supplierId);
        return replying instanceof Response ? replying : reply(request, replying, body.replies);
      }),
    ),

    http.post(
      `${base}/replyByFile`,
      guarded(replier, async ({ request, caller }) => {
        const form = await request.formData().catch(() => null);
        const replying = replyingFor(request, caller, form?.get('supplierId'));
        return replying instanceof Response ? replying : replyByFile(request, replying, form);
      }),
    ),
  ];
}

export const deliveryReplyHandlers = [...under('su'), ...under('a')];
