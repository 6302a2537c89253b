import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Paper, Stack, Typography } from 'shared-ui';
import { Checkbox, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared-ui/components';
import type { BulkSupplierField } from 'shared-ui/contract';
import { sheetValue, type BulkChangeRow } from './bulk-check';

const PAGE = 100;

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
  // A page of suppliers at a time: a 5,000-row sheet must not put every change in the DOM.
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE));
  const at = Math.min(page, pages - 1);
  const shownRows = rows.slice(at * PAGE, (at + 1) * PAGE);
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
            {shownRows.flatMap((r) =>
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
      {pages > 1 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button size="small" disabled={at === 0} onClick={() => setPage(at - 1)}>
            {t('upload.suppliers.previous')}
          </Button>
          <Typography variant="body2">{t('upload.suppliers.pageOf', { from: at * PAGE + 1, to: at * PAGE + shownRows.length, count: rows.length })}</Typography>
          <Button size="small" disabled={at >= pages - 1} onClick={() => setPage(at + 1)}>
            {t('upload.suppliers.next')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
