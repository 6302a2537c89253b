import type { Cases } from './cases';
import { expectError } from './helpers';
import { idsOf, purchasingSession, rowsOf } from './purchasing-helpers';

/** The published CURRENT doc versions 1001 answers (README: 25 and 26 PENDING, 22 DRAFT, 24 RETURNED; 11 PENDING but CLOSED). */
const HSIN_TAI_DOCS = [10, 11, 13, 15, 17, 18, 19, 20, 22, 23, 24, 25, 26, 27];
/** Still to reply on an open version: not answered, saved only, or sent back. */
const TO_REPLY = { status: 'PUBLISHED', replyStatus: ['PENDING', 'DRAFT', 'RETURNED'] };

/** Document tracking search (calls eipBulletin, BulletinFilter), a/ and su/. */
export const bulletinDocTrackingCases: Cases = {
  'su/eipBulletin/search: the published CURRENT versions a supplier answers, each with its own replyStatus': async (call) => {
    const { supplier, supplier2 } = await purchasingSession(call, 'supplier', 'supplier2');
    const own = await rowsOf(call, 'su/eipBulletin/search', supplier);
    expect(idsOf(own)).toEqual(HSIN_TAI_DOCS);
    for (const row of own) {
      expect(row).not.toHaveProperty('replies');
      expect(row).not.toHaveProperty('targets');
      expect(row).toMatchObject({ docVersionStatus: 'CURRENT', replyStatus: expect.any(String), returnCount: expect.any(Number) });
    }
    expect(own.find((r) => r.id === 24)).toMatchObject({ replyStatus: 'RETURNED', status: 'PUBLISHED' });
    expect(JSON.stringify(own)).not.toMatch(/Rio Metals/);
    expect(idsOf(await rowsOf(call, 'su/eipBulletin/search', supplier, { status: 'PUBLISHED', replyStatus: 'PENDING' }))).toEqual([25, 26]);
    expect(idsOf(await rowsOf(call, 'su/eipBulletin/search', supplier, { replyStatus: 'PENDING' }))).toEqual([11, 25, 26]);
    expect(idsOf(await rowsOf(call, 'su/eipBulletin/search', supplier, TO_REPLY))).toEqual([22, 24, 25, 26]);
    expect(await rowsOf(call, 'su/eipBulletin/search', supplier, { docVersionStatus: 'OLD' })).toEqual([]);
    // The same documents carry 1002's own reply for 1002: 25 is its DRAFT, 1001's PENDING.
    const rio = await rowsOf(call, 'su/eipBulletin/search', supplier2, TO_REPLY);
    expect(Object.fromEntries(rio.map((r) => [r.id, r.replyStatus]))).toEqual({ 20: 'RETURNED', 23: 'RETURNED', 24: 'PENDING', 25: 'DRAFT', 26: 'PENDING' });
    expect(idsOf(await rowsOf(call, 'su/eipBulletin/search', supplier2, { ...TO_REPLY, supplierId: 1001 }))).toEqual([20, 23, 24, 25, 26]);
    expect(JSON.stringify(await rowsOf(call, 'su/eipBulletin/search', supplier2, { supplierId: 1001 }))).not.toMatch(/Hsin Tai|鑫泰/);
    expect((await call('POST', 'su/eipBulletin/search', { token: supplier, body: { paging: { page: -1 } } })).status).toBe(400);
  },

  'a/eipBulletin/search: BULLETIN_DOC view, every version with reply counts; filters status, docVersionStatus, replyStatus, docNo, publishDate': async (call) => {
    const { admin, buyer, quality, supplier } = await purchasingSession(call, 'admin', 'buyer', 'quality', 'supplier');
    const all = await rowsOf(call, 'a/eipBulletin/search', buyer);
    expect(all.length).toBe(31);
    expect(all[0]).not.toHaveProperty('replies');
    expect(all.find((r) => r.id === 25)).toMatchObject({ docVersionStatus: 'CURRENT', status: 'PUBLISHED', replyCounts: expect.objectContaining({ PENDING: expect.any(Number) }) });
    expect(idsOf(await rowsOf(call, 'a/eipBulletin/search', admin, { docVersionStatus: 'CANCELLED' }))).toEqual([16]);
    expect(idsOf(await rowsOf(call, 'a/eipBulletin/search', admin, { status: ['DRAFT', 'COMMITTED', 'REJECTED'] }))).toEqual([28, 30, 31]);
    // Replies waiting for review: open versions with a COMMITTED reply.
    const toReview = await rowsOf(call, 'a/eipBulletin/search', admin, { status: 'PUBLISHED', replyStatus: 'COMMITTED' });
    expect(toReview.length).toBeGreaterThan(0);
    expect(toReview.every((r) => (r.replyCounts as Record<string, number>).COMMITTED > 0 && r.status === 'PUBLISHED')).toBe(true);
    const doc = all.find((r) => r.id === 25)!;
    expect(idsOf(await rowsOf(call, 'a/eipBulletin/search', admin, { docNo: doc.docNo as string }))).toContain(25);
    const published = await rowsOf(call, 'a/eipBulletin/search', admin, { publishDate: { from: '2026-03-01' } });
    expect(published.every((r) => (r.publishDate as string) >= '2026-03-01')).toBe(true);
    expect((await call('POST', 'a/eipBulletin/search', { token: admin, body: { publishDate: { from: '2026-04-01', to: '2026-03-01' } } })).status).toBe(400);
    expectError(await call('POST', 'a/eipBulletin/search', { token: quality, body: {}, lang: 'en-US' }), 403, ['You do not have this permission']);
    expect((await call('POST', 'a/eipBulletin/search', { token: supplier, body: {} })).status).toBe(403);
    expect((await call('POST', 'su/eipBulletin/search', { token: buyer, body: {} })).status).toBe(403);
  },
};
