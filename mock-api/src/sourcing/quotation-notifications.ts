import { notifySupplier, recordLink } from '../notifications';
import type { StoredQuotation } from './quotation-view';

/** A quotation's news (invited, sent back, accepted) to its supplier's accounts only. */
export const notifyQuotation = (q: StoredQuotation, kind: 'QUOTATION_INVITED' | 'QUOTATION_REJECTED' | 'QUOTATION_ACCEPTED', params?: Record<string, string>) =>
  notifySupplier(q.supplierId, kind, q.quoNo ?? '', recordLink.quotation(q.id), params);
