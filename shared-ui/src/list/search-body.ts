import type { GridValidRowModel } from '@mui/x-data-grid';
import { valueSearchSchema, VK, type SearchRequest, type Sort } from 'shared-ui/contract';
import { pageRequest } from 'shared-ui/data';
import { isDateRange, isPickedOptions, isValueSearch, type FilterDef, type FilterValue, type FilterValues, type ListDeclaration } from './list-declaration';

/** What a list page keeps while the user is away (spec section 2: list pages are kept alive). */
export interface ListViewState {
  /** The filters of the last search (not what is being typed). */
  filters: FilterValues;
  /** 0-based, as the DataGrid counts; the request's `paging.page` is 1-based. */
  page: number;
  /** The user's sort; empty means the declaration's default. */
  sorts: Sort[];
  scroll: { top: number; left: number };
  /** The row last opened, to put the focus back on when the user returns. */
  opened?: string | number;
  /** The columns the user hid with the grid's column menu. */
  hiddenColumns: string[];
}

export const initialViewState = (): ListViewState => ({ filters: {}, page: 0, sorts: [], scroll: { top: 0, left: 0 }, hiddenColumns: [] });

/** A refused filter: which part of the field carries the message, and the message's i18n key. */
export interface FilterError {
  part: 'value' | 'from' | 'to';
  message: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const trimmedOrUndefined = (v: string | undefined) => (blank(v) ? undefined : v!.trim());

/** A filter's value as the search body carries it, or undefined for "any" (an empty field). */
export function filterBodyValue(def: FilterDef, value: FilterValue | undefined): unknown {
  if (value === undefined) return undefined;
  switch (def.type) {
    case 'text':
    case 'select':
      return typeof value === 'string' ? trimmedOrUndefined(value) : undefined;
    case 'multiSelect':
      return Array.isArray(value) && value.length ? value : undefined;
    case 'dateRange': {
      if (!isDateRange(value)) return undefined;
      const from = trimmedOrUndefined(value.from);
      const to = trimmedOrUndefined(value.to);
      return from || to ? { ...(from && { from }), ...(to && { to }) } : undefined;
    }
    case 'remoteSelect':
      return isPickedOptions(value) && value.length ? (def.toBody ? def.toBody(value) : value.map((o) => o.code)) : undefined;
    case 'valueSearch': {
      if (!isValueSearch(value)) return undefined;
      if (value.mode !== 'BETWEEN') {
        const text = trimmedOrUndefined(value.value);
        return text ? { mode: value.mode, value: text } : undefined;
      }
      const from = trimmedOrUndefined(value.from);
      const to = trimmedOrUndefined(value.to);
      return from || to ? { mode: 'BETWEEN', ...(from && { from }), ...(to && { to }) } : undefined;
    }
  }
}

/**
 * The filters the user may not search with, by filter name: a value search whose start exceeds
 * its end (the contract's value-search schema), a date range that ends before it starts.
 */
export function filterErrors(defs: readonly FilterDef[], values: FilterValues): Record<string, FilterError> {
  const errors: Record<string, FilterError> = {};
  for (const def of defs) {
    const body = filterBodyValue(def, values[def.name]);
    if (body === undefined) continue;
    if (def.type === 'valueSearch') {
      const parsed = valueSearchSchema.safeParse(body);
      const issue = parsed.success ? undefined : parsed.error.issues[0];
      if (issue) errors[def.name] = { part: partOf(issue.path[0]), message: issue.message };
    } else if (def.type === 'dateRange') {
      const { from, to } = body as { from?: string; to?: string };
      // A date typed only in part, or one the calendar does not have, is refused at its field.
      const unfinished = from && !ISO_DATE.test(from) ? 'from' : to && !ISO_DATE.test(to) ? 'to' : undefined;
      if (unfinished) errors[def.name] = { part: unfinished, message: VK.date };
      else if (from && to && from > to) errors[def.name] = { part: 'to', message: VK.dateRange };
    }
  }
  return errors;
}

const partOf = (key: PropertyKey | undefined): FilterError['part'] => (key === 'from' || key === 'to' ? key : 'value');

/** The body of `POST ${resource}/search` (and of the export) for a kept list state. */
export function searchRequestOf<Filter extends object>(
  declaration: Pick<ListDeclaration<GridValidRowModel, Filter>, 'filters' | 'defaultSort'>,
  state: Pick<ListViewState, 'filters' | 'page' | 'sorts'>,
): SearchRequest<Partial<Filter>> {
  const filters: Record<string, unknown> = {};
  for (const def of declaration.filters ?? []) {
    const body = filterBodyValue(def, state.filters[def.name]);
    if (body !== undefined) filters[def.name] = body;
  }
  // The filters' names are the declaration's, typed against the resource's filter; the rest is the
  // route prefetch's request too (shared-ui/data), so a prefetched first page is this one.
  return pageRequest(declaration, filters as Partial<Filter>, state.page, state.sorts);
}

/**
 * Filters handed over in the URL (`/admin/po?confirmStatus=UNCONFIRMED`): a home-page count opens
 * its list already filtered. Only declared filters are read; a multi-select takes every value of
 * its name. Undefined when the URL names none.
 */
export function filtersFromUrl(defs: readonly FilterDef[], params: URLSearchParams): FilterValues | undefined {
  const found: FilterValues = {};
  for (const def of defs) {
    if (!params.has(def.name)) continue;
    if (def.type === 'multiSelect') found[def.name] = params.getAll(def.name);
    else if (def.type === 'text' || def.type === 'select') found[def.name] = params.get(def.name) ?? '';
  }
  return Object.keys(found).length ? found : undefined;
}
