import UploadFileIcon from '@mui/icons-material/UploadFile';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, BusyButton, Button, notify, Stack, Typography } from 'shared-ui';
import { Alert, ConfirmDialog, Dialog, DialogActions, DialogContent, DialogTitle, RetryAlert, useScreenBelow } from 'shared-ui/components';
import type { ImportRow, ImportRules } from 'shared-ui/contract';
import { saveBlob } from 'shared-ui/data';
import type { RowLeftOut, RowValidator } from './import-report';
import { ImportPreviewTable, ImportReportTable } from './import-tables';
import { writeSheet, XLSX_TYPE } from './sheet-io';
import { useExcelImport, type ImportColumn } from './use-excel-import';

export interface ExcelImportDialogProps {
  open: boolean;
  /** i18n key of the title; default "Import from Excel". */
  title?: string;
  /** The sheet's columns: header text → field, with the i18n key of each column's name. */
  columns: readonly ImportColumn[];
  /** The contract's import rules (`MATERIAL_LINE_IMPORT`...); `labels` default to the sheet's headers. */
  rules?: ImportRules;
  /** The screen's own check of each row, after the rules. */
  validateRow?: RowValidator;
  /**
   * The query whose answer `validateRow` reads (the open lines, the known items): until it has
   * answered no file can be chosen, so no row is refused for data still on its way; its failure
   * says so, with Retry.
   */
  checkedAgainst?: { isPending: boolean; isError: boolean; refetch(): unknown };
  /** Rows left blank on purpose (not decided yet): not checked, not sent-counted, shown as left out. */
  leftOut?: RowLeftOut;
  /** The header's row in the sheet (default 1). */
  headerRow?: number;
  /**
   * Sends the file and its checked rows (e.g. `replyByFile`). Send it `silent`: a 400's messages
   * are shown in the dialog, with the file kept; other failures go to the portal's notice.
   */
  onSubmit(file: File, rows: ImportRow[]): Promise<unknown>;
  /**
   * Asked before `onSubmit`, when the checked rows would change what is there already (they
   * replace a form's lines): the question's i18n keys and values, or undefined to ask nothing.
   */
  confirmSend?(rows: ImportRow[]): { title: string; body: string; values?: Record<string, string | number> } | undefined;
  /** i18n key of the notice once `onSubmit` succeeded (`count`: the rows); default "Sent: N rows". */
  sentMessage?: string;
  /**
   * i18n key of the button that hands the checked rows to `onSubmit`, saying what it does with them
   * where nothing is sent (rows put in a form to be saved: "Load into the form"); default "Send".
   */
  sendLabel?: string;
  onClose(): void;
  /** Offers a template (the columns' names in the user's language) saved as `{templateName}.xlsx`. */
  templateName?: string;
  /** What comes before choosing a file: the steps, a download of the lines to fill. */
  children?: ReactNode;
}

/**
 * Excel import: the user chooses an .xlsx, the browser reads it (exceljs, loaded now) and checks
 * every row; the dialog shows the row-by-row report and a preview, and only a sheet without
 * problems can be sent. Closing it forgets the file.
 */
export function ExcelImportDialog({ open, onClose, ...props }: ExcelImportDialogProps) {
  const titleId = useId();
  // Not closed while the sheet is on its way: the server's row-by-row refusal must find the dialog.
  const [sending, setSending] = useState(false);
  // A report and a preview are tables: on a phone they get the whole screen.
  const phone = useScreenBelow('sm');
  return (
    <Dialog open={open} onClose={sending ? undefined : onClose} fullWidth maxWidth="lg" fullScreen={phone} aria-labelledby={titleId}>
      {open && <ImportSteps {...props} titleId={titleId} onClose={onClose} onSending={setSending} />}
    </Dialog>
  );
}

