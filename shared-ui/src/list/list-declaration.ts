import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { PermissionAction, PermissionObject } from 'shared-ui';
import type { Sort, ValueSearch, ValueSearchMode } from 'shared-ui/contract';
import type { OptionsSource, Resource } from 'shared-ui/data';
import type { ListSelection } from './list-selection';

/** The names a filter may take: the resource's filters of spec section 3, and the request's keyword. */
export type FilterName<Filter> = Extract<keyof Filter, string> | 'keyword';

interface FilterBase<Filter> {
  /** The key of the filter in the search body (spec section 3's filter names). */
  name: FilterName<Filter>;
  /** i18n key of the field's label; default `<namespace>:fields.<name>`. */
  label?: string;
}

export interface TextFilter<Filter = Record<string, unknown>> extends FilterBase<Filter> {
  type: 'text';
}

export interface SelectFilter<Filter = Record<string, unknown>> extends FilterBase<Filter> {
  type: 'select' | 'multiSelect';
  options: OptionsSource;
}

export interface DateRangeFilter<Filter = Record<string, unknown>> extends FilterBase<Filter> {
  type: 'dateRange';
}

export interface ValueSearchFilter<Filter = Record<string, unknown>> extends FilterBase<Filter> {
  type: 'valueSearch';
  /** The modes offered, first is the default; all three when left out. */
  modes?: readonly ValueSearchMode[];
}

/** Picks from a server search as the user types (suppliers among thousands), several at once. */
export interface RemoteSelectFilter<Filter = Record<string, unknown>> extends FilterBase<Filter> {
  type: 'remoteSelect';
  /** The options matching the typed text, e.g. suppliers by name or number. */
  search(text: string): Promise<PickedOption[]>;
  /** The picks as the search body wants them (default their codes): `supplierIds: [1001, 1002]`. */
  toBody?(picked: PickedOption[]): unknown;
}

export type FilterDef<Filter = Record<string, unknown>> =
  | TextFilter<Filter>
  | SelectFilter<Filter>
  | DateRangeFilter<Filter>
  | ValueSearchFilter<Filter>
  | RemoteSelectFilter<Filter>;

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
export type FilterValue = string | string[] | DateRange | ValueSearch | PickedOption[];
export type FilterValues = Record<string, FilterValue | undefined>;

interface ToolbarActionBase {
  key: string;
  /** i18n key of the button's text. */
  label: string;
  /** The flag on the list's permission object that shows the button (default `create`). */
  flag?: PermissionAction;
}

/** A toolbar button: a page to open (relative to the list: `detail/create`) or a dialog to show. */
export type ToolbarAction = (ToolbarActionBase & { to: string; onClick?: never }) | (ToolbarActionBase & { onClick(): void; to?: never });

/** One Excel export of a list: its path under the resource and the i18n key of its button. */
export interface ListExport {
  path: string;
  label: string;
}

/** The one "Export" of most lists: the current search as `.../search/xls` (or the search's own `xls`). */
export const searchExport = (path = 'search/xls'): ListExport => ({ path, label: 'list:export' });

/**
 * A list column: a DataGrid column whose `headerName` is an i18n key, `<namespace>:fields.<field>`
 * when left out. `wraps`: its text may take several lines (a sentence, a reason); the list's rows
 * then grow to their content instead of cutting it off at the grid's one-line height.
 */
export type ListColumn<Row extends GridValidRowModel> = GridColDef<Row> & { wraps?: true };

/** The detail page of a row, relative to the list: `detail/view/<id>`. */
export const toDetail = (row: { id?: string | number }) => `detail/view/${encodeURIComponent(String(row.id))}`;

/** One list screen of the spec, as data. */
export interface ListDeclaration<Row extends GridValidRowModel = GridValidRowModel, Filter extends object = Record<string, unknown>> {
  /** What the list searches (and exports); its cache key is refreshed after every change. */
  resource: Resource<unknown, Row, Filter>;
  /** The i18n namespace of the default labels: `<namespace>:fields.<field>`. */
  namespace: string;
  /** i18n key of the page's heading. */
  title: string;
  /**
   * The object whose flags show the toolbar's buttons (the route is guarded by the host); `null`
   * for a list of the user's own records every signed-in user has (notifications): no flag asked.
   */
  permission: PermissionObject | null;
  columns: ListColumn<Row>[];
  filters?: FilterDef<Filter>[];
  /** Default `id DESC` (spec section 9); the attachment setting list `defaultSorts('attachmentSetting')`. */
  defaultSort?: Sort[];
  /**
   * Where a row leads, relative to the list (`toDetail`); rows of a list without one are not links.
   * Asked whenever the list wants to know (to fetch that page's code ahead), so it only answers.
   */
  rowLink?(row: Row): string;
  /** What opening a row does besides leading to its link (a notification is marked read). */
  onOpen?(row: Row): void;
  /** The row's id when it is not `id` (attachment settings are keyed by code). */
  getRowId?(row: Row): string | number;
  toolbarActions?: ToolbarAction[];
  exports?: ListExport[];
  /** i18n key of what the grid says when the search finds nothing; `list:noRecords` when left out. */
  noRecords?: string;
  /** Rows ticked for actions on several at once (the items billed together); none when left out. */
  selection?: ListSelection<Row>;
}

/** Types the declaration of a list, for a remote's resource folder: filter names are the resource's. */
export function defineList<Row extends GridValidRowModel, Filter extends object = Record<string, unknown>>(
  declaration: ListDeclaration<Row, Filter>,
): ListDeclaration<Row, Filter> {
  return declaration;
}

/** The label of a filter or column: its own key, or the namespace's `fields.<name>`. */
export const fieldLabel = (namespace: string, name: string, label?: string) => label ?? `${namespace}:fields.${name}`;

export const isPickedOptions = (v: FilterValue | undefined): v is PickedOption[] => Array.isArray(v) && v.every((o) => typeof o === 'object' && o !== null && 'code' in o);
export const isDateRange = (v: FilterValue | undefined): v is DateRange =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !('mode' in v);
export const isValueSearch = (v: FilterValue | undefined): v is ValueSearch => typeof v === 'object' && v !== null && 'mode' in v;
