import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, BusyButton, Button, Stack, Typography } from 'shared-ui';
import { Alert, ConfirmDialog, LinearProgress, Section, Step, StepLabel, Stepper, type RecordColumn } from 'shared-ui/components';
import { BULK_SUPPLIER_FIELDS, BULK_UPDATE_STEPS, type BulkTransferResult, type BulkUploadFilter } from 'shared-ui/contract';
import { optionsOf, saveBlob, useIdempotentCall, useOptions } from 'shared-ui/data';
import { ImportReportTable, writeSheet, type MappedSheet } from 'shared-ui/excel-import';
import { BULK_COLUMNS, BULK_TEXT_COLUMNS, checkBulkSheet, sheetValue, type BulkChangeRow, type BulkCheck } from './bulk-check';
import { BulkFilter } from './bulk-filter';
import { ChangesTable, ResultTable } from './bulk-tables';
import { SheetChooser } from './sheet-chooser';
import { readUpload } from './sheet-columns';
import { refusedChanges } from './refused-changes';
import { loadOldData, searchAllByPermission, transferToBpm } from './upload.api';

type Progress = { label: string; percent?: number } | null;

/** A supplier whose change the server refused, with why: kept (and unticked) until the user starts over or sends it. */
type Refused = { supplierNoScp: string; name: string; reasons: string[] };
/** A change as the finish step lists it: the supplier by number and name. */
type Listed = { supplierNoScp: string; name: string };

const nameOf = (c: BulkChangeRow) => String(c.changed.name ?? c.old.name ?? '');

const SUPPLIER_COLUMNS: RecordColumn<Listed>[] = [
  { key: 'supplierNoScp', label: 'admin:upload.columns.supplierNoScp', render: (r) => r.supplierNoScp },
  { key: 'name', label: 'admin:upload.columns.name', render: (r) => r.name },
];

/**
 * All-supplier information (IT staff only): the filter and the download of the current data,
 * then the five steps of spec section 2. Steps 1-3 only read (the sheet, the stored data);
 * the one write is step 4's transfer, after a confirmation.
 */
