import { useTranslation } from 'react-i18next';
import { Button, Stack, Typography } from 'shared-ui';
import {
  DELIVERY_REPLY_SHEET_COLUMNS,
  DELIVERY_REVIEW_SHEET_COLUMNS,
  type DeliveryScheduleFilter,
  type DeliveryScheduleRow,
  type ImportRow,
  type IssueMessage,
} from 'shared-ui/contract';
import { useQuery, type Resource } from 'shared-ui/data';
import { ExcelImportDialog, type ImportColumn, type RowValidator } from 'shared-ui/excel-import';
import { reviewCalls, type ReplyCalls } from './delivery.api';
import { OnBehalfNotice } from '../common/on-behalf';

// Reply and review by file (spec section 4): download the lines as .xlsx, fill them, upload. The
// browser checks every row against the lines it was given and shows the report before anything
// is sent; the server checks the same again.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const columnsOf = (fields: readonly string[]): ImportColumn[] =>
  // The server's sheet heads each column with its field name; a template made here, with its label.
  fields.map((field) => ({ field, label: `purchasing:file.columns.${field}`, headers: [field] }));

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
const issue = (path: string, rule: string, params?: IssueMessage['params']): IssueMessage => ({ path, key: `purchasing:file.rules.${rule}`, params });
const isDay = (v: unknown) => typeof v === 'string' && DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

type Lines = Resource<unknown, DeliveryScheduleRow, DeliveryScheduleFilter>;

// Every line of the search, for the checks and the sheet (the file may hold any of them).
const ALL_LINES = { paging: { page: 1, pageSize: 1000 }, sorts: [] };

function useLines(lines: Lines) {
  return useQuery({
    queryKey: [...lines.key, 'file-lines'],
    queryFn: () => lines.search(ALL_LINES).then((page) => page.items),
    staleTime: 0,
  });
}

/** A reply row: the line is one of the caller's open lines, a dated quantity, the line's replies within its open quantity. */
export function replyRowValidator(lines: readonly DeliveryScheduleRow[]): RowValidator {
  const byId = new Map(lines.map((l) => [String(l.id), l]));
  return (row: ImportRow, { rows }) => {
    const out: IssueMessage[] = [];
    const id = String(row.scheduleId ?? '').trim();
    const line = byId.get(id);
    if (!blank(row.scheduleId) && !line) out.push(issue('scheduleId', 'unknownSchedule', { value: id }));
    if (!blank(row.replyDate) && !isDay(row.replyDate)) out.push(issue('replyDate', 'date'));
    const quantity = Number(row.replyQuantity ?? 0);
    if (quantity > 0 && blank(row.replyDate)) out.push(issue('replyDate', 'dateRequired'));
    if (line) {
      const total = rows.filter((r) => String(r.scheduleId ?? '').trim() === id).reduce((sum, r) => sum + (Number(r.replyQuantity) || 0), 0);
      if (total > line.openQuantity) out.push(issue('replyQuantity', 'exceedsOpen', { value: id, open: line.openQuantity }));
    }
    return out;
  };
}

/**
 * A row of the review sheet with neither decision nor reason: a reply the buyer has not decided
 * yet. Left out, as the server does, so part of the downloaded sheet can be sent.
 */
export const undecidedReview = (row: ImportRow) => blank(row.decision) && blank(row.reason);

/** A review row: a reply waiting for review, decided A or R, a rejection with its reason. */
export function reviewRowValidator(lines: readonly DeliveryScheduleRow[]): RowValidator {
  const known = new Set(lines.map((l) => String(l.id)));
  return (row: ImportRow) => {
    const out: IssueMessage[] = [];
    const id = String(row.scheduleId ?? '').trim();
    if (!blank(row.scheduleId) && !known.has(id)) out.push(issue('scheduleId', 'unknownSchedule', { value: id }));
    const decision = String(row.decision ?? '').trim().toUpperCase();
    if (decision !== 'A' && decision !== 'R') out.push(issue('decision', 'decision'));
    else if (decision === 'R' && blank(row.reason)) out.push(issue('reason', 'reasonRequired'));
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
  return (
    <ExcelImportDialog
      open
      title="purchasing:file.replyTitle"
      columns={columnsOf(DELIVERY_REPLY_SHEET_COLUMNS)}
      rules={{ required: ['scheduleId'], numeric: ['replyQuantity'] }}
      validateRow={replyRowValidator(lines.data ?? [])}
      checkedAgainst={lines}
      onSubmit={async (file) => {
        await calls.replyByFile(file);
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
  return (
    <ExcelImportDialog
      open
      title="purchasing:file.reviewTitle"
      columns={columnsOf(DELIVERY_REVIEW_SHEET_COLUMNS)}
      rules={{ required: ['scheduleId'] }}
      validateRow={reviewRowValidator(lines.data ?? [])}
      checkedAgainst={lines}
      leftOut={undecidedReview}
      onSubmit={async (file) => {
        await reviewCalls.reviewByFile(file);
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
