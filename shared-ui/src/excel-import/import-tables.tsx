import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Paper, Stack, Typography } from 'shared-ui';
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

/**
 * Lines of the report drawn at a time: a 5,000-row sheet's report drawn at once held the page
 * for most of a second (measured in the bench); more come on request.
 */
export const REPORT_LINES_SHOWN = 200;

type ReportLine = { key: string; where: string; problem?: ImportProblem; leftOut?: true };

/** The report's lines: problems of the sheet first, then every data row's OK or its problems. */
const linesOf = (report: ImportReport, sheetLabel: string): ReportLine[] => [
  ...report.sheet.map((problem, i): ReportLine => ({ key: `sheet-${i}`, where: sheetLabel, problem })),
  ...report.rows.flatMap((r): ReportLine[] =>
    r.problems.length === 0
      ? [{ key: String(r.row), where: String(r.row), ...(r.leftOut ? { leftOut: true as const } : {}) }]
      : r.problems.map((problem, i) => ({ key: `${r.row}-${i}`, where: String(r.row), problem })),
  ),
];

/** Every data row with OK or its problems (row number, column, message), problems of the sheet first. */
export function ImportReportTable({ report, columns }: { report: ImportReport; columns: readonly ImportColumn[] }) {
  const { t } = useTranslation('excelImport');
  // How many lines are drawn, for this report (a new report starts again at one page).
  const [limit, setLimit] = useState({ report, count: REPORT_LINES_SHOWN });
  const count = limit.report === report ? limit.count : REPORT_LINES_SHOWN;
  const columnName = (field: string | undefined) => {
    const column = columns.find((c) => c.field === field);
    return column ? t(column.label) : (field ?? DASH);
  };
  const lines = linesOf(report, t('excelImport:report.sheet'));
  const more = Math.min(REPORT_LINES_SHOWN, lines.length - count);
  return (
    <>
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
        {lines.slice(0, count).map(({ key, where, problem, leftOut }) => (
          <TableRow key={key}>
            <TableCell>{where}</TableCell>
            <TableCell>{problem ? columnName(problem.field) : DASH}</TableCell>
            {problem ? (
              <TableCell sx={{ color: 'error.main' }}>{t(problem.key, problem.params ?? {})}</TableCell>
            ) : leftOut ? (
              <TableCell>{t('excelImport:report.leftOut')}</TableCell>
            ) : (
              <TableCell sx={{ color: 'success.dark' }}>{t('excelImport:report.ok')}</TableCell>
            )}
          </TableRow>
        ))}
      </ScrollTable>
      {more > 0 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
          <Typography variant="body2">{t('excelImport:report.showing', { shown: count, count: lines.length })}</Typography>
          <Button size="small" onClick={() => setLimit({ report, count: count + REPORT_LINES_SHOWN })}>
            {t('excelImport:report.more', { count: more })}
          </Button>
        </Stack>
      )}
    </>
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
