import type { GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import type { ListColumn } from './list-declaration';

/** One button of a row: i18n keys for its text and for the name a screen reader hears (which row). */
export interface RowButton {
  label: string;
  /** i18n key naming the action with its row, `{{...}}` filled from `values` ("Reply to PO 4501001014, item 10"). */
  name: string;
  values?: Record<string, string | number>;
  destructive?: boolean;
  onClick(): void;
}

function CellButton({ button, params }: { button: RowButton; params: GridRenderCellParams }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLButtonElement>(null);
  // The grid moves its focus cell by cell with the arrow keys: in this cell, the button takes it.
  useEffect(() => {
    if (params.hasFocus) ref.current?.focus();
  }, [params.hasFocus]);
  return (
    <Button
      ref={ref}
      size="small"
      variant="outlined"
      color={button.destructive ? 'error' : 'primary'}
      tabIndex={params.tabIndex}
      aria-label={t(button.name, button.values ?? {})}
      onClick={(event) => {
        event.stopPropagation(); // not the row's own link
        button.onClick();
      }}
    >
      {t(button.label)}
    </Button>
  );
}

/**
 * A column of one action per row (reply, approve, reject), reachable from the keyboard: arrow keys
 * reach its cell, whose button takes the focus; Enter or Space press it. `button` answers undefined
 * for a row without the action. Its header is `<namespace>:fields.<field>`.
 */
export function buttonColumn<Row extends GridValidRowModel>(field: string, button: (row: Row) => RowButton | undefined, width = 120): ListColumn<Row> {
  return {
    field,
    width,
    sortable: false,
    renderCell: (params: GridRenderCellParams<Row>) => {
      const action = button(params.row);
      return action ? <CellButton button={action} params={params} /> : null;
    },
  };
}
