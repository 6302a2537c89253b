import { forReader, readerHolding } from '../http/reader';
import { searchCalls } from '../http/search-calls';
import { docTrackingBulletins } from '../store/collections';
import { bulletinListItem, bulletinSearch, supplierBulletinRows, supplierBulletinSearch } from './doc-tracking-rows';

/** Document tracking (route docTracking, calls eipBulletin): the searches of both sides. */
export const docTrackingHandlers = [
  /** Page of BulletinListItem: every doc version (BulletinFilter, plus replyStatus). */
  ...searchCalls({
    path: '*/api/a/eipBulletin/search',
    guard: readerHolding('a', 'BULLETIN_DOC', 'view'),
    rows: () => docTrackingBulletins.all(),
    spec: bulletinSearch,
    item: bulletinListItem,
  }),

  /** Page of SupplierBulletinRow: the published CURRENT versions the caller's supplier answers, with its own replyStatus. */
  ...searchCalls({
    path: '*/api/su/eipBulletin/search',
    guard: readerHolding('su', 'BULLETIN_DOC', 'view'),
    rows: (reader) => supplierBulletinRows(docTrackingBulletins.all(), reader.kind === 'supplier' ? reader.supplierId : Number.NaN),
    spec: supplierBulletinSearch,
    scope: forReader,
  }),
];
