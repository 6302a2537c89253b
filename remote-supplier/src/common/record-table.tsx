import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from 'shared-ui';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared-ui/components';

export interface RecordColumn<Row> {
  key: string;
  /** i18n key of the header. */
  label: string;
  render(row: Row): ReactNode;
}

/**
 * A short read-only table inside a tab (history lines, audits, events): a few dozen rows at most,
 * so no paging; `empty` says what an empty table means.
 */
export function RecordTable<Row>({ label, columns, rows, rowKey, empty }: { label: string; columns: RecordColumn<Row>[]; rows: readonly Row[]; rowKey(row: Row): string | number; empty: string }) {
  const { t } = useTranslation('supplier');
  if (rows.length === 0) return <Typography color="text.secondary">{t(empty)}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={t(label)}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key}>{t(c.label)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((c) => (
                <TableCell key={c.key}>{c.render(row)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
