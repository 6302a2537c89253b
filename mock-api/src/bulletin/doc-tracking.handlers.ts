import { http } from 'msw';
import { answerPage, searchBody } from '../http/search';
import { bulletinListItem, bulletinSearch, supplierBulletinRows, supplierBulletinSearch } from './doc-tracking-rows';
import { requireReader } from '../purchasing/access';
import { forReader } from '../purchasing/search';
import { docTrackingBulletins } from '../store/collections';

/** Document tracking (route docTracking, calls eipBulletin): the searches of both sides. */
export const docTrackingHandlers = [
  /** Page of BulletinListItem: every doc version (BulletinFilter, plus replyStatus). */
  http.post('*/api/a/eipBulletin/search', async ({ request }) => {
    const reader = requireReader(request, 'a', 'BULLETIN_DOC', 'view');
    if ('response' in reader) return reader.response;
    return answerPage(request, docTrackingBulletins.all(), await searchBody(request), bulletinSearch, bulletinListItem);
  }),

  /** Page of SupplierBulletinRow: the published CURRENT versions the caller's supplier answers, with its own replyStatus. */
  http.post('*/api/su/eipBulletin/search', async ({ request }) => {
    const reader = requireReader(request, 'su', 'BULLETIN_DOC', 'view');
    if ('response' in reader) return reader.response;
    const supplierId = reader.kind === 'supplier' ? reader.supplierId : Number.NaN;
    return answerPage(request, supplierBulletinRows(docTrackingBulletins.all(), supplierId), forReader(reader, await searchBody(request)), supplierBulletinSearch);
  }),
];
