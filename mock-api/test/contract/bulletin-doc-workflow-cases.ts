import type { Cases } from './cases';
import { docForm, messagesOf, publishedDoc } from './bulletin-helpers';
import { outbox } from './helpers';
import { purchasingSession } from './purchasing-helpers';

const HSIN_TAI = 1001;
const RIO = 1002;

/** Document tracking, internal side: draft, commit, confirm/reject, versions, close, cancel, remind. */
export const bulletinDocWorkflowCases: Cases = {
  'a/eipBulletin: a draft is created with a new doc no. and changed; every broken rule answers 400 at its field': async (call) => {
    const { buyer, quality } = await purchasingSession(call, 'buyer', 'quality');
    const created = await call('POST', 'a/eipBulletin', { token: buyer, body: docForm() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ docNo: expect.stringMatching(/^DT-2026-\d{4}$/), version: 1, status: 'DRAFT', docVersionStatus: 'CURRENT', reminderCount: 0 });
    expect(created.body.docVersionCode).toBe(`${created.body.docNo}-01`);
    expect(created.body.history).toEqual([expect.objectContaining({ action: 'CREATE', by: expect.objectContaining({ account: 'buyer' }) })]);

    const broken = await call('POST', 'a/eipBulletin', {
      token: buyer,
      lang: 'en-US',
      body: docForm({ subject: ' ', content: '<p> </p>', validTo: '2026-01-01', replyDueDate: '2026-03-01', targets: { type: 'SUPPLIER', supplierIds: [] } }),
    });
    expect(broken.status).toBe(400);
    expect(broken.body.fieldErrors.map((e: { path: string }) => e.path).sort()).toEqual(['content', 'replyDueDate', 'subject', 'targets.supplierIds', 'validTo']);
    expect(messagesOf(broken)).toEqual(expect.arrayContaining(['Required', 'The start date cannot be later than the end date.', 'The reply due date cannot be earlier than the publish date.', 'Select at least one.']));
    const noDue = await call('POST', 'a/eipBulletin', { token: buyer, body: docForm({ replyDueDate: '' }) });
    expect(noDue.body.fieldErrors).toEqual([{ path: 'replyDueDate', key: 'validation:required' }]);
    const twice = await call('POST', 'a/eipBulletin', { token: buyer, lang: 'en-US', body: docForm({ targets: { type: 'SUPPLIER', supplierIds: [HSIN_TAI, HSIN_TAI] } }) });
    expect(messagesOf(twice)).toEqual(['Duplicate supplier selected.']);
    const potential = await call('POST', 'a/eipBulletin', { token: buyer, lang: 'en-US', body: docForm({ targets: { type: 'SUPPLIER', supplierIds: [HSIN_TAI, 1003] } }) });
    expect(potential.status).toBe(400);
    expect(potential.body.fieldErrors[0].path).toBe('targets.supplierIds');
    expect(messagesOf(potential)[0]).toMatch(/1003/);
    expect((await call('POST', 'a/eipBulletin', { token: quality, body: docForm() })).status).toBe(403);

    const id = created.body.id;
    const changed = await call('PUT', `a/eipBulletin/${id}`, { token: buyer, body: docForm({ title: 'Changed', replyRequired: false, replyDueDate: '' }) });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ title: 'Changed', replyRequired: false, status: 'DRAFT' });
    expect(changed.body).not.toHaveProperty('replyDueDate');
    expect((await call('GET', `a/eipBulletin/${id}`, { token: quality })).status).toBe(403);
    expect((await call('GET', 'a/eipBulletin/99999', { token: buyer })).status).toBe(404);
  },

  'a/eipBulletinPublish: commit asks for approval; reject needs a reason and sends it back; confirm publishes with a reply and a mail per target': async (call) => {
    const { buyer, admin, viewer } = await purchasingSession(call, 'buyer', 'admin', 'viewer');
    const id = (await call('POST', 'a/eipBulletin', { token: buyer, body: docForm({ targets: { type: 'CRITERIA', greenSupplyChain: true } }) })).body.id;
    // Confirming or rejecting a draft: 409 with the reason.
    const early = await call('POST', `a/eipBulletinPublish/${id}/confirm`, { token: admin, lang: 'en-US' });
    expect(early.status).toBe(409);
    expect(messagesOf(early)).toEqual(['Confirming is not allowed: the announcement is draft.']);
    expect((await call('POST', `a/eipBulletinPublish/${id}/commit`, { token: viewer })).status).toBe(403);
    const committed = await call('POST', `a/eipBulletinPublish/${id}/commit`, { token: buyer });
    expect(committed.body.status).toBe('COMMITTED');
    expect((await call('POST', `a/eipBulletinPublish/${id}/commit`, { token: buyer })).status).toBe(409);
    expect((await call('PUT', `a/eipBulletin/${id}`, { token: buyer, body: docForm() })).status).toBe(409);

    // The approver reads the request with the suppliers it reaches: the green supply chain as it stands (1002 in it, 1001 not).
    const request = await call('GET', `a/eipBulletinPublish/${id}`, { token: admin });
    const reached: number[] = request.body.targetSuppliers.map((s: { id: number }) => s.id);
    expect(reached).toContain(RIO);
    expect(reached).not.toContain(HSIN_TAI);
    expect(request.body.targetSuppliers.every((s: { greenSupplierChainSurvey: boolean }) => s.greenSupplierChainSurvey)).toBe(true);

    const noReason = await call('POST', `a/eipBulletinPublish/${id}/reject`, { token: admin, body: { reason: ' ' }, lang: 'en-US' });
    expect(noReason.status).toBe(400);
    expect(messagesOf(noReason)).toEqual(['Required']);
    const rejected = await call('POST', `a/eipBulletinPublish/${id}/reject`, { token: admin, body: { reason: '請補上範本 Attach the template' } });
    expect(rejected.body.status).toBe('REJECTED');
    expect(rejected.body.history.at(-1)).toMatchObject({ action: 'REJECT', note: '請補上範本 Attach the template', by: { account: 'admin' } });
    expect((await call('POST', `a/eipBulletinPublish/${id}/reject`, { token: admin, body: { reason: 'again' } })).status).toBe(409);

    // Corrected (back to DRAFT), committed again and confirmed.
    expect((await call('PUT', `a/eipBulletin/${id}`, { token: buyer, body: docForm({ title: 'With template', targets: { type: 'CRITERIA', greenSupplyChain: true } }) })).body.status).toBe('DRAFT');
    await call('POST', `a/eipBulletinPublish/${id}/commit`, { token: buyer });
    expect((await call('POST', `a/eipBulletinPublish/${id}/confirm`, { token: viewer })).status).toBe(403);
    const confirmed = await call('POST', `a/eipBulletinPublish/${id}/confirm`, { token: admin });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'PUBLISHED', docVersionStatus: 'CURRENT', publishDate: '2026-03-19' });
    expect(confirmed.body.replies.map((r: { supplierId: number }) => r.supplierId).sort()).toEqual([...reached].sort());
    expect(confirmed.body.replies.every((r: { status: string }) => r.status === 'PENDING')).toBe(true);
    expect((await outbox(call)).filter((m) => m.subject.includes(confirmed.body.docNo)).length).toBeGreaterThanOrEqual(reached.length);
    expect((await call('POST', `a/eipBulletinPublish/${id}/confirm`, { token: admin })).status).toBe(409);
  },

  'a/eipBulletin/{id}/publish: a new version of a published doc; once confirmed the earlier version is OLD and closed': async (call) => {
    const { buyer, admin, supplier } = await purchasingSession(call, 'buyer', 'admin', 'supplier');
    const v1 = await publishedDoc(call, buyer, admin);
    const draftAsBase = (await call('POST', 'a/eipBulletin', { token: buyer, body: docForm() })).body.id;
    expect((await call('POST', `a/eipBulletin/${draftAsBase}/publish`, { token: buyer })).status).toBe(409);

    const v2 = await call('POST', `a/eipBulletin/${v1}/publish`, { token: buyer });
    expect(v2.status).toBe(201);
    expect(v2.body).toMatchObject({ version: 2, status: 'DRAFT' });
    expect(v2.body.replies).toBeUndefined();
    const doc = (await call('GET', `a/eipBulletin/${v1}`, { token: buyer })).body;
    expect(v2.body.docNo).toBe(doc.docNo);
    expect(v2.body.docVersionCode).toBe(`${doc.docNo}-02`);
    // Only the newest version gets a successor; until v2 is published, v1 stays current.
    const again = await call('POST', `a/eipBulletin/${v1}/publish`, { token: buyer, lang: 'en-US' });
    expect(messagesOf(again)).toEqual(['This document already has a newer version; work on the newest one.']);
    expect((await call('GET', `a/eipBulletin/${v1}`, { token: buyer })).body).toMatchObject({ docVersionStatus: 'CURRENT', status: 'PUBLISHED' });

    await call('POST', `a/eipBulletinPublish/${v2.body.id}/commit`, { token: buyer });
    await call('POST', `a/eipBulletinPublish/${v2.body.id}/confirm`, { token: buyer });
    const old = (await call('GET', `a/eipBulletin/${v1}`, { token: buyer })).body;
    expect(old).toMatchObject({ docVersionStatus: 'OLD', status: 'CLOSED' });
    expect(old.versions.map((v: { version: number; docVersionStatus: string }) => [v.version, v.docVersionStatus])).toEqual([[1, 'OLD'], [2, 'CURRENT']]);
    const own = await call('POST', 'su/eipBulletin/search', { token: supplier, body: { docNo: doc.docNo } });
    expect(own.body.items.map((r: { id: number }) => r.id)).toEqual([v2.body.id]);
  },

  'a/eipBulletin/close/{docVersionCode}: a published version stops taking replies; closing twice or a draft is refused': async (call) => {
    const { buyer, admin, supplier } = await purchasingSession(call, 'buyer', 'admin', 'supplier');
    const id = await publishedDoc(call, buyer, admin);
    const code = (await call('GET', `a/eipBulletin/${id}`, { token: buyer })).body.docVersionCode;
    const closed = await call('POST', `a/eipBulletin/close/${code}`, { token: buyer });
    expect(closed.body.status).toBe('CLOSED');
    expect((await call('POST', `a/eipBulletin/close/${code}`, { token: buyer })).status).toBe(409);
    expect((await call('POST', 'a/eipBulletin/close/DT-1999-0001-01', { token: buyer })).status).toBe(404);
    const reply = await call('PUT', `su/eipBulletin/${id}/reply`, { token: supplier, lang: 'en-US', body: { content: 'late' } });
    expect(reply.status).toBe(409);
    expect(messagesOf(reply)).toEqual(['This document is closed or replaced by a newer version: it no longer takes replies.']);
  },

  'a/eipBulletin/{id}/cancel: a version is withdrawn (CANCELLED); twice, or while waiting for approval, is refused': async (call) => {
    const { buyer, admin } = await purchasingSession(call, 'buyer', 'admin');
    const id = await publishedDoc(call, buyer, admin);
    expect((await call('POST', `a/eipBulletin/${id}/cancel`, { token: buyer })).body).toMatchObject({ docVersionStatus: 'CANCELLED', status: 'CLOSED' });
    expect((await call('POST', `a/eipBulletin/${id}/cancel`, { token: buyer })).status).toBe(409);
    const waiting = (await call('POST', 'a/eipBulletin', { token: buyer, body: docForm() })).body.id;
    await call('POST', `a/eipBulletinPublish/${waiting}/commit`, { token: buyer });
    expect((await call('POST', `a/eipBulletin/${waiting}/cancel`, { token: buyer })).status).toBe(409);
  },

  'a/eipBulletin/{id}/remind: mails the targets still to reply and raises the count; refused with nobody waiting or no reply required': async (call) => {
    const { buyer, admin } = await purchasingSession(call, 'buyer', 'admin');
    const id = await publishedDoc(call, buyer, admin, { targets: { type: 'SUPPLIER', supplierIds: [HSIN_TAI] } });
    const before = (await outbox(call)).length;
    const reminded = await call('POST', `a/eipBulletin/${id}/remind`, { token: buyer });
    expect(reminded.body.reminderCount).toBe(1);
    expect(reminded.body.history.at(-1)).toMatchObject({ action: 'REMIND', note: '1' });
    const mails = (await outbox(call)).slice(before);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.every((m) => /催覆|Reminder/.test(m.subject))).toBe(true);
    expect((await call('POST', `a/eipBulletin/${id}/remind`, { token: buyer })).body.reminderCount).toBe(2);

    const noReply = await publishedDoc(call, buyer, admin, { replyRequired: false, replyDueDate: '' });
    expect((await call('POST', `a/eipBulletin/${noReply}/remind`, { token: buyer })).status).toBe(409);
    const draft = (await call('POST', 'a/eipBulletin', { token: buyer, body: docForm() })).body.id;
    expect((await call('POST', `a/eipBulletin/${draft}/remind`, { token: buyer })).status).toBe(409);
  },

  'a/eipBulletin/publishTargets and a/supplier/searchPublishTarget: who a target reaches; a/supplier/eipBulletin/{id}: a supplier’s documents': async (call) => {
    const { buyer, supplier } = await purchasingSession(call, 'buyer', 'supplier');
    const chain = await call('POST', 'a/eipBulletin/publishTargets', { token: buyer, body: { type: 'CRITERIA', greenSupplyChain: true } });
    expect(chain.body.length).toBeGreaterThan(10);
    expect(chain.body.every((s: { greenSupplierChainSurvey: boolean }) => s.greenSupplierChainSurvey)).toBe(true);
    expect((await call('POST', 'a/eipBulletin/publishTargets', { token: buyer, body: { type: 'SUPPLIER', supplierIds: [] } })).status).toBe(400);
    const taiwan = await call('POST', 'a/supplier/searchPublishTarget', { token: buyer, body: { countryCode: 'TW', paging: { pageSize: 1000 } } });
    const ids = taiwan.body.items.map((s: { id: number }) => s.id);
    expect(ids).toContain(HSIN_TAI);
    expect(ids).not.toContain(RIO);
    expect(ids).not.toContain(1003); // potential: no announcements yet
    const byName = await call('POST', 'a/supplier/searchPublishTarget', { token: buyer, body: { keyword: 'Hsin Tai Precision' } });
    expect(byName.body.items).toContainEqual(expect.objectContaining({ id: HSIN_TAI, countryCode: 'TW', greenSupplierChainSurvey: false }));
        const green = (await call('POST', 'a/supplier/searchPublishTarget', { token: buyer, body: { greenSupplierChainSurvey: true, paging: { pageSize: 1000 } } })).body.items;
    expect(green.map((s: { id: number }) => s.id)).toContain(RIO);
    expect((await call('POST', 'a/supplier/searchPublishTarget', { token: supplier, body: {} })).status).toBe(403);
    const docs = await call('GET', `a/supplier/eipBulletin/${HSIN_TAI}`, { token: buyer });
    expect(docs.body.map((r: { id: number }) => r.id).sort((a: number, b: number) => a - b)).toEqual([10, 11, 13, 15, 17, 18, 19, 20, 22, 23, 24, 25, 26, 27]);
    expect((await call('GET', 'a/supplier/eipBulletin/99999', { token: buyer })).status).toBe(404);
    expect((await call('GET', `a/supplier/eipBulletin/${HSIN_TAI}`, { token: supplier })).status).toBe(403);
  },
};
