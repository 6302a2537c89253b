import type { Call } from '../call';
import { act, AUDIT, auditSetup, created } from './audit-helpers';
import type { Cases } from './cases';
import { notificationsOf, tokenOf } from './helpers';
import { HSIN_TAI, purchasingSession } from './purchasing-helpers';
import { quote, sentInquiry } from './sourcing-helpers';

const REVIEW = 'a/deliveryReplyReview';

interface Shown {
  id: number;
  kind: string;
  docNo: string;
  link: string;
  params: Record<string, string>;
  createdAt: string;
  readAt: string | null;
}

const searchOf = (call: Call, token: string, filters: object = {}) => notificationsOf<Shown>(call, token, filters);

async function unreadOf(call: Call, token: string) {
  const answer = await call('GET', 'g/notification/unread', { token });
  expect(answer.status).toBe(200);
  return answer.body as { unreadCount: number; latest: Shown[] };
}

/** Notifications (issue 19): g/notification, per user, each event to the mail's recipients. */
export const notificationCases: Cases = {
  'notification: the buyer rejects a delivery reply; supplier is told with the reason and a link, supplier2 and the buyer are not': async (call) => {
    const { buyer, supplier, supplier2 } = await purchasingSession(call, 'buyer', 'supplier', 'supplier2');
    const before = await unreadOf(call, supplier);
    // The demo starts with the newest POs to confirm, the supplier's own only.
    expect(before.latest.length).toBeGreaterThan(0);
    expect(before.latest.every((n) => n.kind === 'PO_TO_CONFIRM' && /^\/admin\/po\/detail\/view\/\d+$/.test(n.link))).toBe(true);
    const otherBefore = await searchOf(call, supplier2);

    const line = HSIN_TAI.replied[1];
    const rejected = await call('POST', `${REVIEW}/${line}/reject`, { token: buyer, body: { reason: 'Please deliver earlier' } });
    expect(rejected.status).toBe(200);
    const { poNo, item } = rejected.body as { poNo: string; item: number };

    const after = await unreadOf(call, supplier);
    expect(after.unreadCount).toBe(before.unreadCount + 1);
    expect(after.latest[0]).toMatchObject({
      kind: 'DELIVERY_REPLY_RETURNED',
      docNo: `${poNo}-${item}`,
      link: `/admin/deliveryBoard/detail/view/${line}`,
      params: { reason: 'Please deliver earlier' },
      readAt: null,
    });
    expect(after.latest[0]).not.toHaveProperty('account');
    expect((await searchOf(call, supplier2)).totalCount).toBe(otherBefore.totalCount);
    expect((await searchOf(call, buyer, { kind: 'DELIVERY_REPLY_RETURNED' })).totalCount).toBe(0);

    // Approving another replied line tells the supplier too.
    expect((await call('POST', `${REVIEW}/${HSIN_TAI.replied[0]}/approve`, { token: buyer })).status).toBe(200);
    expect((await unreadOf(call, supplier)).latest[0].kind).toBe('DELIVERY_REPLY_APPROVED');
  },

  'notification: a supplier\'s message on a PO, line, quotation, bill, its own record or a document reply reaches the owners before any staff action': async (call) => {
    const staff = ['admin', 'buyer', 'quality', 'viewer', 'amy.huang', 'li.na'];
    const tokens = await purchasingSession(call, 'supplier', ...staff);
    // Seeded documents no one acted on this session, so their timelines name no staff. Their owners
    // are those of the documents they belong to; every one of them signs in, so each is told.
    const asked: [path: string, staffLink: string][] = [
      // PO 1 is bought by amy.huang.
      ['su/po/1', '/admin/po/detail/view/1'],
      // Line 14 is PO 4's, bought by `buyer`.
      ['su/deliverySchedule/14', '/admin/deliveryBoard/detail/view/14'],
      // Quotation 55 answers inquiry 19: written by amy.huang, `buyer` in charge.
      ['su/quotation/55', '/admin/quotation/detail/view/55'],
      // Bill 108 bills PO 2 (`buyer`'s); bill 98 bills amy.huang's PO 1, approved by `buyer`.
      ['su/bill/108', '/admin/invoice/detail/view/108'],
      ['su/bill/98', '/admin/invoice/detail/view/98'],
      // 1001 buys through org 1100 (amy.huang, sourcer li.na) and 2100 (`buyer`, sourcer eric.tsai, not asked here).
      ['su/supplier/me', '/admin/supplier/detail/view/1001'],
      // Document 24: written by amy.huang, confirmed by `buyer`; amy.huang sent 1001's reply back.
      ['su/eipBulletin/24', '/admin/docTracking/reply/24/1001'],
    ];
    for (const [path] of asked) expect((await call('POST', `${path}/messages`, { token: tokens.supplier, body: { text: 'A question' } })).status).toBe(201);
    const told: Record<string, string[]> = {};
    for (const account of staff) {
      // Each told of the document it was asked on (its page, whichever panel the link opens).
      told[account] = (await searchOf(call, tokens[account], { kind: 'MESSAGE_RECEIVED' })).items.map((n) => n.link.split('?')[0]).sort();
    }
    const links = (...paths: string[]) => paths.map((path) => asked.find(([p]) => p === path)![1]).sort();
    expect(told).toEqual({
      admin: [],
      buyer: links('su/deliverySchedule/14', 'su/quotation/55', 'su/bill/108', 'su/bill/98', 'su/supplier/me', 'su/eipBulletin/24'),
      quality: [],
      viewer: [],
      'amy.huang': links('su/po/1', 'su/quotation/55', 'su/bill/98', 'su/supplier/me', 'su/eipBulletin/24'),
      'li.na': links('su/supplier/me'),
    });
  },

  'notification: a supplier\'s message on an audit reaches its owners who read audits, not a buyer processing it without AUDIT view': async (call) => {
    const staff = ['quality', 'tony.chen', 'amy.huang'];
    const tokens = await purchasingSession(call, 'supplier', ...staff);
    // Seeded audit 77 (INVITED, of 1001): tony.chen in charge, processed by quality and amy.huang,
    // a buyer whose role holds no AUDIT view: its page refuses her, so she is not told of it.
    expect((await call('GET', `a/supplierAudit/${AUDIT.invited}`, { token: tokens['amy.huang'] })).status).toBe(403);
    expect((await call('POST', `su/supplierAudit/${AUDIT.invited}/messages`, { token: tokens.supplier, body: { text: 'May we send the evidence late?' } })).status).toBe(201);
    const told: Record<string, string[]> = {};
    for (const account of staff) told[account] = (await searchOf(call, tokens[account], { kind: 'MESSAGE_RECEIVED' })).items.map((n) => n.link);
    const page = `/admin/audit/detail/view/${AUDIT.invited}?supplierId=1001&panel=conversation`;
    expect(told).toEqual({ quality: [page], 'tony.chen': [page], 'amy.huang': [] });
    // Each one told opens it.
    for (const account of ['quality', 'tony.chen']) expect((await call('GET', `a/supplierAudit/${AUDIT.invited}`, { token: tokens[account] })).status).toBe(200);
  },

  'notification: a message opens its record at the conversation (?panel=conversation), on either side': async (call) => {
    const { buyer, supplier } = await purchasingSession(call, 'buyer', 'supplier');
    const line = HSIN_TAI.replied[1];
    await call('POST', `${REVIEW}/${line}/reject`, { token: buyer, body: { reason: 'Please deliver earlier' } });
    // The rejection opens the line itself, as every other kind opens its record.
    expect((await unreadOf(call, supplier)).latest[0]).toMatchObject({ kind: 'DELIVERY_REPLY_RETURNED', link: `/admin/deliveryBoard/detail/view/${line}` });

    expect((await call('POST', `su/deliverySchedule/${line}/messages`, { token: supplier, body: { text: 'Which date would suit you?' } })).status).toBe(201);
    expect((await unreadOf(call, buyer)).latest[0]).toMatchObject({ kind: 'MESSAGE_RECEIVED', link: `/admin/deliveryBoard/detail/view/${line}?panel=conversation` });
    expect((await call('POST', `a/deliverySchedule/${line}/messages`, { token: buyer, body: { text: 'By 2026-03-01, please.' } })).status).toBe(201);
    expect((await unreadOf(call, supplier)).latest[0]).toMatchObject({ kind: 'MESSAGE_RECEIVED', link: `/admin/deliveryBoard/detail/view/${line}?panel=conversation` });
  },

  'notification: a supplier\'s message on a joint audit opens staff\'s page at that supplier\'s conversation; the answer reaches that supplier only': async (call) => {
    const t = await auditSetup(call);
    const audit = await created(call, t.quality, { targets: [{ supplierId: 1001 }, { supplierId: 1002 }] });
    expect((await act(call, t.quality, 'a', audit.id, 'invite')).status).toBe(200);
    const page = `/admin/audit/detail/view/${audit.id}`;
    expect((await call('POST', `su/supplierAudit/${audit.id}/messages`, { token: t.supplier2, body: { text: 'May we send it late?' } })).status).toBe(201);
    expect((await unreadOf(call, t.quality)).latest[0]).toMatchObject({ kind: 'MESSAGE_RECEIVED', docNo: audit.auditNo, link: `${page}?supplierId=1002&panel=conversation` });

    expect((await call('POST', `a/supplierAudit/${audit.id}/messages?supplierId=1002`, { token: t.quality, body: { text: 'By 2026-04-10, please.' } })).status).toBe(201);
    expect((await unreadOf(call, t.supplier2)).latest[0]).toMatchObject({ kind: 'MESSAGE_RECEIVED', link: `${page}?panel=conversation` });
    expect((await searchOf(call, t.supplier, { kind: 'MESSAGE_RECEIVED' })).totalCount).toBe(0);
  },

  'notification: a price comparison\'s sign-off tells the inquiry\'s owners its decision, a rejection with its reason': async (call) => {
    const sent = await sentInquiry(call);
    const { buyer } = sent.tokens;
    await quote(call, sent.tokens.supplier, sent.hsinTai, [2, 3]);
    expect((await call('POST', `a/quotation/${sent.hsinTai}/commit`, { token: buyer })).status).toBe(200);
    const { body: sheet } = await call('POST', `a/inquiry/${sent.inquiryId}/parity`, { token: buyer, body: { quotationIds: [sent.hsinTai] } });
    const quantity: Record<number, number> = { 1: 1000, 2: 500 };
    const lines = sheet.lines.map((l: { seq: number }) => ({ ...l, quotaPercent: 100, quota: quantity[l.seq] }));
    expect((await call('PUT', `a/parity/${sheet.id}`, { token: buyer, body: { ...sheet, lines, winningSupplierId: 1001, winReason: 'Only offer' } })).status).toBe(200);
    const decide = async (decision: 'APPROVE' | 'REJECT', reason?: string) => {
      expect((await call('POST', `a/parity/${sheet.id}/commit`, { token: buyer })).status).toBe(200);
      expect((await call('POST', `dev/bpm/parity/${sheet.id}`, { token: buyer, body: { decision, ...(reason ? { reason } : {}) } })).status).toBe(200);
      return (await unreadOf(call, buyer)).latest[0];
    };
    const link = `/admin/parity/detail/view/${sheet.id}`;
    expect(await decide('REJECT', 'Split 50/50')).toMatchObject({ kind: 'PARITY_DECIDED', docNo: sheet.parityNo, link, params: { decision: 'REJECTED', reason: 'Split 50/50' } });
    const approved = await decide('APPROVE');
    expect(approved).toMatchObject({ kind: 'PARITY_DECIDED', link, params: { decision: 'APPROVED' } });
    expect(approved.params).not.toHaveProperty('reason');
  },

  'notification: read one, read all, filters (read state, kind, date range), newest first': async (call) => {
    const { buyer, supplier } = await purchasingSession(call, 'buyer', 'supplier');
    await call('POST', `${REVIEW}/${HSIN_TAI.replied[2]}/reject`, { token: buyer, body: { reason: 'Too late' } });
    const all = await searchOf(call, supplier);
    expect(all.items.map((n) => n.id)).toEqual([...all.items.map((n) => n.id)].sort((a, b) => b - a));
    const returned = all.items[0];
    expect(returned.kind).toBe('DELIVERY_REPLY_RETURNED');

    const read = await call('PUT', `g/notification/${returned.id}/read`, { token: supplier });
    expect(read.status).toBe(200);
    expect(read.body.readAt).toEqual(expect.any(String));
    // Read again keeps the first time.
    expect((await call('PUT', `g/notification/${returned.id}/read`, { token: supplier })).body.readAt).toBe(read.body.readAt);
    const unread = await searchOf(call, supplier, { readState: 'UNREAD' });
    expect(unread.totalCount).toBe(all.totalCount - 1);
    expect(unread.items.some((n) => n.id === returned.id)).toBe(false);
    expect((await searchOf(call, supplier, { readState: 'READ' })).items.map((n) => n.id)).toEqual([returned.id]);
    expect((await searchOf(call, supplier, { kind: 'DELIVERY_REPLY_RETURNED' })).items.map((n) => n.id)).toEqual([returned.id]);
    const today = returned.createdAt.slice(0, 10);
    expect((await searchOf(call, supplier, { createdAt: { from: today, to: today } })).items.map((n) => n.id)).toContain(returned.id);
    expect((await searchOf(call, supplier, { createdAt: { to: '2000-01-01' } })).totalCount).toBe(0);

    const readAll = await call('PUT', 'g/notification/readAll', { token: supplier });
    expect(readAll.status).toBe(200);
    expect(readAll.body).toEqual({ updated: all.totalCount - 1 });
    expect((await unreadOf(call, supplier)).unreadCount).toBe(0);
    expect((await searchOf(call, supplier, { readState: 'UNREAD' })).totalCount).toBe(0);
  },

  'notification: another user neither reads nor marks a notification (404); not signed in: 401': async (call) => {
    const [supplier, supplier2, buyer] = [await tokenOf(call, 'supplier'), await tokenOf(call, 'supplier2'), await tokenOf(call, 'buyer')];
    const { latest } = await unreadOf(call, supplier);
    const theirs = latest[0].id;
    for (const token of [supplier2, buyer]) {
      expect((await call('PUT', `g/notification/${theirs}/read`, { token })).status).toBe(404);
      expect((await searchOf(call, token)).items.some((n) => n.id === theirs)).toBe(false);
    }
    // Another user's "read all" leaves it unread.
    await call('PUT', 'g/notification/readAll', { token: supplier2 });
    expect((await unreadOf(call, supplier)).latest[0].readAt).toBeNull();
    expect((await call('PUT', 'g/notification/abc/read', { token: supplier })).status).toBe(404);
    expect((await call('GET', 'g/notification/unread')).status).toBe(401);
    expect((await call('POST', 'g/notification/search', { body: {} })).status).toBe(401);
  },
};
