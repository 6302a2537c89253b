import { useTranslation } from 'react-i18next';
import { api, Button, Stack, Typography } from 'shared-ui';
import {
  DELIVERY_REPLY_SHEET_COLUMNS,
  DELIVERY_REVIEW_SHEET_COLUMNS,
  type DeliveryScheduleRow,
  type FileReplyResult,
  type ImportRow,
  type IssueMessage,
  type PageResult,
} from 'shared-ui/contract';
import { downloadFile, useQuery } from 'shared-ui/data';
import { ExcelImportDialog, type ImportColumn, type RowValidator } from 'shared-ui/excel-import';
import { REPLY_RESOURCE, REVIEW_RESOURCE } from './resources';

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

/** Every line of a search, for the checks (the file may hold any of them). */
function useLines(path: string) {
  return useQuery({
    queryKey: ['file-lines', path],
    queryFn: () => api.post<PageResult<DeliveryScheduleRow>>(path, { paging: { page: 1, pageSize: 1000 } }).then((r) => r.data.items),
    staleTime: 0,
  });
}

const sendFile = (url: string) => async (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api.post<FileReplyResult>(url, form, { silent: true });
};

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

export function ReplyByFileDialog({ onClose, onSaved }: FlowProps) {
  const lines = useLines(`${REPLY_RESOURCE}/searchForReply`).data ?? [];
  return (
    <ExcelImportDialog
      open
      title="purchasing:file.replyTitle"
      columns={columnsOf(DELIVERY_REPLY_SHEET_COLUMNS)}
      rules={{ required: ['scheduleId'], numeric: ['replyQuantity'] }}
      validateRow={replyRowValidator(lines)}
      onSubmit={async (file) => {
        await sendFile(`${REPLY_RESOURCE}/replyByFile`)(file);
        onSaved();
      }}
      onClose={onClose}
    >
      <Steps
        text="file.replySteps"
        download={() => void downloadFile({ method: 'POST', url: `${REPLY_RESOURCE}/searchForReply/xls`, body: { paging: { page: 1, pageSize: 1000 } } }, 'delivery-reply.xlsx')}
      />
    </ExcelImportDialog>
  );
}

export function ReviewByFileDialog({ onClose, onSaved }: FlowProps) {
  const lines = useLines(`${REVIEW_RESOURCE}/searchForReview`).data ?? [];
  return (
    <ExcelImportDialog
      open
      title="purchasing:file.reviewTitle"
      columns={columnsOf(DELIVERY_REVIEW_SHEET_COLUMNS)}
      rules={{ required: ['scheduleId', 'decision'] }}
      validateRow={reviewRowValidator(lines)}
      onSubmit={async (file) => {
        await sendFile(`${REVIEW_RESOURCE}/reviewByFile`)(file);
        onSaved();
      }}
      onClose={onClose}
    >
      <Steps
        text="file.reviewSteps"
        download={() => void downloadFile({ method: 'POST', url: `${REVIEW_RESOURCE}/searchForReview/xls`, body: { paging: { page: 1, pageSize: 1000 } } }, 'delivery-review.xlsx')}
      />
    </ExcelImportDialog>
  );
}
