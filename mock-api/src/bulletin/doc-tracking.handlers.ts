import { http } from 'msw';
import { guarded } from '../http/guarded';
import { forReader, readerHolding } from '../http/reader';
import { answerPage, searchBody } from '../http/search';
import { docTrackingBulletins } from '../store/collections';
import { bulletinListItem, bulletinSearch, supplierBulletinRows, supplierBulletinSearch } from './doc-tracking-rows';

/** Document tracking (route docTracking, calls eipBulletin): the searches of both sides. */
export const docTrackingHandlers = [
  /** Page of BulletinListItem: every doc version (BulletinFilter, plus replyStatus). */
  http.post('*/api/a/eipBulletin/search', guarded(readerHolding('a', 'BULLETIN_DOC', 'view'), async ({ request }) => answerPage(request, docTrackingBulletins.all(), await searchBody(request), bulletinSearch, bulletinListItem))),

  /** Page of SupplierBulletinRow: the published CURRENT versions the caller's supplier answers, with its own replyStatus. */
  http.post('*/api/su/eipBulletin/search', guarded(readerHolding('su', 'BULLETIN_DOC', 'view'), async ({ request, caller: reader }) => {
    const supplierId = reader.kind === 'supplier' ? reader.supplierId : Number.NaN;
    return answerPage(request, supplierBulletinRows(docTrackingBulletins.all(), supplierId), forReader(reader, await searchBody(request)), supplierBulletinSearch);
  })),
];
