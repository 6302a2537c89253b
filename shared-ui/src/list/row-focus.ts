import type { GridApi, GridRowId } from '@mui/x-data-grid';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * Back from a record, the keyboard goes on from the row that was opened: its first cell takes the
 * focus once the rows are there (the grid's own cell focus, so arrow keys go on from it).
 */
export function useRowFocusReturn(apiRef: RefObject<GridApi | null>, openedRow: GridRowId | undefined, hasRows: boolean, field: string | undefined) {
  // The row focused on this return. A list kept alive while the record was open comes back without
  // mounting: its effects run again (the row opened meanwhile is in `openedRow` then) and the
  // return is a new one once it has been hidden.
  const returned = useRef<GridRowId | undefined>(undefined);
  useEffect(
    () => () => {
      returned.current = undefined;
    },
    [],
  );
  useEffect(() => {
    const id = openedRow;
    if (id === undefined || id === returned.current || !hasRows || !field) return;
    const frame = requestAnimationFrame(() => {
      const api = apiRef.current;
      if (!api?.getRow(id)) return;
      returned.current = id;
      api.setCellFocus(id, field);
      api.getCellElement(id, field)?.focus();
    });
    return () => cancelAnimationFrame(frame);
    // Not when `openedRow` changes: opening a row is leaving the list, not coming back to it.
  }, [hasRows, apiRef, field]); // eslint-disable-line react-hooks/exhaustive-deps
}

/**
 * When the row holding the keyboard focus leaves the list (a delivery line just replied), the
 * focus goes to the row that took its place, in the same column, so the user goes on with the
 * next one; when none is left, the page puts it on its heading. The grid would do the former a
 * tick later on its own, after the page had already moved the focus to the heading: two moves,
 * both read out, and which one won depended on the machine's speed. Decided here, as the rows
 * arrive, the focus moves once.
 */
export function useFocusFollowsLeavingRow(apiRef: RefObject<GridApi | null>) {
  useEffect(
    () =>
      apiRef.current?.subscribeEvent('rowsSet', () => {
        const api = apiRef.current;
        const active = document.activeElement;
        if (!api || !active || !api.rootElementRef.current?.contains(active)) return;
        const row = active.closest<HTMLElement>('[role="row"][data-id]');
        const field = active.closest<HTMLElement>('[data-field]')?.dataset.field;
        if (!row?.dataset.id || !field || api.getRow(row.dataset.id)) return;
        const ids = api.getSortedRowIds();
        if (ids.length === 0) return;
        const index = Math.min(Number(row.dataset.rowindex) || 0, ids.length - 1);
        api.setCellFocus(ids[index], field);
      }),
    [apiRef],
  );
}
