// shared-ui/list: the list page template (declaration, search request, DataGrid, filters, Excel
// export, kept-alive state). Its own entry: the DataGrid is loaded by the remotes' list pages, never
// with the login page. It imports the other entries by package name, so a remote gets one copy.
import { registerNamespace } from 'shared-ui';
import 'shared-ui/components'; // the `validation` texts of the value-search and date-range messages
import en from './i18n/locales/en-US/list.json';
import zh from './i18n/locales/zh-TW/list.json';

registerNamespace('list', { 'zh-TW': zh, 'en-US': en });

export * from './list/list-declaration';
export * from './list/search-body';
export { useListStates, useListViewState, resetListStates } from './list/list-state-store';
export { useListQuery, type ListQuery } from './list/use-list-query';
export { FilterBar, type FilterBarProps } from './list/filter-bar';
export { ListPage, PageTitle } from './list/list-page';
export { KanbanBoard, type KanbanCard, type KanbanColumn } from './list/kanban-board';
export { BoardPage, type BoardKanban } from './list/board-page';
export { BoardFilterNote, BoardViewSwitch, useBoardView, useColumnSearches, type BoardView } from './list/board-view';
export type { ListSelection, SelectionAction } from './list/list-selection';
export { statusColumn, statusOptions } from './list/status-columns';
export { amountColumn, namesColumn, optionColumn, priceColumn, quantityColumn } from './list/format-columns';
export { DELIVERY_BAND_LOOK, DELIVERY_BANDS, DeliveryDate, type DeliveryDateProps } from './list/delivery-date';
export { searchSuppliers, supplierColumn, supplierFilter } from './list/supplier-parts';
export { buttonColumn, type RowButton } from './list/button-column';
