import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Paper, Typography } from 'shared-ui';
import type { ImportProblem, ImportReport } from './import-report';
import type { MappedSheet } from './sheet-rows';
import type { ImportColumn } from './use-excel-import';

const DASH = '—';

/** A titled table that scrolls inside the dialog; focusable, so the keyboard scrolls it too. */
function ScrollTable({ title, head, children }: { title: string; head: ReactNode; children: ReactNode }) {
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
        {title}
      </Typography>
      <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={title} sx={{ maxHeight: 260 }}>
        <Table size="small" stickyHeader aria-label={title}>
          <TableHead>
            <TableRow>{head}</TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

/** Every data row with OK or its problems (row number, column, message), problems of the sheet first. */
export function ImportReportTable({ report, columns }: { report: ImportReport; columns: readonly ImportColumn[] }) {
  const { t } = useTranslation('excelImport');
  const columnName = (field: string | undefined) => {
    const column = columns.find((c) => c.field === field);
    return column ? t(column.label) : (field ?? DASH);
  };
  const problemRow = (key: string, where: string, problem: ImportProblem) => (
    <TableRow key={key}>
      <TableCell>{where}</TableCell>
      <TableCell>{columnName(problem.field)}</TableCell>
      <TableCell sx={{ color: 'error.main' }}>{t(problem.key, problem.params ?? {})}</TableCell>
    </TableRow>
  );
  return (
    <ScrollTable
      title={t('excelImport:report.title')}
      head={
        <>
          <TableCell>{t('excelImport:report.row')}</TableCell>
          <TableCell>{t('excelImport:report.column')}</TableCell>
          <TableCell>{t('excelImport:report.result')}</TableCell>
        </>
      }
    >
      {report.sheet.map((p, i) => problemRow(`sheet-${i}`, t('excelImport:report.sheet'), p))}
      {report.rows.map((r) =>
        r.problems.length === 0 ? (
          <TableRow key={r.row}>
            <TableCell>{r.row}</TableCell>
            <TableCell>{DASH}</TableCell>
            <TableCell sx={{ color: 'success.dark' }}>{t('excelImport:report.ok')}</TableCell>
          </TableRow>
        ) : (
          r.problems.map((p, i) => problemRow(`${r.row}-${i}`, String(r.row), p))
        ),
      )}
    </ScrollTable>
  );
}

const shown = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The parsed rows as they will be sent, by sheet row; cells with a problem in the error colour. */
export function ImportPreviewTable({ sheet, report, columns }: { sheet: MappedSheet; report: ImportReport; columns: readonly ImportColumn[] }) {
  const { t } = useTranslation('excelImport');
  const broken = new Set(report.rows.flatMap((r) => r.problems.map((p) => `${r.row}:${p.field}`)));
  return (
    <ScrollTable
      title={t('excelImport:preview.title')}
      head={
        <>
          <TableCell>{t('excelImport:preview.row')}</TableCell>
          {columns.map((c) => (
            <TableCell key={c.field}>{t(c.label)}</TableCell>
          ))}
        </>
      }
    >
      {sheet.rows.map((row, i) => {
        const number = sheet.sheetRows[i];
        return (
          <TableRow key={number}>
            <TableCell>{number}</TableCell>
            {columns.map((c) => (
              <TableCell key={c.field} sx={broken.has(`${number}:${c.field}`) ? { color: 'error.main', fontWeight: 600 } : undefined}>
                {shown(row[c.field])}
              </TableCell>
            ))}
          </TableRow>
        );
      })}
    </ScrollTable>
  );
}
