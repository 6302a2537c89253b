import { evidence } from './audit-helpers';
import type { Cases } from './cases';
import { messagesOf, publishedDoc } from './bulletin-helpers';
import { outbox } from './helpers';
import { purchasingSession } from './purchasing-helpers';

const HSIN_TAI = 1001;

/** Document tracking, the reply loop: the supplier saves and sends, the buyer confirms or returns. */
export const bulletinDocReplyCases: Cases = {
  'su/eipBulletin/{id}: the target supplier reads the document and its own reply only; anyone else gets 404': async (call) => {
    const { buyer, admin, supplier, supplier2 } = await purchasingSession(call, 'buyer', 'admin', 'supplier', 'supplier2');
    const id = await publishedDoc(call, buyer, admin);
    const own = await call('GET', `su/eipBulletin/${id}`, { token: supplier });
    expect(own.status).toBe(200);
    expect(own.body.reply).toMatchObject({ supplierId: HSIN_TAI, status: 'PENDING', returnHistory: [] });
    for (const hidden of ['replies', 'targets', 'history']) expect(own.body).not.toHaveProperty(hidden);
    // 1002 is not a target: not by list, not by id.
    expect((await call('GET', `su/eipBulletin/${id}`, { token: supplier2 })).status).toBe(404);
    const list = await call('POST', 'su/eipBulletin/search', { token: supplier2, body: { paging: { pageSize: 1000 } } });
    expect(list.body.items.map((r: { id: number }) => r.id)).not.toContain(id);
    // A draft not yet published is nobody's.
    expect((await call('GET', 'su/eipBulletin/31', { token: supplier })).status).toBe(404);
    expect((await call('GET', `su/eipBulletin/${id}`, { token: buyer })).status).toBe(403);
    // Seeded: 1001 sees doc 24 with its return history, not 1002's reply.
    const returned = await call('GET', 'su/eipBulletin/24', { token: supplier });
    expect(returned.body.reply).toMatchObject({ supplierId: HSIN_TAI, status: 'RETURNED' });
    expect(returned.body.reply.returnHistory.length).toBeGreaterThan(0);
  },

  'su/eipBulletin/{id}/reply: saved as a draft, sent with text or a file (an empty one is refused), then no longer changed': async (call) => {
    const { buyer, admin, supplier } = await purchasingSession(call, 'buyer', 'admin', 'supplier');
    const id = await publishedDoc(call, buyer, admin);
    const saved = await call('PUT', `su/eipBulletin/${id}/reply`, { token: supplier, body: { content: '草稿 Draft', files: [] } });
    expect(saved.body.reply).toMatchObject({ status: 'DRAFT', content: '草稿 Draft' });
    expect(saved.body.reply).not.toHaveProperty('repliedAt');
    const empty = await call('POST', `su/eipBulletin/${id}/reply/commit`, { token: supplier, lang: 'en-US', body: { content: ' ', files: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors).toEqual([{ path: 'content', key: 'validation:replyEmpty' }]);
    expect(messagesOf(empty)).toEqual(['Write a reply or attach a file before sending.']);
    const tooLong = await call('PUT', `su/eipBulletin/${id}/reply`, { token: supplier, body: { content: 'x'.repeat(2001) } });
    expect(tooLong.body.fieldErrors).toEqual([{ path: 'content', key: 'validation:tooLong', params: { max: 2000 } }]);
    const FILE = await evidence(call, supplier, 'signed.pdf');
    const sent = await call('POST', `su/eipBulletin/${id}/reply/commit`, { token: supplier, body: { files: [FILE] } });
    expect(sent.body.reply).toMatchObject({ status: 'COMMITTED', files: [expect.objectContaining({ fileId: FILE.fileId })], repliedAt: expect.any(String) });
    expect(sent.body.reply).not.toHaveProperty('content');
    const change = await call('PUT', `su/eipBulletin/${id}/reply`, { token: supplier, lang: 'en-US', body: { content: 'more' } });
    expect(change.status).toBe(409);
    expect(messagesOf(change)).toEqual(['Your reply is sent and waits for the buyer; contact the buyer to change it.']);
    const counts = await call('POST', 'a/eipBulletin/search', { token: buyer, body: { docNo: sent.body.docNo } });
    expect(counts.body.items[0].replyCounts.COMMITTED).toBe(1);
  },

  'a/eipBulletin/{id}/replies/{supplierId}: return needs an explanation, kept with date and reviewer and mailed; the supplier answers again; confirm': async (call) => {
    const { buyer, admin, supplier, viewer } = await purchasingSession(call, 'buyer', 'admin', 'supplier', 'viewer');
    const id = await publishedDoc(call, buyer, admin);
    const path = (step: string) => `a/eipBulletin/${id}/replies/${HSIN_TAI}/${step}`;
    // Nothing sent yet: nothing to review.
    expect((await call('POST', path('confirm'), { token: buyer })).status).toBe(409);
    const FILE = await evidence(call, supplier, 'signed.pdf');
    await call('POST', `su/eipBulletin/${id}/reply/commit`, { token: supplier, body: { content: '已簽署 Signed', files: [FILE] } });
    expect((await call('POST', path('confirm'), { token: viewer })).status).toBe(403);
    const noWhy = await call('POST', path('return'), { token: buyer, body: {}, lang: 'en-US' });
    expect(noWhy.status).toBe(400);
    expect(messagesOf(noWhy)).toEqual(['Required']);
    const before = (await outbox(call)).length;
    const returned = await call('POST', path('return'), { token: buyer, body: { explanation: '缺少用印 The seal is missing' } });
    const reply = returned.body.replies.find((r: { supplierId: number }) => r.supplierId === HSIN_TAI);
    expect(reply).toMatchObject({ status: 'RETURNED', returnHistory: [{ explanation: '缺少用印 The seal is missing', reviewer: { account: 'buyer' }, date: expect.any(String) }] });
    expect((await outbox(call)).slice(before).some((m) => m.body.includes('缺少用印'))).toBe(true);
    expect((await call('POST', path('return'), { token: buyer, body: { explanation: 'again' } })).status).toBe(409);

    const own = await call('GET', `su/eipBulletin/${id}`, { token: supplier });
    expect(own.body.reply.returnHistory).toHaveLength(1);
    await call('POST', `su/eipBulletin/${id}/reply/commit`, { token: supplier, body: { content: '已補用印 Stamped', files: [FILE] } });
    const confirmed = await call('POST', path('confirm'), { token: buyer });
    expect(confirmed.body.replies.find((r: { supplierId: number }) => r.supplierId === HSIN_TAI)).toMatchObject({ status: 'CONFIRMED', content: '已補用印 Stamped' });
    expect((await call('POST', path('confirm'), { token: buyer })).status).toBe(409);
    expect((await call('POST', `a/eipBulletin/${id}/replies/1002/confirm`, { token: buyer })).status).toBe(404);
  },
};
