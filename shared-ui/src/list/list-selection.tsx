import type { GridRowCheckboxProps, GridRowId, GridRowSelectionModel, GridValidRowModel } from '@mui/x-data-grid';
import { GridRowCheckbox } from '@mui/x-data-grid/components';
import { createContext, forwardRef, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Stack, Typography, useSession, type PermissionAction, type PermissionObject } from 'shared-ui';

/** An action on the ticked rows (bill these items together): shown by its flag, enabled once a row is ticked. */
export interface SelectionAction<Row> {
  key: string;
  /** i18n key of the button. */
  label: string;
  /** The flag on the list's permission object that shows the button (default `create`). */
  flag?: PermissionAction;
  run(rows: Row[]): void;
}

/**
 * Rows the user ticks to act on several at once. The ticks stay while the user pages and are
 * cleared by a new search.
 */
export interface ListSelection<Row> {
  /** Whether a row may join those ticked (items of one currency only); default any row. */
  canJoin?(row: Row, ticked: readonly Row[]): boolean;
  /** i18n key of what is ticked, `{{count}}` and the values `describe` gives (`2 items in USD`). */
  summary: string;
  describe?(ticked: readonly Row[]): Record<string, string | number>;
  /** i18n key of the hint while nothing is ticked (what may be ticked together). */
  hint: string;
  /**
   * i18n key naming a row's tick with its row, `{{...}}` filled from `rowValues` ("Select PO
   * 4501001014, item 10"), as a row button's name is: the grid's own "Select row" on every row says
   * none of them.
   */
  rowName: string;
  rowValues(row: Row): Record<string, string | number>;
  actions: SelectionAction<Row>[];
}

const NONE = new Map<GridRowId, never>();
const NO_GRID_PROPS = {};

/**
 * The DataGrid's checkbox selection for a list whose declaration asks for it, and the bar that
 * says what is ticked with the actions on it. A row that cannot join the ticked ones has no
 * checkbox to tick; "select all" ticks the page's rows that can join the first.
 */
export function useListSelection<Row extends GridValidRowModel>(
  selection: ListSelection<Row> | undefined,
  rows: readonly Row[],
  rowId: (row: Row) => GridRowId,
  searched: unknown,
) {
  const [ticked, setTicked] = useState<Map<GridRowId, Row>>(NONE);
  // Ticks are for the work at hand: a list kept alive while the user was elsewhere comes back with
  // none, as a new one did (the rows ticked for a bill may have been billed meanwhile).
  useEffect(() => () => setTicked(NONE), []);
  // A new search starts with nothing ticked.
  const [search, setSearch] = useState(searched);
  if (search !== searched) {
    setSearch(searched);
    setTicked(NONE);
  }
  // Memoised: a new prop draws every cell of the grid again, and the page renders on every answer.
  const gridProps = useMemo(() => {
    if (!selection) return NO_GRID_PROPS;
    const list = [...ticked.values()];
    const joins = (row: Row, others: readonly Row[]) => !selection.canJoin || selection.canJoin(row, others);
    const onChange = (model: GridRowSelectionModel) => {
      const byId = new Map(rows.map((r) => [rowId(r), r]));
      const wanted = model.type === 'include' ? [...model.ids] : rows.map(rowId).filter((id) => !model.ids.has(id));
      // Those ticked before keep their place, so a new tick never pushes them out.
      const ordered = [...wanted.filter((id) => ticked.has(id)), ...wanted.filter((id) => !ticked.has(id))];
      const next = new Map<GridRowId, Row>();
      for (const id of ordered) {
        const row = ticked.get(id) ?? byId.get(id);
        if (row && joins(row, [...next.values()])) next.set(id, row);
      }
      setTicked(next);
    };
    return {
      checkboxSelection: true,
      keepNonExistentRowsSelected: true,
      rowSelectionModel: { type: 'include', ids: new Set(ticked.keys()) } satisfies GridRowSelectionModel,
      onRowSelectionModelChange: onChange,
      isRowSelectable: ({ row }: { row: Row }) => ticked.has(rowId(row)) || joins(row, list),
    };
  }, [selection, ticked, rows, rowId]);
  const { t } = useTranslation();
  const tickName = useMemo(() => {
    if (!selection) return null;
    const byId = new Map(rows.map((r) => [rowId(r), r]));
    return (id: GridRowId) => {
      const row = byId.get(id);
      return row ? t(selection.rowName, selection.rowValues(row)) : undefined;
    };
  }, [selection, rows, rowId, t]);
  if (!selection) return { gridProps, tickName, bar: null };

  const bar = <SelectionBar selection={selection} ticked={[...ticked.values()]} onClear={() => setTicked(NONE)} />;
  return { gridProps, tickName, bar };
}

/** The name of each row's tick, by the row's id (`useListSelection`'s `tickName`); none: the grid's own. */
export const TickNames = createContext<((id: GridRowId) => string | undefined) | null>(null);

/** The grid's row checkbox (its `rowCheckbox` slot), named by its row through `TickNames`. */
export const NamedRowCheckbox = forwardRef<HTMLButtonElement, GridRowCheckboxProps>(function NamedRowCheckbox(props, ref) {
  const name = useContext(TickNames)?.(props.rowId);
  const slotProps = name ? { ...props.slotProps, htmlInput: { ...props.slotProps?.htmlInput, 'aria-label': name } } : props.slotProps;
  return <GridRowCheckbox {...props} ref={ref} slotProps={slotProps} />;
});

function SelectionBar<Row>({ selection, ticked, onClear }: { selection: ListSelection<Row>; ticked: Row[]; onClear(): void }) {
  const { t } = useTranslation('list');
  const text = ticked.length ? t(selection.summary, { count: ticked.length, ...selection.describe?.(ticked) }) : t(selection.hint);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', mr: 'auto', flexWrap: 'wrap' }}>
      <Typography role="status" variant="body2">
        {text}
      </Typography>
      {ticked.length > 0 && (
        <Button size="small" onClick={onClear}>
          {t('list:clearSelection')}
        </Button>
      )}
      {selection.actions.map((action) => (
        <SelectionButton key={action.key} action={action} ticked={ticked} />
      ))}
    </Stack>
  );
}

function SelectionButton<Row>({ action, ticked }: { action: SelectionAction<Row>; ticked: Row[] }) {
  const { t } = useTranslation('list');
  return (
    <Button variant="contained" disabled={ticked.length === 0} onClick={() => action.run(ticked)}>
      {t(action.label)}
    </Button>
  );
}

/** Whether the user holds the flag of each selection action (the bar shows only those). */
export function usePermittedSelection<Row>(selection: ListSelection<Row> | undefined, permission: PermissionObject | null): ListSelection<Row> | undefined {
  const flags = useSession((st) => (permission === null ? null : st.permissionMap[permission]));
  return useMemo(() => {
    if (!selection) return undefined;
    const held = (flag: PermissionAction) => permission === null || Boolean(flags?.[flag]);
    const actions = selection.actions.filter((a) => held(a.flag ?? 'create'));
    return actions.length ? { ...selection, actions } : undefined;
  }, [selection, permission, flags]);
}
