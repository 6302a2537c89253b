import type { FileRef, Supplier } from 'shared-ui/contract';
import type { Call } from '../call';
import { act, auditSetup, created, evidence } from './audit-helpers';
import { docForm, noticeForm, publishedDoc } from './bulletin-helpers';
import type { Cases } from './cases';
import { HSIN_TAI, purchasingSession } from './purchasing-helpers';
import { putChanged, seeded, SUP, tokens } from './supplier-helpers';

// Spec section 7: `g/file/issue` gives a token, and the record that uses the file commits it. The
// portal never calls `g/file/{id}/commit` itself: the server commits the files a saved record
// names. The mock keeps at most 200 files and forgets the uncommitted ones first (file-store.ts),
// so a file a record names but nobody committed was forgotten under it: the record still listed
// the attachment, and its download answered "No such file".

/** As many fresh uploads as the mock keeps files: every uncommitted file older than them is forgotten. */
async function crowdOut(call: Call, token: string) {
  for (let i = 0; i < 200; i++) await evidence(call, token, `filler-${i}.pdf`);
}

/** Each file still downloads to `token` (a reader of its record), with the bytes uploaded. */
async function expectDownloads(call: Call, token: string, files: readonly FileRef[]) {
  for (const file of files) {
    const answer = await call('GET', `g/file/${file.fileId}`, { token, lang: 'en-US' });
    expect({ name: file.fileName, status: answer.status, messages: answer.body?.messages }).toEqual({ name: file.fileName, status: 200, messages: undefined });
    expect([...answer.bytes]).toEqual([0x25, 0x50, 0x44, 0x46, 0x0a]);
  }
}

const event = { subject: 'Quarterly review', eventTypeCode: 'MEETING', eventDate: '2026-03-25' };

