import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from 'shared-ui';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from './mui';

export interface RecordColumn<Row> {
  key: string;
  /** i18n key of the header. */
  label: string;
  render(row: Row): ReactNode;
  /** Numbers and amounts line up on the right. */
  align?: 'right';
}

export interface RecordTableProps<Row> {
  /** i18n key naming the table for assistive technology; `labelValues` fills its placeholders. */
  label: string;
  labelValues?: Record<string, string | number>;
  columns: RecordColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  /** i18n key of what an empty table means. */
  empty: string;
  /** What belongs under a row across the whole width (a PO item's delivery schedules). */
  below?(row: Row): ReactNode;
}

/**
 * A short read-only table inside a record (history lines, audits, items): a few dozen rows at
 * most, so no paging, sorting or filters; the list template is for longer ones.
 */
export function RecordTable<Row>({ label, labelValues, columns, rows, rowKey, empty, below }: RecordTableProps<Row>) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Typography color="text.secondary">{t(empty)}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={t(label, labelValues ?? {})}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.align}>
                {t(c.label)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const under = below?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <TableRow>
                  {columns.map((c) => (
                    <TableCell key={c.key} align={c.align}>
                      {c.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
                {under && (
                  <TableRow>
                    <TableCell />
                    <TableCell colSpan={columns.length - 1}>{under}</TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * A history's steps newest first, each with its place from the oldest (`seq`) to key its row by:
 * on a standing business clock (a demo's day) two steps share their instant, action and comment
 * (sent, sent back, sent again).
 */
export const newestFirst = <Step extends object>(steps: readonly Step[]): (Step & { seq: number })[] =>
  steps.map((step, seq) => ({ ...step, seq })).reverse();
