import type { Cases } from './cases';
import { messagesOf, noticeForm } from './bulletin-helpers';
import { purchasingSession } from './purchasing-helpers';

const HSIN_TAI = 1001;
const RIO = 1002;

/** Purchasing bulletins: written, deleted or published to their targets, closed; suppliers read theirs. */
export const bulletinPurchaseCases: Cases = {
  'a/purchaseBulletin: CRUD while unpublished; the rules answer 400 at their fields; a published notice is neither changed nor deleted': async (call) => {
    const { buyer, quality } = await purchasingSession(call, 'buyer', 'quality');
    const created = await call('POST', 'a/purchaseBulletin', { token: buyer, body: noticeForm({ targets: { type: 'SUPPLIER', supplierIds: [HSIN_TAI] } }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ docNo: expect.stringMatching(/^PB-2026-\d{4}$/), status: 'DRAFT', replyRequired: false, version: 1 });
    const broken = await call('POST', 'a/purchaseBulletin', { token: buyer, lang: 'en-US', body: noticeForm({ title: '', category: '', validTo: '2026-01-01' }) });
    expect(broken.body.fieldErrors.map((e: { path: string }) => e.path).sort()).toEqual(['category', 'title', 'validTo']);
    expect((await call('POST', 'a/purchaseBulletin', { token: quality, body: noticeForm() })).status).toBe(403);
    const id = created.body.id;
    expect((await call('PUT', `a/purchaseBulletin/${id}`, { token: buyer, body: noticeForm({ title: 'Changed' }) })).body.title).toBe('Changed');
    expect((await call('GET', `a/purchaseBulletin/${id}`, { token: buyer })).body.versions).toEqual([expect.objectContaining({ id, version: 1, status: 'DRAFT' })]);
    expect((await call('DELETE', `a/purchaseBulletin/${id}`, { token: buyer })).status).toBe(204);
    expect((await call('GET', `a/purchaseBulletin/${id}`, { token: buyer })).status).toBe(404);

    const published = (await call('POST', 'a/purchaseBulletin/search', { token: buyer, body: { status: 'PUBLISHED', paging: { pageSize: 1 } } })).body.items[0];
    const edit = await call('PUT', `a/purchaseBulletin/${published.id}`, { token: buyer, lang: 'en-US', body: noticeForm() });
    expect(edit.status).toBe(409);
    expect(messagesOf(edit)).toEqual(['Editing is not allowed: the announcement is published.']);
    expect((await call('DELETE', `a/purchaseBulletin/${published.id}`, { token: buyer })).status).toBe(409);
    expect(published).not.toHaveProperty('history');
  },

  'a/purchaseBulletin/{id}/publish and close: a notice to the Taiwan suppliers reaches 1001, not 1002, newest first and unread until opened': async (call) => {
    const { buyer, supplier, supplier2 } = await purchasingSession(call, 'buyer', 'supplier', 'supplier2');
    const taiwan = (await call('POST', 'a/supplier/searchPublishTarget', { token: buyer, body: { countryCode: 'TW', paging: { pageSize: 1000 } } })).body.items.map((s: { id: number }) => s.id);
    const id = (await call('POST', 'a/purchaseBulletin', { token: buyer, body: noticeForm({ targets: { type: 'SUPPLIER', supplierIds: taiwan } }) })).body.id;
    expect((await call('POST', `a/purchaseBulletin/${id}/close`, { token: buyer })).status).toBe(409);
    const published = await call('POST', `a/purchaseBulletin/${id}/publish`, { token: buyer });
    expect(published.body).toMatchObject({ status: 'PUBLISHED', publishDate: '2026-03-19' });
    expect((await call('POST', `a/purchaseBulletin/${id}/publish`, { token: buyer })).status).toBe(409);

    const own = await call('POST', 'su/purchaseBulletin/search', { token: supplier, body: {} });
    expect(own.body.items[0]).toMatchObject({ id, read: false });
    expect(own.body.items[0]).not.toHaveProperty('targets');
    const dates = own.body.items.map((r: { publishDate: string }) => r.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await call('POST', 'su/purchaseBulletin/search', { token: supplier2, body: { paging: { pageSize: 1000 } } })).body.items.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await call('GET', `su/purchaseBulletin/${id}`, { token: supplier2 })).status).toBe(404);
    expect((await call('GET', `su/purchaseBulletin/${id}`, { token: supplier })).body).toMatchObject({ id, read: true });
    expect((await call('POST', 'su/purchaseBulletin/search', { token: supplier, body: { read: false, paging: { pageSize: 1000 } } })).body.items.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await call('POST', 'su/purchaseBulletin/search', { token: buyer, body: {} })).status).toBe(403);

    expect((await call('POST', `a/purchaseBulletin/${id}/close`, { token: buyer })).body.status).toBe('CLOSED');
    expect((await call('GET', `su/purchaseBulletin/${id}`, { token: supplier })).status).toBe(404);
  },

  'su/purchaseBulletin: the seeded notices of its regions only (1001: Taiwan and Suzhou, 1002: Manaus)': async (call) => {
    const { supplier, supplier2 } = await purchasingSession(call, 'supplier', 'supplier2');
    const hsin = (await call('POST', 'su/purchaseBulletin/search', { token: supplier, body: { paging: { pageSize: 1000 } } })).body.items;
    const rio = (await call('POST', 'su/purchaseBulletin/search', { token: supplier2, body: { paging: { pageSize: 1000 } } })).body.items;
    expect(hsin.length).toBeGreaterThan(2);
    expect(rio.length).toBeGreaterThan(2);
    expect(JSON.stringify(hsin)).not.toMatch(/Carnival|狂歡節/);
    expect(JSON.stringify(rio)).not.toMatch(/Spring Festival|Lunar New Year/);
    expect(hsin.every((r: { status: string; docVersionStatus: string }) => r.status === 'PUBLISHED' && r.docVersionStatus === 'CURRENT')).toBe(true);
    expect(RIO).not.toBe(HSIN_TAI);
  },
};
