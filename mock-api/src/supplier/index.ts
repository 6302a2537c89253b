import { supplierActionHandlers } from './actions.handlers';
import { supplierBulkUploadHandlers } from './bulk-upload.handlers';
import { supplierCandidateHandlers } from './candidates.handlers';
import { supplierContactHandlers } from './contacts.handlers';
import { supplierHistoryHandlers } from './history.handlers';
import { supplierListHandlers } from './list.handlers';
import { supplierLookupHandlers } from './lookups.handlers';
import { supplierMasterHandlers } from './master.handlers';
import { supplierOwnHandlers } from './own.handlers';
import { supplierPreCheckHandlers } from './precheck.handlers';
import { supplierRecordHandlers } from './record.handlers';
import { supplierRelationHandlers } from './relation.handlers';

/**
 * The supplier domain: the list and its exports, the pickers' candidate search, the relation log, a record, contacts,
 * its changes and lifecycle, its past, a supplier's own record (sub-accounts: admin/).
 */
export const supplierHandlers = [
  ...supplierListHandlers,
  // Before the record's `a/supplier/:id` calls: its paths are one word after supplier too.
  ...supplierBulkUploadHandlers,
  ...supplierCandidateHandlers,
  ...supplierPreCheckHandlers,
  ...supplierLookupHandlers,
  ...supplierRelationHandlers,
  ...supplierRecordHandlers,
  ...supplierContactHandlers,
  ...supplierMasterHandlers,
  ...supplierActionHandlers,
  ...supplierHistoryHandlers,
  ...supplierOwnHandlers,
];
