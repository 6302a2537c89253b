import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { PermissionAction, PermissionObject } from 'shared-ui';
import type { OptionItem, Sort, ValueSearch, ValueSearchMode } from 'shared-ui/contract';

/** A static choice of a select filter: `label` is an i18n key. */
export interface StaticOption {
  code: string;
  label: string;
}

interface FilterBase {
  /** The key of the filter in the search body (spec section 3's filter names). */
  name: string;
  /** i18n key of the field's label. */
  label: string;
}

export interface TextFilter extends FilterBase {
  type: 'text';
}

export interface SelectFilter extends FilterBase {
  type: 'select' | 'multiSelect';
  /** Static choices, or a loader of a server option list (names already in the request's language). */
  options: readonly StaticOption[] | (() => Promise<OptionItem[]>);
}

export interface DateRangeFilter extends FilterBase {
  type: 'dateRange';
}

export interface ValueSearchFilter extends FilterBase {
  type: 'valueSearch';
  /** The modes offered, first is the default; all three when left out. */
  modes?: readonly ValueSearchMode[];
}

/** A pick from a server search as the user types (a supplier among thousands). */
export interface RemoteSelectFilter extends FilterBase {
  type: 'remoteSelect';
  /** The options matching the typed text, e.g. suppliers by name or number. */
  search(text: string): Promise<PickedOption[]>;
  /** The picked option as the search body wants it (default its code): `supplierIds: [id]`. */
  toBody?(option: PickedOption): unknown;
}

export type FilterDef = TextFilter | SelectFilter | DateRangeFilter | ValueSearchFilter | RemoteSelectFilter;

/** An option picked in a remote select filter: kept whole so the field can show its name again. */
export interface PickedOption {
  code: string;
  name: string;
}

/** `{ from, to }`: the one range shape of the conventions (dates as `YYYY-MM-DD`). */
export interface DateRange {
  from?: string;
  to?: string;
}

/** The value a filter holds while the user edits it, by filter type. */
export type FilterValue = string | string[] | DateRange | ValueSearch | PickedOption;
export type FilterValues = Record<string, FilterValue | undefined>;

export interface ToolbarAction {
  key: string;
  /** i18n key of the button's text. */
  label: string;
  /** The flag on the list's permission object that shows the button (default `create`). */
  action?: PermissionAction;
  /** A path relative to the list (e.g. `detail/create`), or a handler. */
  to?: string;
  onClick?: () => void;
}

/** One Excel export of a list: the path under the resource and the i18n key of its button. */
export interface ListExport {
  path: string;
  label: string;
}

/**
 * One list screen of the spec, as data. `columns` are DataGrid columns whose `headerName` is an
 * i18n key; the template translates it.
 */
export interface ListDeclaration<Row extends GridValidRowModel = GridValidRowModel> {
  /** The resource path under /api, e.g. `a/supplier`: the list POSTs `${resource}/search`. */
  resource: string;
  /** The search action when the spec names another one (`searchForReply`); default `search`. */
  searchPath?: string;
  columns: GridColDef<Row>[];
  filters?: FilterDef[];
  /** Sent with every search and export, not shown in the bar (the lines still awaiting a reply). */
  fixedFilters?: Record<string, unknown>;
  /** Default `id DESC` (spec section 9); the attachment setting list `defaultSorts('attachmentSetting')`. */
  defaultSort?: Sort[];
  permission?: PermissionObject;
  /** Where a row click goes, relative to the list; `:id` is the row id. Default `detail/view/:id`, `false` for none. */
  rowPath?: string | false;
  /** The row's id when it is not `id` (attachment settings are keyed by code). */
  getRowId?: (row: Row) => string | number;
  toolbarActions?: ToolbarAction[];
  /**
   * Excel export of the current filter: `true` posts to `${resource}/search/xls`, a string names
   * the path under the resource (`xls`); a list of exports when the screen offers several (the
   * supplier list's export and batch export), each its own button.
   */
  export?: boolean | string | ListExport[];
  /** i18n key of the page's heading. */
  title?: string;
}

/** Types the declaration of a list, for a remote's resource folder. */
export function defineList<Row extends GridValidRowModel>(declaration: ListDeclaration<Row>): ListDeclaration<Row> {
  return declaration;
}

export const isPickedOption = (v: FilterValue | undefined): v is PickedOption => typeof v === 'object' && v !== null && 'code' in v;
export const isDateRange = (v: FilterValue | undefined): v is DateRange =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !('mode' in v) && !('code' in v);
export const isValueSearch = (v: FilterValue | undefined): v is ValueSearch => typeof v === 'object' && v !== null && 'mode' in v;