export function SupplierBulkUploadPage() {
  const { t } = useTranslation('admin');
  const environmentLevels = useOptions(optionsOf('environmentLevels'));
  const [filter, setFilter] = useState<BulkUploadFilter>({});
  const [step, setStep] = useState(0);
  const [progress, setProgress] = useState<Progress>(null);
  const [file, setFile] = useState<File | null>(null);
  const [sheet, setSheet] = useState<MappedSheet | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [check, setCheck] = useState<BulkCheck | null>(null);
  const [kept, setKept] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  // The last transfer failed: the messages about the batch as a whole ([] when it gave none).
  const [sendErrors, setSendErrors] = useState<string[] | null>(null);
  // Every supplier a transfer refused (now unticked), with its reasons: the rest may be sent again,
  // and the report stays on screen through that retry, until its own answer, and on the finish step.
  const [refused, setRefused] = useState<Refused[]>([]);
  // The batch in sign-off and the suppliers it holds.
  const [result, setResult] = useState<{ answer: BulkTransferResult; sent: Listed[] } | null>(null);
  // Transfer again after a lost answer is the batch sent already: its answer, not every supplier
  // refused as in sign-off (by the batch itself) and unticked.
  const idempotent = useIdempotentCall();

  async function download() {
    setProgress({ label: 'upload.suppliers.downloading', percent: 0 });
    try {
      const rows = await searchAllByPermission(filter, (percent) => setProgress({ label: 'upload.suppliers.downloading', percent }));
      const header = BULK_COLUMNS.map((c) => t(c.label));
      const cells = rows.map((r) => [r.supplierNoScp, ...BULK_SUPPLIER_FIELDS.map((f) => sheetValue(f, r[f]) ?? '')]);
      saveBlob(await writeSheet(header, cells, { textColumns: BULK_TEXT_COLUMNS }), `${t('upload.suppliers.fileName')}.xlsx`);
    } finally {
      setProgress(null);
    }
  }

  async function choose(chosen: File) {
    setFile(chosen);
    setSheet(null);
    setCheck(null);
    setUnreadable(false);
    setProgress({ label: 'upload.reading' });
    try {
      setSheet(await readUpload(chosen, BULK_COLUMNS));
    } catch {
      setUnreadable(true);
    } finally {
      setProgress(null);
    }
  }

  /** Step 2: the stored data of the sheet's suppliers (a read), then every row checked. */
  async function checkSheet() {
    if (!sheet) return;
    setStep(1);
    setProgress({ label: 'upload.suppliers.loadingOld', percent: 0 });
    try {
      const numbers = [...new Set(sheet.rows.map((r) => (r.supplierNoScp === undefined ? '' : String(r.supplierNoScp).trim())).filter(Boolean))];
      const old = await loadOldData(numbers, (percent) => setProgress({ label: 'upload.suppliers.loadingOld', percent }));
      const levels = new Set(environmentLevels.map((o) => o.code));
      const checked = await checkBulkSheet(sheet, old, levels, (percent) => setProgress({ label: 'upload.checking', percent }));
      setCheck(checked);
      setKept(new Set(checked.changes.map((c) => c.supplierNoScp)));
    } catch {
      setStep(0);
    } finally {
      setProgress(null);
    }
  }

  async function transfer() {
    if (!check) return;
    setConfirming(false);
    // What the last attempt said stays until this one's answer replaces it.
    setProgress({ label: 'upload.suppliers.transferring' });
    const batch = check.changes.filter((c) => kept.has(c.supplierNoScp));
    const changes = batch.map((c) => ({ supplierNoScp: c.supplierNoScp, values: c.changed }));
    const inBatch = new Set(changes.map((c) => c.supplierNoScp));
    try {
      const answer = await idempotent(changes, (key) => transferToBpm({ changes }, key));
      setResult({ answer, sent: batch.map((c) => ({ supplierNoScp: c.supplierNoScp, name: nameOf(c) })) });
      setRefused((r) => r.filter((x) => !inBatch.has(x.supplierNoScp)));
      setSendErrors(null);
      setStep(4);
    } catch (error) {
      const { bySupplier, general } = refusedChanges(error, changes);
      setSendErrors(general);
      if (bySupplier.size) {
        // This answer is about this batch: its suppliers are refused as it says, earlier refusals of others stand.
        const now = batch.filter((c) => bySupplier.has(c.supplierNoScp)).map((c) => ({ supplierNoScp: c.supplierNoScp, name: nameOf(c), reasons: bySupplier.get(c.supplierNoScp)! }));
        setRefused((r) => [...r.filter((x) => !inBatch.has(x.supplierNoScp)), ...now]);
        setKept((s) => new Set([...s].filter((no) => !bySupplier.has(no))));
      }
    } finally {
      setProgress(null);
    }
  }

  function restart() {
    setStep(0);
    setFile(null);
    setSheet(null);
    setCheck(null);
    setResult(null);
    setSendErrors(null);
    setRefused([]);
  }

  const toggle = (no: string) =>
    setKept((s) => {
      const next = new Set(s);
      if (next.has(no)) next.delete(no);
      else next.add(no);
      return next;
    });
  const keptCount = check?.changes.filter((c) => kept.has(c.supplierNoScp)).length ?? 0;
  const busy = progress !== null;

  return (
    <Stack spacing={2}>
      <Typography variant="h1" component="h1">
        {t('features.upload/suppliers')}
      </Typography>
      <Section id="bulk-filter" title="admin:upload.suppliers.filterTitle">
        <BulkFilter value={filter} onChange={setFilter} />
        <Box sx={{ mt: 2 }}>
          <BusyButton variant="outlined" onClick={() => void download()} inactive={busy}>
            {t('upload.suppliers.download')}
          </BusyButton>
        </Box>
      </Section>
      <Section id="bulk-steps" title="admin:upload.suppliers.stepsTitle">
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
          {BULK_UPDATE_STEPS.map((s) => (
            <Step key={s}>
              <StepLabel>{t(`upload.steps.${s}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {progress && (
          <Box sx={{ mb: 2 }}>
            <LinearProgress variant={progress.percent === undefined ? 'indeterminate' : 'determinate'} value={progress.percent} aria-label={t(progress.label)} />
            <Typography variant="caption">{t(progress.label)}</Typography>
          </Box>
        )}

        {step === 0 && (
          <Stack spacing={2}>
            <Typography>{t('upload.suppliers.uploadHint')}</Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <SheetChooser file={file} inactive={busy} onChoose={(chosen) => void choose(chosen)} />
            </Stack>
            {unreadable && <Alert severity="error">{t('upload.unreadable')}</Alert>}
            {sheet && <Alert severity="info">{t('upload.suppliers.read', { count: sheet.rows.length })}</Alert>}
            <Box>
              <BusyButton variant="contained" inactive={!sheet || busy} onClick={() => void checkSheet()}>
                {t('upload.suppliers.toCheck')}
              </BusyButton>
            </Box>
          </Stack>
        )}

        {step === 1 && check && (
          <Stack spacing={2}>
            <Alert severity={check.report.ok ? 'success' : 'warning'} role="status">
              {check.report.ok
                ? t('upload.suppliers.checkedOk', { count: check.report.rows.length, changed: check.changes.length, unchanged: check.unchanged })
                : check.report.sheet.length > 0
                  ? t('upload.suppliers.sheetWrong')
                  : t('upload.suppliers.checkedFailed', { count: check.report.rows.length, failed: check.report.failedRows })}
            </Alert>
            {!check.report.ok && <ImportReportTable report={{ ...check.report, rows: check.report.rows.filter((r) => r.problems.length > 0) }} columns={BULK_COLUMNS} />}
            {check.changes.length > 0 && <ChangesTable rows={check.changes} title={t('upload.suppliers.changesTitle')} />}
            <Stack direction="row" spacing={1}>
              <Button onClick={restart}>{t('upload.suppliers.uploadAgain')}</Button>
              <Button variant="contained" disabled={!check.report.ok || check.changes.length === 0} onClick={() => setStep(2)}>
                {t('upload.suppliers.toUpdate')}
              </Button>
            </Stack>
          </Stack>
        )}

        {step === 2 && check && (
          <Stack spacing={2}>
            <Typography>{t('upload.suppliers.chooseHint', { kept: keptCount, count: check.changes.length })}</Typography>
            <Stack direction="row" spacing={1}>
              <Button onClick={() => setKept(new Set(check.changes.map((c) => c.supplierNoScp)))}>{t('upload.suppliers.keepAll')}</Button>
              <Button onClick={() => setKept(new Set())}>{t('upload.suppliers.keepNone')}</Button>
            </Stack>
            <ChangesTable rows={check.changes} kept={kept} onToggle={toggle} title={t('upload.suppliers.chooseTitle')} />
            <Stack direction="row" spacing={1}>
              <Button onClick={() => setStep(1)}>{t('upload.back')}</Button>
              <Button variant="contained" disabled={keptCount === 0} onClick={() => setStep(3)}>
                {t('upload.suppliers.toTransfer')}
              </Button>
            </Stack>
          </Stack>
        )}

        {step === 3 && check && (
          <Stack spacing={2}>
            <Typography>{t('upload.suppliers.transferHint', { count: keptCount })}</Typography>
            {sendErrors && (sendErrors.length > 0 || refused.length === 0) && (
              <Alert severity="error">
                {t('upload.suppliers.transferFailed')}
                {sendErrors.map((m) => (
                  <Box key={m}>{m}</Box>
                ))}
              </Alert>
            )}
            {refused.length > 0 && (
              <Alert severity="error">
                {t('upload.suppliers.transferRefused')}
                {refused.map((r) => (
                  <Box key={r.supplierNoScp}>{t('upload.suppliers.refusedLine', { no: r.supplierNoScp, name: r.name, reasons: r.reasons.join(' ') })}</Box>
                ))}
              </Alert>
            )}
            <Stack direction="row" spacing={1}>
              <BusyButton onClick={() => setStep(2)} inactive={busy}>
                {t('upload.back')}
              </BusyButton>
              <BusyButton variant="contained" inactive={busy || keptCount === 0} onClick={() => setConfirming(true)}>
                {t('upload.suppliers.transfer')}
              </BusyButton>
            </Stack>
          </Stack>
        )}

        {step === 4 && result && check && (
          <Stack spacing={2}>
            <Alert severity="success" role="status">
              {t('upload.suppliers.finished', { bpmDocNo: result.answer.bpmDocNo })}
            </Alert>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
              {(
                [
                  ['rows', check.report.rows.length],
                  ['changed', check.changes.length],
                  ['unchanged', check.unchanged],
                  ['notKept', check.changes.length - keptCount],
                  ['sent', result.answer.sent],
                  ['refused', refused.length],
                ] as const
              ).map(([key, count]) => (
                <Box key={key} sx={{ display: 'contents' }}>
                  <Box component="dt">{t(`upload.suppliers.summary.${key}`)}</Box>
                  <Box component="dd" sx={{ m: 0 }}>
                    {count}
                  </Box>
                </Box>
              ))}
            </Box>
            <ResultTable
              label="admin:upload.suppliers.sentTitle"
              labelValues={{ bpmDocNo: result.answer.bpmDocNo }}
              columns={SUPPLIER_COLUMNS}
              rows={result.sent}
              rowKey={(r) => r.supplierNoScp}
              pageText="upload.suppliers.pageOf"
            />
            {refused.length > 0 && (
              <ResultTable
                label="admin:upload.suppliers.refusedTitle"
                columns={[...SUPPLIER_COLUMNS, { key: 'reasons', label: 'admin:upload.suppliers.reason', render: (r: Refused) => r.reasons.join(' ') }]}
                rows={refused}
                rowKey={(r) => r.supplierNoScp}
                pageText="upload.suppliers.pageOf"
              />
            )}
            <Box>
              <Button variant="contained" onClick={restart}>
                {t('upload.suppliers.again')}
              </Button>
            </Box>
          </Stack>
        )}
      </Section>
      <ConfirmDialog
        open={confirming}
        title="admin:upload.suppliers.transferTitle"
        body="admin:upload.suppliers.transferBody"
        values={{ count: keptCount }}
        onConfirm={() => void transfer()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
