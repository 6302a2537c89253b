import { useTranslation } from 'react-i18next';
import { Button, Stack, Typography } from 'shared-ui';
import {
  DELIVERY_REPLY_SHEET_COLUMNS,
  DELIVERY_REPLY_SHEET_REQUIRED,
  DELIVERY_REVIEW_SHEET_COLUMNS,
  DELIVERY_REVIEW_SHEET_REQUIRED,
  deliveryReplySchema,
  issuesOf,
  replyUndecided,
  type DeliveryScheduleFilter,
  type DeliveryScheduleRow,
  type ImportRow,
  type IssueMessage,
} from 'shared-ui/contract';
import { everyPage, useIdempotentCall, useQuery, type Resource } from 'shared-ui/data';
import { ExcelImportDialog, type ImportColumn, type RowValidator } from 'shared-ui/excel-import';
import { reviewCalls, type ReplyCalls } from './delivery.api';
import { OnBehalfNotice } from '../common/on-behalf';

// Reply and review by file (spec section 4): download the lines as .xlsx, fill them, upload. The
// browser checks every row against the lines it was given and shows the report before anything
// is sent; the server checks the same again.

const columnsOf = (fields: readonly string[]): ImportColumn[] =>
  // The server heads each column of the sheet with this label in the request's language; a sheet
  // in either language reads back, and one downloaded when the headers were field names too.
  fields.map((field) => ({ field, label: `purchasing:file.columns.${field}`, headers: [field] }));

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
const text = (v: unknown) => (blank(v) ? '' : String(v).trim());
const issue = (path: string, rule: string, params?: IssueMessage['params']): IssueMessage => ({ path, key: `purchasing:file.rules.${rule}`, params });
const scheduleOf = (row: ImportRow) => text(row.scheduleId);

type Lines = Resource<unknown, DeliveryScheduleRow, DeliveryScheduleFilter>;

// Every line of the search, for the checks and the sheet (the file may hold any of them).
const ALL_LINES = { paging: { page: 1, pageSize: 1000 }, sorts: [] };

/** Every open line, page by page: a supplier may have more than one page holds. */
function useLines(lines: Lines) {
  return useQuery({
    queryKey: [...lines.key, 'file-lines'],
    queryFn: () => everyPage((paging) => lines.search({ ...ALL_LINES, paging }), { pageSize: ALL_LINES.paging.pageSize }),
    staleTime: 0,
  });
}

/**
 * A row of the reply sheet with no quantity, date or remark: a line not answered yet. Left out, as
 * the server does, so a downloaded sheet can be sent with only the lines the supplier answers.
 */
export const unansweredReply = (row: ImportRow) => blank(row.replyQuantity) && blank(row.replyDate) && blank(row.remark);

/** The contract's words for a reply the sheet says in its own (naming the schedule). */
function inSheetWords(found: IssueMessage, field: string, id: string, open: number): IssueMessage {
  if (found.key === 'validation:replyExceedsOpen') return issue('replyQuantity', 'exceedsOpen', { value: id, open });
  if (found.key === 'validation:replyDateRequired') return issue('replyDate', 'dateRequired');
  return { ...found, path: field };
}

/**
 * A reply row: the line is one of the caller's open lines, and the line's rows are one split
 * reply, checked by the contract's rule as the server checks it (a number of 0 or more, a date
 * once the quantity is above 0, the splits within the open quantity). Each problem lands on the
 * row and cell it comes from; a sum above the open quantity on every row of the line.
 */
export function replyRowValidator(lines: readonly DeliveryScheduleRow[]): RowValidator {
  const byId = new Map(lines.map((l) => [String(l.id), l]));
  return (row: ImportRow, { rows }) => {
    const id = scheduleOf(row);
    const line = byId.get(id);
    if (!line) return blank(row.scheduleId) ? [] : [issue('scheduleId', 'unknownSchedule', { value: id })];
    const group = rows.filter((r) => scheduleOf(r) === id && !unansweredReply(r));
    const own = `replies.${group.indexOf(row)}.`;
    const replies = group.map((r) => ({ replyQuantity: blank(r.replyQuantity) ? '' : r.replyQuantity, replyDate: text(r.replyDate), remark: text(r.remark) }));
    return issuesOf(deliveryReplySchema, { scheduleId: line.id, openQuantity: line.openQuantity, unit: line.unit, replies }).flatMap((found) => {
      if (found.path === 'replies') return [inSheetWords(found, 'replyQuantity', id, line.openQuantity)];
      return found.path.startsWith(own) ? [inSheetWords(found, found.path.slice(own.length), id, line.openQuantity)] : [];
    });
  };
}