export const fileCommitCases: Cases = {
  'a/supplier: the files a created and a changed supplier name outlast 200 later uploads': async (call) => {
    const t = await tokens(call, 'buyer', 'joao.silva');
    const changed = await evidence(call, t.buyer, 'brochure.pdf');
    expect((await putChanged(call, t.buyer, SUP.hsinTai, (s) => s.basicData.freeAttachmentList.push(changed))).status).toBe(200);
    // A new supplier (1060's copy, by a buyer of Brazil's orgs, who reads it) with a contact's card.
    const card = await evidence(call, t['joao.silva'], 'contact-card.pdf');
    const { id: _id, permissions: _p, ...template } = seeded(SUP.b1Draft);
    const contactList = template.basicData.contactList.map((c, i) => (i === 0 ? { ...c, attachment: card } : c));
    const created = await call('POST', 'a/supplier', { token: t['joao.silva'], body: { ...template, basicData: { ...template.basicData, contactList } } });
    expect(created.status).toBe(201);
    expect((created.body as Supplier).basicData.contactList[0]!.attachment?.fileId).toBe(card.fileId);

    await crowdOut(call, t.buyer);
    await expectDownloads(call, t.buyer, [changed]);
    await expectDownloads(call, t['joao.silva'], [card]);
  },

  'su/supplier/me: a file the supplier adds to its own record outlasts 200 later uploads': async (call) => {
    const { supplier } = await tokens(call, 'supplier');
    const file = await evidence(call, supplier, 'iso-9001.pdf');
    const me: Supplier = (await call('GET', 'su/supplier/me', { token: supplier })).body;
    const { companyInfo, contactList, categoryInfoList, bankInfoList, attachmentList, freeAttachmentList } = me.basicData;
    const body = { companyInfo, contactList, categoryInfoList, bankInfoList, attachmentList, freeAttachmentList: [...freeAttachmentList, file] };
    expect((await call('PUT', 'su/supplier/me', { token: supplier, body })).status).toBe(200);

    await crowdOut(call, supplier);
    await expectDownloads(call, supplier, [file]);
  },

  'a refused save commits nothing: its upload is forgotten under 200 later uploads, a saved one stays': async (call) => {
    const { supplier } = await tokens(call, 'supplier');
    const me: Supplier = (await call('GET', 'su/supplier/me', { token: supplier })).body;
    const { companyInfo, contactList, categoryInfoList, bankInfoList, attachmentList, freeAttachmentList } = me.basicData;
    const body = (file: FileRef, langCode = companyInfo.langCode) => ({ companyInfo: { ...companyInfo, langCode }, contactList, categoryInfoList, bankInfoList, attachmentList, freeAttachmentList: [...freeAttachmentList, file] });
    // A language code outside its list: the save is refused at its field and stores nothing.
    const refusedFile = await evidence(call, supplier, 'refused.pdf');
    const refused = await call('PUT', 'su/supplier/me', { token: supplier, body: body(refusedFile, 'xx') });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual([{ path: 'companyInfo.langCode', key: 'validation:invalid' }]);
    const savedFile = await evidence(call, supplier, 'saved.pdf');
    expect((await call('PUT', 'su/supplier/me', { token: supplier, body: body(savedFile) })).status).toBe(200);

    await crowdOut(call, supplier);
    await expectDownloads(call, supplier, [savedFile]);
    expect((await call('GET', `g/file/${refusedFile.fileId}`, { token: supplier })).status).toBe(404);
  },

  'a/supplier/relationLog: the attachments of a created and a changed event outlast 200 later uploads': async (call) => {
    const { buyer } = await tokens(call, 'buyer');
    const minutes = await evidence(call, buyer, 'minutes.pdf');
    const created = await call('POST', 'a/supplier/relationLog', { token: buyer, body: { ...event, supplierId: SUP.hsinTai, attachments: [minutes] } });
    expect(created.status).toBe(201);
    const slides = await evidence(call, buyer, 'slides.pdf');
    const other = await call('POST', 'a/supplier/relationLog', { token: buyer, body: { ...event, supplierId: SUP.hsinTai } });
    const changed = await call('PUT', `a/supplier/relationLog/${other.body.id}`, { token: buyer, body: { ...event, attachments: [slides] } });
    expect(changed.status).toBe(200);

    await crowdOut(call, buyer);
    await expectDownloads(call, buyer, [minutes, slides]);
  },

  'a/eipBulletin: the attachments of a created and a changed document outlast 200 later uploads': async (call) => {
    const { buyer } = await purchasingSession(call, 'buyer');
    const form = await evidence(call, buyer, 'carbon-form.pdf');
    expect((await call('POST', 'a/eipBulletin', { token: buyer, body: docForm({ attachments: [form] }) })).status).toBe(201);
    const guide = await evidence(call, buyer, 'guide.pdf');
    const other = await call('POST', 'a/eipBulletin', { token: buyer, body: docForm() });
    expect((await call('PUT', `a/eipBulletin/${other.body.id}`, { token: buyer, body: docForm({ attachments: [guide] }) })).status).toBe(200);

    await crowdOut(call, buyer);
    await expectDownloads(call, buyer, [form, guide]);
  },

  'a/purchaseBulletin: the attachments of a created and a changed bulletin outlast 200 later uploads': async (call) => {
    const { buyer } = await purchasingSession(call, 'buyer');
    const hours = await evidence(call, buyer, 'receiving-hours.pdf');
    expect((await call('POST', 'a/purchaseBulletin', { token: buyer, body: noticeForm({ attachments: [hours] }) })).status).toBe(201);
    const map = await evidence(call, buyer, 'dock-map.pdf');
    const other = await call('POST', 'a/purchaseBulletin', { token: buyer, body: noticeForm() });
    expect((await call('PUT', `a/purchaseBulletin/${other.body.id}`, { token: buyer, body: noticeForm({ attachments: [map] }) })).status).toBe(200);

    await crowdOut(call, buyer);
    await expectDownloads(call, buyer, [hours, map]);
  },

  'su/eipBulletin/{id}/reply: the files of a saved and of a sent reply outlast 200 later uploads': async (call) => {
    const { buyer, admin, supplier } = await purchasingSession(call, 'buyer', 'admin', 'supplier');
    const saved = await evidence(call, supplier, 'draft-reply.pdf');
    const first = await publishedDoc(call, buyer, admin);
    expect((await call('PUT', `su/eipBulletin/${first}/reply`, { token: supplier, body: { content: 'Draft', files: [saved] } })).status).toBe(200);
    const sent = await evidence(call, supplier, 'signed.pdf');
    const second = await publishedDoc(call, buyer, admin);
    expect((await call('POST', `su/eipBulletin/${second}/reply/commit`, { token: supplier, body: { content: 'Signed', files: [sent] } })).status).toBe(200);

    await crowdOut(call, supplier);
    await expectDownloads(call, supplier, [saved, sent]);
  },

  // These saves committed their files in their own handlers before the store did it for every save.
  'an audit\'s self-assessment evidence and a message\'s attachment outlast 200 later uploads': async (call) => {
    const t = await auditSetup(call);
    const audit = await created(call, t.quality);
    expect((await act(call, t.quality, 'a', audit.id, 'invite')).status).toBe(200);
    const proof = await evidence(call, t.supplier, 'self-assessment.pdf');
    const scoreList = audit.surveyIds.map((s) => ({ surveyId: s.surveyId, selfScore: 80, selfFile: proof }));
    expect((await act(call, t.supplier, 'su', audit.id, 'score', { scoreList })).status).toBe(200);
    const spec = await evidence(call, t.supplier, 'drawing.pdf');
    expect((await call('POST', `su/po/${HSIN_TAI.unconfirmedPo}/messages`, { token: t.supplier, body: { text: 'See the drawing', attachments: [spec] } })).status).toBe(201);

    await crowdOut(call, t.supplier);
    await expectDownloads(call, t.supplier, [proof, spec]);
  },
};
