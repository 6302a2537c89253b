import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Paper, Stack, Typography } from 'shared-ui';
import { Checkbox, RecordTable, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, type RecordColumn } from 'shared-ui/components';
import type { BulkSupplierField } from 'shared-ui/contract';
import { sheetValue, type BulkChangeRow } from './bulk-check';

const PAGE = 100;

/** A page of `PAGE` rows at a time: a 5,000-row sheet must not put every row in the DOM. */
function usePage<Row>(rows: readonly Row[]) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE));
  const at = Math.min(page, pages - 1);
  return { at, pages, shown: rows.slice(at * PAGE, (at + 1) * PAGE), count: rows.length, setPage };
}

/** Previous / next under a paged table, saying which rows are shown (`text`: an i18n key with from, to and count). */
function Pager({ page, text }: { page: ReturnType<typeof usePage>; text: string }) {
  const { t } = useTranslation('admin');
  const { at, pages, shown, count, setPage } = page;
  if (pages <= 1) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button size="small" disabled={at === 0} onClick={() => setPage(at - 1)}>
        {t('upload.suppliers.previous')}
      </Button>
      <Typography variant="body2">{t(text, { from: at * PAGE + 1, to: at * PAGE + shown.length, count })}</Typography>
      <Button size="small" disabled={at >= pages - 1} onClick={() => setPage(at + 1)}>
        {t('upload.suppliers.next')}
      </Button>
    </Stack>
  );
}

/**
 * What a bulk upload did, row by row or supplier by supplier (applied, sent, refused and why): a
 * short table (`RecordTable`), a hundred at a time. `label` names it (an i18n key), `pageText`
 * says which are shown.
 */
export function ResultTable<Row>({ label, labelValues, columns, rows, rowKey, pageText }: { label: string; labelValues?: Record<string, string | number>; columns: RecordColumn<Row>[]; rows: readonly Row[]; rowKey(row: Row): string | number; pageText: string }) {
  const page = usePage(rows);
  return (
    <Stack spacing={1}>
      <RecordTable label={label} labelValues={labelValues} columns={columns} rows={page.shown} rowKey={rowKey} empty="admin:upload.noneListed" />
      <Pager page={page} text={pageText} />
    </Stack>
  );
}

const shown = (field: string, v: unknown) => {
  const value = sheetValue(field, v);
  return value === undefined || value === null || value === '' ? '—' : String(value);
};

/**
 * The changes of the checked sheet, old and new values side by side, one line per changed
 * field; with `kept`, a tick per supplier chooses which changes go on (step 3).
 */
export function ChangesTable({ rows, kept, onToggle, title }: { rows: readonly BulkChangeRow[]; title: string; kept?: ReadonlySet<string>; onToggle?(no: string): void }) {
  const { t } = useTranslation('admin');
  const page = usePage(rows);
  return (
    <Stack spacing={1}>
      <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={title} sx={{ maxHeight: 420 }}>
        <Table size="small" stickyHeader aria-label={title}>
          <TableHead>
            <TableRow>
              {kept && <TableCell>{t('upload.suppliers.keep')}</TableCell>}
              <TableCell>{t('upload.suppliers.row')}</TableCell>
              <TableCell>{t('upload.columns.supplierNoScp')}</TableCell>
              <TableCell>{t('upload.suppliers.field')}</TableCell>
              <TableCell>{t('upload.suppliers.oldValue')}</TableCell>
              <TableCell>{t('upload.suppliers.newValue')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.shown.flatMap((r) =>
              (Object.keys(r.changed) as BulkSupplierField[]).map((field, i) => (
                <TableRow key={`${r.supplierNoScp}-${field}`}>
                  {kept && (
                    <TableCell padding="checkbox">
                      {i === 0 && (
                        <Checkbox
                          checked={kept.has(r.supplierNoScp)}
                          onChange={() => onToggle?.(r.supplierNoScp)}
                          slotProps={{ input: { 'aria-label': t('upload.suppliers.keepOne', { no: r.supplierNoScp }) } }}
                        />
                      )}
                    </TableCell>
                  )}
                  <TableCell>{i === 0 ? r.row : ''}</TableCell>
                  <TableCell>{i === 0 ? r.supplierNoScp : ''}</TableCell>
                  <TableCell>{t(`upload.columns.${field}`)}</TableCell>
                  <TableCell>{shown(field, r.old[field])}</TableCell>
                  <TableCell>
                    <Box component="span" sx={{ fontWeight: 600 }}>
                      {shown(field, r.changed[field])}
                    </Box>
                  </TableCell>
                </TableRow>
              )),
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <Pager page={page} text="upload.suppliers.pageOf" />
    </Stack>
  );
}
