import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, BusyButton, Button, Stack, Typography, useCan } from 'shared-ui';
import { Alert, ConfirmDialog, LinearProgress, type RecordColumn } from 'shared-ui/components';
import { BR_CONTACT_FIELDS, brContactIssues, type BrContactRequest } from 'shared-ui/contract';
import { saveBlob, useIdempotentCall } from 'shared-ui/data';
import { ImportReportTable, writeSheet, type ImportColumn, type ImportReport } from 'shared-ui/excel-import';
import { applyBrContacts, checkBrContacts } from './upload.api';
import { ResultTable } from './bulk-tables';
import { refusedEntries } from './refused-changes';
import { failedCount, problemsOf, readUpload } from './sheet-columns';
import { SheetChooser } from './sheet-chooser';

export const BR_CONTACT_COLUMNS: readonly ImportColumn[] = BR_CONTACT_FIELDS.map((field) => ({ field, label: `admin:upload.columns.${field}` }));

type ContactRow = BrContactRequest['rows'][number];
/** `rows`: every data row of the sheet, `passed` those without a problem (the ones Apply sends). */
type Checked = { report: ImportReport; rows: ContactRow[]; passed: ContactRow[] };
/** What Apply did, kept on the page until the next upload: the rows applied, the others with their reasons. */
type Applied = { checked: Checked; applied: number };

const cellText = (v: unknown) => (v === undefined ? '' : String(v).trim());

/**
 * Brazil purchasing-org contacts: a template, the filled sheet checked row by row (its form here,
 * then the supplier and its Brazil purchasing org by the server, which writes nothing on a
 * check), and only the rows that passed applied.
 */