function ImportSteps(props: Omit<ExcelImportDialogProps, 'open'> & { titleId: string; onSending(sending: boolean): void }) {
  const { title, columns, rules, validateRow, checkedAgainst, leftOut, headerRow, onSubmit, confirmSend, sentMessage, sendLabel, onClose, onSending, templateName, titleId, children } = props;
  const { t } = useTranslation('excelImport');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const onSent = (count: number) => {
    notify({ severity: 'success', message: t(sentMessage ?? 'excelImport:sent', { count }) });
    onClose();
  };
  const { state, choose, send } = useExcelImport({ columns, rules, validateRow, leftOut, headerRow, onSubmit, onSent });
  // The question `confirmSend` asks before the rows go (null: none asked).
  const [asking, setAsking] = useState<ReturnType<NonNullable<typeof confirmSend>> | null>(null);
  const sendChecked = () => {
    const question = state.checked && confirmSend?.(state.checked.sheet.rows);
    if (question) setAsking(question);
    else void send();
  };
  const { file, busy, checked, unreadable, sendErrors } = state;
  useEffect(() => onSending(busy === 'sending'), [busy, onSending]);
  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = ''; // the same (corrected) file can be chosen again
    if (chosen) void choose(chosen);
  };
  const downloadTemplate = async () => saveBlob(await writeSheet(columns.map((c) => t(c.label))), `${templateName}.xlsx`);
  const report = checked?.report;
  const summary = !report
    ? undefined
    : report.ok
      ? report.leftOut > 0
        ? t('excelImport:summary.okLeftOut', { count: report.rows.length - report.leftOut, leftOut: report.leftOut })
        : t('excelImport:summary.ok', { count: report.rows.length })
      : report.rows.length === 0
        ? t('excelImport:summary.sheet')
        : t('excelImport:summary.problems', { failed: report.failedRows, count: report.rows.length });

  return (
    <>
      <DialogTitle id={titleId}>{t(title ?? 'excelImport:title')}</DialogTitle>
      <DialogContent dividers>
        {children}
        {checkedAgainst?.isError ? (
          <RetryAlert message={t('excelImport:checksFailed')} retryLabel={t('common:actions.retry')} onRetry={() => void checkedAgainst.refetch()} />
        ) : (
          checkedAgainst?.isPending && (
            <Box sx={{ mb: 1 }}>
              <LinearProgress aria-label={t('excelImport:checksLoading')} />
              <Typography variant="caption" color="text.secondary" role="status">
                {t('excelImport:checksLoading')}
              </Typography>
            </Box>
          )
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <BusyButton
            variant="outlined"
            startIcon={<UploadFileIcon />}
            onClick={() => input.current?.click()}
            inactive={busy === 'sending' || Boolean(checkedAgainst && (checkedAgainst.isPending || checkedAgainst.isError))}
            aria-describedby={hintId}
          >
            {t('excelImport:choose')}
          </BusyButton>
          <input ref={input} type="file" hidden aria-label={t('excelImport:choose')} accept={`.xlsx,${XLSX_TYPE}`} onChange={onChoose} />
          {templateName && <Button onClick={() => void downloadTemplate()}>{t('excelImport:template')}</Button>}
        </Stack>
        <Typography id={hintId} variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {t('excelImport:chooseHint')}
        </Typography>
        {file && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('excelImport:chosen', { name: file.name })}
          </Typography>
        )}
        {busy && (
          <Box sx={{ mt: 1 }}>
            <LinearProgress aria-label={busy === 'reading' ? t('excelImport:reading') : t('excelImport:sending')} />
          </Box>
        )}
        {unreadable && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('excelImport:unreadable')}
          </Alert>
        )}
        {sendErrors && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('excelImport:sendFailed')}
            {sendErrors.map((message) => (
              <Box key={message}>{message}</Box>
            ))}
          </Alert>
        )}
        {checked && report && (
          <>
            <Alert severity={report.ok ? 'success' : 'warning'} role="status" sx={{ mt: 2 }}>
              {summary}
            </Alert>
            <ImportReportTable report={report} columns={columns} />
            {checked.sheet.rows.length > 0 && <ImportPreviewTable sheet={checked.sheet} report={report} columns={columns} />}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {/* Waiting, they keep the focus (BusyButton): Send pressed by Enter stays where the keyboard is. */}
        <BusyButton onClick={onClose} inactive={busy === 'sending'}>
          {t('common:actions.cancel')}
        </BusyButton>
        {checked && (
          <BusyButton variant="contained" onClick={sendChecked} inactive={!report?.ok || busy !== null}>
            {t(sendLabel ?? 'excelImport:send')}
          </BusyButton>
        )}
      </DialogActions>
      {asking && (
        <ConfirmDialog
          open
          title={asking.title}
          body={asking.body}
          values={asking.values}
          onConfirm={() => {
            setAsking(null);
            void send();
          }}
          onCancel={() => setAsking(null)}
        />
      )}
    </>
  );
}
