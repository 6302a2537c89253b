import type { Call } from '../call';
import { act, auditSetup, created, plan } from './audit-helpers';
import type { Cases } from './cases';
import { notificationsOf } from './helpers';
import { HSIN_TAI, purchasingSession } from './purchasing-helpers';

const HSIN_TAI_ID = 1001;
/** Rio Metals, `supplier2`'s. */
const RIO_ID = 1002;
const REVIEW = 'a/deliveryReplyReview';
const LINE = 5;

const thread = async (call: Call, path: string, token: string, query = '') => {
  const answer = await call('GET', `${path}/messages${query}`, { token });
  expect(answer.status).toBe(200);
  return answer.body as { items: { id: number; text: string; side: string; unread: boolean; by: { account: string } }[]; unreadCount: number };
};

/** The notifications of one kind the account of `token` has. */
const noticesOf = async (call: Call, token: string, kind: string) => (await notificationsOf(call, token, { kind })).items;

/** The timeline and the conversation of a document (issue 19): `…/{id}/activity`, `…/{id}/messages`. */
export const activityCases: Cases = {
  'activity: a PO confirmed by staff for the supplier is on both sides\' timeline, with who, for whom and the status change': async (call) => {
    const { buyer, supplier } = await purchasingSession(call, 'buyer', 'supplier');
    expect((await call('GET', `a/po/${HSIN_TAI.unconfirmedPo}/activity`, { token: buyer })).body).toEqual([]);
    expect((await call('POST', `a/po/${HSIN_TAI.unconfirmedPo}/confirm`, { token: buyer, body: { acceptTerms: true, supplierId: HSIN_TAI_ID } })).status).toBe(200);
    const entry = {
      action: 'confirm', by: { account: 'buyer', name: '林採購 Lin Buyer' }, onBehalf: expect.objectContaining({ staff: expect.objectContaining({ account: 'buyer' }), supplierId: HSIN_TAI_ID }),
      catalogue: 'poConfirmStatus', from: 'UNCONFIRMED', to: 'CONFIRMED', at: expect.any(String),
    };
    for (const [prefix, token] of [['a', buyer], ['su', supplier]] as const) {
      const answer = await call('GET', `${prefix}/po/${HSIN_TAI.unconfirmedPo}/activity`, { token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual([expect.objectContaining({ ...entry, id: expect.any(Number) })]);
    }
  },

  'activity: a rejected delivery reply keeps its reason on the line\'s timeline; the supplier asks, the buyer reads it unread and answers': async (call) => {
    const { buyer, supplier } = await purchasingSession(call, 'buyer', 'supplier');
    const reason = '請提前交貨 Please deliver earlier';
    expect((await call('POST', `${REVIEW}/${LINE}/reject`, { token: buyer, body: { reason } })).status).toBe(200);
    const timeline = await call('GET', `su/deliverySchedule/${LINE}/activity`, { token: supplier });
    expect(timeline.body).toEqual([expect.objectContaining({ action: 'reject', by: { account: 'buyer', name: expect.any(String) }, catalogue: 'deliveryReplyStatus', from: 'REPLIED', to: 'REJECTED', reason })]);
    expect((await call('GET', `su/deliverySchedule/${LINE}`, { token: supplier })).body).toMatchObject({ id: LINE, confirmStatus: 'REJECTED', rejectReason: reason });

    expect(await thread(call, `su/deliverySchedule/${LINE}`, supplier)).toEqual({ items: [], unreadCount: 0 });
    const asked = await call('POST', `su/deliverySchedule/${LINE}/messages`, { token: supplier, body: { text: '  Which date would suit you?  ' } });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ text: 'Which date would suit you?', side: 'supplier', by: { account: 'supplier' }, attachments: [], unread: false });
    expect((await thread(call, `su/deliverySchedule/${LINE}`, supplier)).unreadCount).toBe(0);

    const seenByBuyer = await thread(call, `a/deliverySchedule/${LINE}`, buyer);
    expect(seenByBuyer).toMatchObject({ unreadCount: 1, items: [{ text: 'Which date would suit you?', unread: true }] });
    expect((await call('PUT', `a/deliverySchedule/${LINE}/messages/read`, { token: buyer })).status).toBe(204);
    expect((await thread(call, `a/deliverySchedule/${LINE}`, buyer)).unreadCount).toBe(0);
    await call('POST', `a/deliverySchedule/${LINE}/messages`, { token: buyer, body: { text: 'By 2026-03-01, please.' } });
    const seenBySupplier = await thread(call, `su/deliverySchedule/${LINE}`, supplier);
    expect(seenBySupplier.items.map((m) => [m.side, m.text, m.unread])).toEqual([['supplier', 'Which date would suit you?', false], ['internal', 'By 2026-03-01, please.', true]]);
  },

  'activity: marking read moves the marker up to the newest message the reader was shown (upTo): one that came after its read stays unread': async (call) => {
    const { buyer, supplier } = await purchasingSession(call, 'buyer', 'supplier');
    const [staff, own] = [`a/deliverySchedule/${LINE}`, `su/deliverySchedule/${LINE}`];
    const say = async (text: string) => expect((await call('POST', `${staff}/messages`, { token: buyer, body: { text } })).status).toBe(201);
    const markRead = async (body?: unknown) => (await call('PUT', `${own}/messages/read`, { token: supplier, body })).status;
    const seen = async () => (await thread(call, own, supplier)).items.map((m) => [m.text, m.unread]);

    await say('First');
    const shown = await thread(call, own, supplier);
    expect(shown.items.map((m) => [m.text, m.unread])).toEqual([['First', true]]);
    // The next message comes between the reader's read and its mark-read: it was never shown, it stays unread.
    await say('Second');
    expect(await markRead({ upTo: shown.items.at(-1)!.id })).toBe(204);
    expect(await seen()).toEqual([['First', false], ['Second', true]]);
    expect((await thread(call, own, supplier)).unreadCount).toBe(1);

    // Never past the newest there is (a later message is unread), never back.
    expect(await markRead({ upTo: 999_999 })).toBe(204);
    await say('Third');
    expect(await seen()).toEqual([['First', false], ['Second', false], ['Third', true]]);
    expect(await markRead({ upTo: shown.items[0]!.id })).toBe(204);
    expect(await seen()).toEqual([['First', false], ['Second', false], ['Third', true]]);
    // No body: every message so far, as before.
    expect(await markRead()).toBe(204);
    expect(await seen()).toEqual([['First', false], ['Second', false], ['Third', false]]);

    const malformed = await call('PUT', `${own}/messages/read`, { token: supplier, body: { upTo: 'Second' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.fieldErrors).toEqual([{ path: 'upTo', key: 'validation:number' }]);
  },

  'activity: a mark-read body that is there but malformed marks nothing read: 400 naming what is wrong (no body still marks every one)': async (call) => {
    const { buyer, supplier } = await purchasingSession(call, 'buyer', 'supplier');
    const [staff, own] = [`a/deliverySchedule/${LINE}`, `su/deliverySchedule/${LINE}`];
    expect((await call('POST', `${staff}/messages`, { token: buyer, body: { text: 'Unread until shown' } })).status).toBe(201);
    const refused = async (body: unknown, lang = 'en-US') => {
      const answer = await call('PUT', `${own}/messages/read`, { token: supplier, body, lang });
      expect(answer.status).toBe(400);
      return answer.body as { messages: string[]; fieldErrors: { path: string; message?: string; key?: string }[] };
    };

    // Not an object: a bare id, a text, a list, null.
    const notAnObject = 'The body must be a JSON object, such as {"upTo": 12}; to mark every message read, send no body.';
    for (const body of [12, 'Second', [{ upTo: 1 }], null]) expect(await refused(body)).toEqual({ messages: [notAnObject], fieldErrors: [{ path: '', message: notAnObject }] });
    expect((await refused(12, 'zh-TW')).messages).toEqual(['請求內容必須是 JSON 物件（例如 {"upTo": 12}）；若要將全部訊息標為已讀，請勿附帶內容。']);
    // A misspelled field is not "upTo left out"; every broken field is named, each with its message.
    expect(await refused({ upto: 1 })).toEqual({
      messages: ['upto is not a field of this call: name the newest message shown with upTo (its id).'],
      fieldErrors: [{ path: 'upto', message: 'upto is not a field of this call: name the newest message shown with upTo (its id).' }],
    });
    expect((await refused({ upTo: '2026-03-19T11:00:00Z', lastRead: 1 }, 'zh-TW')).fieldErrors).toEqual([
      { path: 'upTo', key: 'validation:number' },
      { path: 'lastRead', message: 'lastRead 不是此呼叫的欄位；已讀位置請以 upTo（最後看到的訊息編號）指定。' },
    ]);
    expect((await thread(call, own, supplier)).items.map((m) => [m.text, m.unread])).toEqual([['Unread until shown', true]]);

    // An empty object leaves upTo out, as no body does: every message so far.
    expect((await call('PUT', `${own}/messages/read`, { token: supplier, body: {} })).status).toBe(204);
    expect((await thread(call, own, supplier)).unreadCount).toBe(0);
  },

  'activity: another supplier reads, writes and marks nothing of a supplier\'s document: 404 as for the document itself': async (call) => {
    const { supplier, supplier2 } = await purchasingSession(call, 'supplier', 'supplier2');
    await call('POST', `su/po/${HSIN_TAI.unconfirmedPo}/messages`, { token: supplier, body: { text: 'Secret question' } });
    for (const path of [`su/po/${HSIN_TAI.unconfirmedPo}`, `su/deliverySchedule/${LINE}`]) {
      expect((await call('GET', `${path}/activity`, { token: supplier2 })).status).toBe(404);
      const read = await call('GET', `${path}/messages`, { token: supplier2 });
      expect(read.status).toBe(404);
      expect(JSON.stringify(read.body)).not.toMatch(/Secret/);
      expect((await call('POST', `${path}/messages`, { token: supplier2, body: { text: 'Hello' } })).status).toBe(404);
      expect((await call('PUT', `${path}/messages/read`, { token: supplier2 })).status).toBe(404);
    }
    // A supplier's token never reads the internal path, nor anyone without a token.
    expect((await call('GET', `a/po/${HSIN_TAI.unconfirmedPo}/messages`, { token: supplier })).status).toBe(403);
    expect((await call('GET', `su/po/${HSIN_TAI.unconfirmedPo}/activity`)).status).toBe(401);
    expect((await thread(call, `su/po/${HSIN_TAI.unconfirmedPo}`, supplier)).items.map((m) => m.text)).toEqual(['Secret question']);
  },

  'activity: an audit\'s conversation is its supplier\'s own: quality and the supplier talk, supplier2 reads nothing': async (call) => {
    const { quality, supplier, supplier2 } = await purchasingSession(call, 'quality', 'supplier', 'supplier2');
    const audit = 77;
    expect((await call('POST', `a/supplierAudit/${audit}/messages`, { token: quality, body: { text: 'Please upload the ISO certificate.' } })).status).toBe(201);
    expect((await thread(call, `su/supplierAudit/${audit}`, supplier)).items.map((m) => [m.side, m.text, m.unread])).toEqual([['internal', 'Please upload the ISO certificate.', true]]);
    expect((await call('GET', `su/supplierAudit/${audit}/messages`, { token: supplier2 })).status).toBe(404);
  },

  'activity: staff reading a joint audit\'s conversation are told each target\'s unread count; a read one counts none, a supplier gets no one else\'s': async (call) => {
    const t = await auditSetup(call);
    const audit = await created(call, t.quality, { targets: [{ supplierId: HSIN_TAI_ID }, { supplierId: RIO_ID }] });
    expect((await act(call, t.quality, 'a', audit.id, 'invite')).status).toBe(200);
    const [staff, own] = [`a/supplierAudit/${audit.id}`, `su/supplierAudit/${audit.id}`];
    for (const text of ['Hsin Tai: which sheet?', 'Hsin Tai: and the deadline?']) expect((await call('POST', `${own}/messages`, { token: t.supplier, body: { text } })).status).toBe(201);
    expect((await call('POST', `${own}/messages`, { token: t.supplier2, body: { text: 'Rio: may we send it late?' } })).status).toBe(201);

    const counts = async (supplierId: number) => (await thread(call, staff, t.quality, `?supplierId=${supplierId}`)) as { unreadCount: number; conversations?: unknown };
    expect(await counts(RIO_ID)).toMatchObject({ unreadCount: 1, conversations: [{ supplierId: HSIN_TAI_ID, unreadCount: 2 }, { supplierId: RIO_ID, unreadCount: 1 }] });
    expect((await call('PUT', `${staff}/messages/read?supplierId=${HSIN_TAI_ID}`, { token: t.quality, body: { upTo: (await thread(call, staff, t.quality, `?supplierId=${HSIN_TAI_ID}`)).items.at(-1)!.id } })).status).toBe(204);
    expect((await counts(RIO_ID)).conversations).toEqual([{ supplierId: HSIN_TAI_ID, unreadCount: 0 }, { supplierId: RIO_ID, unreadCount: 1 }]);
    // Another staff member has read nothing: the counts are each reader's own.
    expect((await counts(HSIN_TAI_ID)).unreadCount).toBe(0);
    expect(await thread(call, staff, t.viewer, `?supplierId=${HSIN_TAI_ID}`)).toMatchObject({ conversations: [{ supplierId: HSIN_TAI_ID, unreadCount: 2 }, { supplierId: RIO_ID, unreadCount: 1 }] });

    // A supplier has its own conversation only, and every other document its one: no counts of others.
    expect(await thread(call, own, t.supplier)).not.toHaveProperty('conversations');
    expect(await thread(call, `a/deliverySchedule/${LINE}`, t.buyer)).not.toHaveProperty('conversations');
  },

  'activity: a joint audit has one conversation per target: quality reads and answers each supplier under its id, no supplier reads another\'s': async (call) => {
    const t = await auditSetup(call);
    const audit = await created(call, t.quality, { targets: [{ supplierId: HSIN_TAI_ID }, { supplierId: RIO_ID }] });
    expect((await act(call, t.quality, 'a', audit.id, 'invite')).status).toBe(200);
    const [staff, own] = [`a/supplierAudit/${audit.id}`, `su/supplierAudit/${audit.id}`];
    expect((await call('POST', `${own}/messages`, { token: t.supplier, body: { text: 'Hsin Tai: which sheet?' } })).status).toBe(201);
    expect((await call('POST', `${own}/messages`, { token: t.supplier2, body: { text: 'Rio: may we send it late?' } })).status).toBe(201);

    const read = async (supplierId: number) => (await thread(call, staff, t.quality, `?supplierId=${supplierId}`)).items.map((m) => [m.side, m.text, m.unread]);
    expect(await read(HSIN_TAI_ID)).toEqual([['supplier', 'Hsin Tai: which sheet?', true]]);
    expect(await read(RIO_ID)).toEqual([['supplier', 'Rio: may we send it late?', true]]);
    expect((await call('PUT', `${staff}/messages/read?supplierId=${RIO_ID}`, { token: t.quality })).status).toBe(204);
    expect(await read(RIO_ID)).toEqual([['supplier', 'Rio: may we send it late?', false]]);
    expect(await read(HSIN_TAI_ID)).toEqual([['supplier', 'Hsin Tai: which sheet?', true]]);

    const answered = await call('POST', `${staff}/messages?supplierId=${RIO_ID}`, { token: t.quality, body: { text: 'Rio: by 2026-04-10, please.' } });
    expect(answered.status).toBe(201);
    expect((await thread(call, own, t.supplier2)).items.map((m) => [m.side, m.text])).toEqual([['supplier', 'Rio: may we send it late?'], ['internal', 'Rio: by 2026-04-10, please.']]);
    expect((await thread(call, own, t.supplier)).items.map((m) => m.text)).toEqual(['Hsin Tai: which sheet?']);
    expect(await read(HSIN_TAI_ID)).toEqual([['supplier', 'Hsin Tai: which sheet?', true]]);

    // A supplier names none but itself; staff name one of the targets, and must when there are several.
    expect((await call('GET', `${own}/messages?supplierId=${RIO_ID}`, { token: t.supplier })).status).toBe(404);
    expect((await call('GET', `${own}/messages?supplierId=${HSIN_TAI_ID}`, { token: t.supplier })).status).toBe(200);
    const unnamed = await call('GET', `${staff}/messages`, { token: t.quality, lang: 'en-US' });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.messages).toEqual(['This audit has several target suppliers, each with its own conversation: name the supplier (supplierId).']);
    expect((await call('POST', `${staff}/messages`, { token: t.quality, body: { text: 'To whom?' } })).status).toBe(400);
    expect((await call('GET', `${staff}/messages?supplierId=1003`, { token: t.quality })).status).toBe(404);
    expect((await call('POST', `${staff}/messages?supplierId=1003`, { token: t.quality, body: { text: 'Hello' } })).status).toBe(404);
    expect((await call('PUT', `${staff}/messages/read?supplierId=1003`, { token: t.quality })).status).toBe(404);
    expect((await call('GET', `${staff}/messages?supplierId=abc`, { token: t.quality })).status).toBe(400);
    for (const supplierId of [HSIN_TAI_ID, RIO_ID]) expect(JSON.stringify((await thread(call, staff, t.quality, `?supplierId=${supplierId}`)).items)).not.toMatch(/To whom|Hello/);

    // The timeline is the audit's, on either side, whoever reads it.
    for (const [path, token] of [[staff, t.quality], [own, t.supplier], [own, t.supplier2]] as const) {
      const timeline = await call('GET', `${path}/activity`, { token });
      expect(timeline.status).toBe(200);
      expect(timeline.body).toEqual([expect.objectContaining({ action: 'invite', by: expect.objectContaining({ account: 'quality' }) })]);
    }
  },

  'activity: an audit of one target needs no supplier named; a second target added to the DRAFT keeps the first one\'s conversation; no supplier hears of it before the invitation': async (call) => {
    const t = await auditSetup(call);
    const audit = await created(call, t.quality);
    const staff = `a/supplierAudit/${audit.id}`;
    expect((await call('POST', `${staff}/messages`, { token: t.quality, body: { text: 'Draft: start with the QM sheet.' } })).status).toBe(201);
    expect((await thread(call, staff, t.quality)).items.map((m) => m.text)).toEqual(['Draft: start with the QM sheet.']);
    expect((await thread(call, staff, t.quality, `?supplierId=${HSIN_TAI_ID}`)).items.map((m) => m.text)).toEqual(['Draft: start with the QM sheet.']);

    expect((await call('PUT', staff, { token: t.quality, body: plan({ targets: [{ supplierId: HSIN_TAI_ID }, { supplierId: RIO_ID }] }) })).status).toBe(200);
    expect((await thread(call, staff, t.quality, `?supplierId=${HSIN_TAI_ID}`)).items.map((m) => m.text)).toEqual(['Draft: start with the QM sheet.']);
    expect((await thread(call, staff, t.quality, `?supplierId=${RIO_ID}`)).items).toEqual([]);
    // Staff write to a target while the audit is a DRAFT: no supplier is told of an audit not yet sent to it (its link would 404).
    expect((await call('POST', `${staff}/messages?supplierId=${HSIN_TAI_ID}`, { token: t.quality, body: { text: 'Draft: and the ENV sheet.' } })).status).toBe(201);
    for (const token of [t.supplier, t.supplier2]) expect(await noticesOf(call, token, 'MESSAGE_RECEIVED')).toEqual([]);

    expect((await act(call, t.quality, 'a', audit.id, 'invite')).status).toBe(200);
    // The invitation is the news: the drafts wait in the conversation, unread, with no notice of their own.
    const own = `su/supplierAudit/${audit.id}`;
    expect((await thread(call, own, t.supplier)).items.map((m) => [m.text, m.unread])).toEqual([['Draft: start with the QM sheet.', true], ['Draft: and the ENV sheet.', true]]);
    expect((await thread(call, own, t.supplier2)).items).toEqual([]);
    expect((await noticesOf(call, t.supplier, 'AUDIT_INVITED')).map((n) => n.link)).toEqual([`/admin/audit/detail/view/${audit.id}`]);
    expect(await noticesOf(call, t.supplier, 'MESSAGE_RECEIVED')).toEqual([]);
    // Once it is sent, a message is news to the supplier it is with.
    expect((await call('POST', `${staff}/messages?supplierId=${HSIN_TAI_ID}`, { token: t.quality, body: { text: 'Due on 2026-04-10.' } })).status).toBe(201);
    expect((await noticesOf(call, t.supplier, 'MESSAGE_RECEIVED')).map((n) => n.link)).toEqual([`/admin/audit/detail/view/${audit.id}?panel=conversation`]);
    expect(await noticesOf(call, t.supplier2, 'MESSAGE_RECEIVED')).toEqual([]);
  },

  'activity: the supplier\'s own record (su/supplier/me) and staff\'s a/supplier/{id} are one timeline and one conversation': async (call) => {
    const { buyer, supplier, supplier2 } = await purchasingSession(call, 'buyer', 'supplier', 'supplier2');
    expect((await call('POST', 'su/supplier/me/messages', { token: supplier, body: { text: 'Our bank changed.' } })).status).toBe(201);
    expect((await thread(call, `a/supplier/${HSIN_TAI_ID}`, buyer)).items.map((m) => [m.text, m.unread])).toEqual([['Our bank changed.', true]]);
    expect((await thread(call, 'su/supplier/me', supplier2)).items).toEqual([]);
    expect((await call('GET', 'su/supplier/me/activity', { token: supplier })).status).toBe(200);
  },

  'activity: a message needs a text of at most 2000 characters and only files its author uploaded': async (call) => {
    const { supplier } = await purchasingSession(call, 'supplier');
    const path = `su/po/${HSIN_TAI.unconfirmedPo}/messages`;
    const blank = await call('POST', path, { token: supplier, body: { text: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.fieldErrors).toEqual([{ path: 'text', key: 'validation:required' }]);
    expect((await call('POST', path, { token: supplier, body: { text: 'x'.repeat(2001) } })).body.fieldErrors).toEqual([{ path: 'text', key: 'validation:tooLong', params: { max: 2000 } }]);
    const stranger = await call('POST', path, { token: supplier, body: { text: 'See file', attachments: [{ fileId: 'file-nobody', fileName: 'spec.pdf' }] }, lang: 'en-US' });
    expect(stranger.status).toBe(400);
    expect(stranger.body.fieldErrors).toEqual([{ path: 'attachments', message: 'The file "spec.pdf" was not found; upload it again.' }]);
    expect((await call('GET', 'su/nothing/1/activity', { token: supplier })).status).toBe(404);
  },
};