export function BrContactUploadPage() {
  const { t } = useTranslation('admin');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<'reading' | 'applying' | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [checkFailed, setCheckFailed] = useState(false);
  const [applyErrors, setApplyErrors] = useState<string[] | null>(null);
  const [done, setDone] = useState<Applied | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Checking and applying are one server call, the purchasing data's edit (a viewer sees the page only).
  const canEdit = useCan('SUPPLIER_PURCHASE', 'edit');
  // Apply again after a lost answer is the same batch: answered once.
  const idempotent = useIdempotentCall();

  const downloadTemplate = async () => saveBlob(await writeSheet(BR_CONTACT_COLUMNS.map((c) => t(c.label))), `${t('upload.brcontact.templateName')}.xlsx`);

  async function choose(chosen: File) {
    setFile(chosen);
    setChecked(null);
    setUnreadable(false);
    setCheckFailed(false);
    setApplyErrors(null);
    setDone(null);
    setBusy('reading');
    let sheet;
    try {
      sheet = await readUpload(chosen, BR_CONTACT_COLUMNS);
    } catch {
      setUnreadable(true);
      setBusy(null);
      return;
    }
    try {
      const rows = sheet.rows.map((values, i) => ({
        row: sheet.sheetRows[i],
        supplierNoScp: cellText(values.supplierNoScp),
        purchasingOrgCode: cellText(values.purchasingOrgCode),
        contactName: cellText(values.contactName),
        contactEmail: cellText(values.contactEmail),
      }));
      const formIssues = rows.map((r) => brContactIssues(r));
      const toServer = rows.filter((_, i) => formIssues[i].length === 0);
      const server = toServer.length ? await checkBrContacts(toServer) : { rows: [] };
      const serverIssues = new Map(server.rows.map((r) => [r.row, r.issues]));
      const reportRows = rows.map((r, i) => ({ row: r.row, problems: problemsOf([...formIssues[i], ...(serverIssues.get(r.row) ?? [])], r.row, sheet) }));
      const missing = sheet.missing.map((field) => ({ field, key: 'excelImport:missingColumn', params: { col: t(`upload.columns.${field}`) } }));
      const noRows = rows.length === 0 && missing.length === 0 ? [{ key: 'excelImport:noRows' }] : [];
      const report: ImportReport = missing.length
        ? { rows: [], sheet: missing, failedRows: 0, leftOut: 0, ok: false }
        : { rows: reportRows, sheet: noRows, failedRows: failedCount(reportRows), leftOut: 0, ok: failedCount(reportRows) === 0 && rows.length > 0 };
      setChecked({ report, rows: missing.length ? [] : rows, passed: missing.length ? [] : rows.filter((r) => reportRows.find((x) => x.row === r.row)?.problems.length === 0) });
    } catch {
      // The check's call failed (the client has shown why): the file was read, only not checked.
      setCheckFailed(true);
    } finally {
      setBusy(null);
    }
  }

  async function apply() {
    if (!checked?.passed.length) return;
    setConfirming(false);
    setBusy('applying');
    try {
      const rows = checked.passed;
      const result = await idempotent(rows, (key) => applyBrContacts(rows, key));
      // The report stays, now saying what was applied and what was left out (and why) until the next upload.
      setDone({ checked, applied: result.applied });
      setChecked(null);
      setApplyErrors(null);
    } catch (error) {
      // The batch was refused whole: each message by the sheet row of the row it names (the server says it in the error's path only).
      setApplyErrors(refusedEntries(error, 'rows').map(({ at, message }) => {
        const row = at === undefined ? undefined : checked.passed[at]?.row;
        return row === undefined ? message : t('upload.rowMessage', { row, message });
      }));
    } finally {
      setBusy(null);
    }
  }

  const report = checked?.report;
  const passed = checked?.passed.length ?? 0;
  return (
    <Stack spacing={2}>
      <Typography variant="h1" component="h1">
        {t('features.upload/brcontact')}
      </Typography>
      <Typography>{t('upload.brcontact.intro')}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button onClick={() => void downloadTemplate()}>{t('upload.template')}</Button>
        <SheetChooser file={file} inactive={busy !== null || !canEdit} onChoose={(chosen) => void choose(chosen)} />
      </Stack>
      {!canEdit && <Alert severity="info">{t('upload.brcontact.viewOnly')}</Alert>}
      {busy && <LinearProgress aria-label={t(busy === 'reading' ? 'upload.checking' : 'upload.brcontact.applying')} />}
      {unreadable && <Alert severity="error">{t('upload.unreadable')}</Alert>}
      {checkFailed && <Alert severity="error">{t('upload.checkFailed')}</Alert>}
      {done && <AppliedReport done={done} />}
      {applyErrors && (
        <Alert severity="error">
          {t('upload.brcontact.applyFailed')}
          {applyErrors.map((m) => (
            <Box key={m}>{m}</Box>
          ))}
        </Alert>
      )}
      {report && (
        <>
          <Alert severity={report.failedRows === 0 && passed > 0 ? 'success' : 'warning'} role="status">
            {t('upload.brcontact.summary', { passed, count: report.rows.length, failed: report.failedRows })}
          </Alert>
          <ImportReportTable report={report} columns={BR_CONTACT_COLUMNS} />
          <Box>
            <BusyButton variant="contained" inactive={passed === 0 || busy !== null} onClick={() => setConfirming(true)}>
              {t('upload.brcontact.apply', { count: passed })}
            </BusyButton>
          </Box>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title="admin:upload.brcontact.applyTitle"
        body="admin:upload.brcontact.applyBody"
        values={{ count: passed }}
        onConfirm={() => void apply()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** After Apply: how many contacts were applied, then every row of the sheet, applied or left out with its reasons. */
function AppliedReport({ done }: { done: Applied }) {
  const { t } = useTranslation('admin');
  const { checked, applied } = done;
  const problems = new Map(checked.report.rows.map((r) => [r.row, r.problems]));
  const passed = new Set(checked.passed.map((r) => r.row));
  const skipped = checked.rows.length - passed.size;
  const columns: RecordColumn<ContactRow>[] = [
    { key: 'row', label: 'admin:upload.suppliers.row', render: (r) => r.row },
    ...BR_CONTACT_COLUMNS.map((c) => ({ key: c.field, label: c.label, render: (r: ContactRow) => r[c.field as keyof ContactRow] })),
    {
      key: 'result',
      label: 'admin:upload.result',
      render: (r) =>
        passed.has(r.row) ? (
          <Box component="span" sx={{ color: 'success.dark' }}>
            {t('upload.brcontact.rowApplied')}
          </Box>
        ) : (
          <Box component="span" sx={{ color: 'error.main' }}>
            {t('upload.brcontact.rowSkipped', { reasons: (problems.get(r.row) ?? []).map((p) => t(p.key, p.params ?? {})).join(' ') })}
          </Box>
        ),
    },
  ];
  return (
    <>
      <Alert severity={skipped === 0 ? 'success' : 'warning'} role="status">
        <Box>{t('upload.brcontact.applied', { count: applied })}</Box>
        {skipped > 0 && <Box>{t('upload.brcontact.skipped', { count: skipped })}</Box>}
      </Alert>
      <ResultTable label="admin:upload.brcontact.resultTitle" columns={columns} rows={checked.rows} rowKey={(r) => r.row} pageText="upload.rowsOf" />
    </>
  );
}