/**
 * A row of the review sheet with neither decision nor reason: a reply the buyer has not decided
 * yet. Left out, as the server does, so part of the downloaded sheet can be sent.
 */
export const undecidedReview = (row: ImportRow) => blank(row.decision) && blank(row.reason);

/**
 * A review row: a reply waiting for review, decided once, A or R, a rejection with its reason, an
 * approval only of a reply with a date (one whose date is undecided can only be rejected).
 */
export function reviewRowValidator(lines: readonly DeliveryScheduleRow[]): RowValidator {
  const byId = new Map(lines.map((l) => [String(l.id), l]));
  return (row: ImportRow, { index, rows }) => {
    const out: IssueMessage[] = [];
    const id = scheduleOf(row);
    const line = byId.get(id);
    if (!blank(row.scheduleId) && !line) out.push(issue('scheduleId', 'unknownSchedule', { value: id }));
    else if (id && rows.slice(0, index).some((r) => scheduleOf(r) === id && !undecidedReview(r))) out.push(issue('scheduleId', 'decidedTwice', { value: id }));
    const decision = text(row.decision).toUpperCase();
    if (decision !== 'A' && decision !== 'R') out.push(issue('decision', 'decision'));
    else if (decision === 'R' && blank(row.reason)) out.push(issue('reason', 'reasonRequired'));
    else if (decision === 'A' && line && replyUndecided(line)) out.push(issue('decision', 'undecidedApprove', { value: id }));
    return out;
  };
}

interface FlowProps {
  onClose(): void;
  onSaved(): void;
}

function Steps({ text, download }: { text: string; download(): void }) {
  const { t } = useTranslation('purchasing');
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Typography variant="body2">{t(text)}</Typography>
      <div>
        <Button variant="outlined" onClick={download}>
          {t('file.download')}
        </Button>
      </div>
    </Stack>
  );
}

/** The reply sheet of one supplier's lines, by the supplier or by staff on its behalf (`onBehalfOf`: its name). */
export function ReplyByFileDialog({ calls, onBehalfOf, onClose, onSaved }: FlowProps & { calls: ReplyCalls; onBehalfOf?: string }) {
  const lines = useLines(calls.lines);
  // The same file sent again after a lost answer is answered once, not refused as replied already.
  const idempotent = useIdempotentCall();
  return (
    <ExcelImportDialog
      open
      title="purchasing:file.replyTitle"
      columns={columnsOf(DELIVERY_REPLY_SHEET_COLUMNS)}
      rules={{ required: ['scheduleId'], requiredColumns: DELIVERY_REPLY_SHEET_REQUIRED, numeric: ['replyQuantity'] }}
      validateRow={replyRowValidator(lines.data ?? [])}
      checkedAgainst={lines}
      leftOut={unansweredReply}
      onSubmit={async (file) => {
        await idempotent(file, (key) => calls.replyByFile(file, key));
        onSaved();
      }}
      onClose={onClose}
    >
      {onBehalfOf !== undefined && <OnBehalfNotice supplier={onBehalfOf} />}
      <Steps
        text="file.replySteps"
        download={() => void calls.lines.exportXls(ALL_LINES)}
      />
    </ExcelImportDialog>
  );
}

export function ReviewByFileDialog({ onClose, onSaved }: FlowProps) {
  const lines = useLines(reviewCalls.lines);
  // The same file sent again after a lost answer is answered once, not refused as decided already.
  const idempotent = useIdempotentCall();
  return (
    <ExcelImportDialog
      open
      title="purchasing:file.reviewTitle"
      columns={columnsOf(DELIVERY_REVIEW_SHEET_COLUMNS)}
      rules={{ required: ['scheduleId'], requiredColumns: DELIVERY_REVIEW_SHEET_REQUIRED }}
      validateRow={reviewRowValidator(lines.data ?? [])}
      checkedAgainst={lines}
      leftOut={undecidedReview}
      onSubmit={async (file) => {
        await idempotent(file, (key) => reviewCalls.reviewByFile(file, key));
        onSaved();
      }}
      onClose={onClose}
    >
      <Steps
        text="file.reviewSteps"
        download={() => void reviewCalls.lines.exportXls(ALL_LINES)}
      />
    </ExcelImportDialog>
  );
}
