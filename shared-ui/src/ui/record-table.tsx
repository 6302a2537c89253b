import { Fragment, useCallback, useLayoutEffect, useState, type ReactNode } from 'react';
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
  const name = t(label, labelValues ?? {});
  return (
    <TableScroll label={name}>
      <Table size="small" aria-label={name}>
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
    </TableScroll>
  );
}

/**
 * A history's steps newest first, each with its place from the oldest (`seq`) to key its row by:
 * on a standing business clock (a demo's day) two steps share their instant, action and comment
 * (sent, sent back, sent again).
 */
export const newestFirst = <Step extends object>(steps: readonly Step[]): (Step & { seq: number })[] =>
  steps.map((step, seq) => ({ ...step, seq })).reverse();

/** The first column, what names each row, stays in view while the rest scrolls under it (on the paper's colour). */
const STICKY_FIRST_COLUMN = {
  '& tr > :first-of-type': { position: 'sticky', left: 0, zIndex: 2, bgcolor: 'background.paper' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/**
 * The box a table scrolls sideways in when it is wider than its room (a phone, a long sheet). Then
 * it is a region named as its table (`label`) that the keyboard can reach and scroll with the arrow
 * keys; a table that fits is no extra tab stop. The first column stays in view.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const [box, scrolls] = useScrollsSideways();
  return (
    <TableContainer ref={box} role={scrolls ? 'region' : undefined} aria-label={scrolls ? label : undefined} tabIndex={scrolls ? 0 : undefined} sx={STICKY_FIRST_COLUMN}>
      {children}
    </TableContainer>
  );
}

/** Whether the element is wider inside than its room, measured as it mounts and again as it or its content resizes. */
function useScrollsSideways(): [(element: HTMLElement | null) => void, boolean] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [scrolls, setScrolls] = useState(false);
  const box = useCallback((node: HTMLElement | null) => setElement(node), []);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return [box, scrolls];
}
