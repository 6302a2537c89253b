import { supplierActionHandlers } from './actions.handlers';
import { supplierExportHandlers } from './export.handlers';
import { supplierHistoryHandlers } from './history.handlers';
import { supplierMasterHandlers } from './master.handlers';
import { supplierOwnHandlers } from './own.handlers';
import { supplierReadHandlers } from './read.handlers';
import { supplierRelationHandlers } from './relation.handlers';

/** The supplier domain: the list, a record, its changes and lifecycle, its past, a supplier's own record. */
export const supplierHandlers = [
  ...supplierExportHandlers,
  ...supplierRelationHandlers,
  ...supplierReadHandlers,
  ...supplierMasterHandlers,
  ...supplierActionHandlers,
  ...supplierHistoryHandlers,
  ...supplierOwnHandlers,
];
