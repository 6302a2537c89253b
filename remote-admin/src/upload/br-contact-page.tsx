import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, notify, Stack, Typography, useCan } from 'shared-ui';
import { Alert, ConfirmDialog, LinearProgress } from 'shared-ui/components';
import { BR_CONTACT_FIELDS, brContactIssues, type BrContactRequest } from 'shared-ui/contract';
import { saveBlob, silentCallFailure, useIdempotentCall } from 'shared-ui/data';
import { ImportReportTable, writeSheet, type ImportColumn, type ImportReport } from 'shared-ui/excel-import';
import { applyBrContacts, checkBrContacts } from './upload.api';
import { failedCount, problemsOf, readUpload } from './sheet-columns';
import { SheetChooser } from './sheet-chooser';

export const BR_CONTACT_COLUMNS: readonly ImportColumn[] = BR_CONTACT_FIELDS.map((field) => ({ field, label: `admin:upload.columns.${field}` }));

type Checked = { report: ImportReport; passed: BrContactRequest['rows'] };

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
      setChecked({ report, passed: missing.length ? [] : rows.filter((r) => reportRows.find((x) => x.row === r.row)?.problems.length === 0) });
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
      notify({ severity: 'success', message: t('upload.brcontact.applied', { count: result.applied }) });
      setChecked(null);
      setFile(null);
    } catch (error) {
      setApplyErrors(silentCallFailure(error));
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
        <SheetChooser file={file} disabled={busy !== null || !canEdit} onChoose={(chosen) => void choose(chosen)} />
      </Stack>
      {!canEdit && <Alert severity="info">{t('upload.brcontact.viewOnly')}</Alert>}
      {busy && <LinearProgress aria-label={t(busy === 'reading' ? 'upload.checking' : 'upload.brcontact.applying')} />}
      {unreadable && <Alert severity="error">{t('upload.unreadable')}</Alert>}
      {checkFailed && <Alert severity="error">{t('upload.checkFailed')}</Alert>}
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
            <Button variant="contained" disabled={passed === 0 || busy !== null} onClick={() => setConfirming(true)}>
              {t('upload.brcontact.apply', { count: passed })}
            </Button>
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
