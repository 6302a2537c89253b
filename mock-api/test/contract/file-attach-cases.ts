import type { FileRef, Supplier } from 'shared-ui/contract';
import type { Answer } from '../call';
import { act, auditSetup, committedAudit, created, evidence } from './audit-helpers';
import { docForm, publishedDoc } from './bulletin-helpers';
import type { Cases } from './cases';
import { purchasingSession } from './purchasing-helpers';
import { sentInquiry } from './sourcing-helpers';
import { putChanged, SUP, tokens } from './supplier-helpers';

// Which files a save may name (issue 18, after faea0bf): those its record holds already (saved
// again as it was read, never refused), where a copy is saved those of a record the caller reads,
// and the caller's own fresh uploads. Another's file is refused at its field (400, the message in
// the request's language), or attaching it to one's own document would open its download
// (`g/file/{id}` answers a reader of a document holding it).

const RIO_BANK = { fileId: 'seed-1002-BANK', fileName: 'rio-bank-proof.pdf' };
const notFound = (name: string) => `The file "${name}" was not found; upload it again.`;
const fieldErrorsOf = (answer: Answer) => answer.body.fieldErrors as { path: string; message: string }[];

export const fileAttachCases: Cases = {
  'PUT su/eipBulletin/{id}/reply: another supplier\'s file is refused at `files` (both languages); its own upload and its reply\'s files are taken': async (call) => {
    const { buyer, admin, supplier, supplier2 } = await purchasingSession(call, 'buyer', 'admin', 'supplier', 'supplier2');
    const id = await publishedDoc(call, buyer, admin);
    const path = `su/eipBulletin/${id}/reply`;
    const guessed = await call('PUT', path, { token: supplier, lang: 'en-US', body: { content: 'Signed', files: [RIO_BANK] } });
    expect(guessed.status).toBe(400);
    expect(fieldErrorsOf(guessed)).toEqual([{ path: 'files', message: notFound('rio-bank-proof.pdf') }]);
    expect(guessed.body.messages).toEqual([notFound('rio-bank-proof.pdf')]);
    const zh = await call('PUT', path, { token: supplier, body: { content: 'Signed', files: [RIO_BANK] } });
    expect(fieldErrorsOf(zh)).toEqual([{ path: 'files', message: '找不到檔案「rio-bank-proof.pdf」，請重新上傳。' }]);
    // Nor by the commit, nor with a fresh upload of another supplier.
    const others = await evidence(call, supplier2, 'rio-quote.pdf');
    const sent = await call('POST', `${path}/commit`, { token: supplier, lang: 'en-US', body: { content: 'Signed', files: [others] } });
    expect(fieldErrorsOf(sent)).toEqual([{ path: 'files', message: notFound('rio-quote.pdf') }]);
    expect((await call('GET', `g/file/${RIO_BANK.fileId}`, { token: supplier })).status).toBe(404);

    const own = await evidence(call, supplier, 'signed.pdf');
    const saved = await call('PUT', path, { token: supplier, body: { content: 'Signed', files: [own] } });
    expect(saved.status).toBe(200);
    const held = saved.body.reply.files as FileRef[];
    expect(held.map((f) => f.fileId)).toEqual([own.fileId]);
    // Saved again and sent with the files it holds: taken.
    expect((await call('PUT', path, { token: supplier, body: { content: 'Signed again', files: held } })).status).toBe(200);
    expect((await call('POST', `${path}/commit`, { token: supplier, body: { content: 'Signed again', files: held } })).status).toBe(200);
  },

  'PUT su/quotation/{id}: an attachment of another account is refused at `attachments`; the supplier\'s own and its quotation\'s are taken': async (call) => {
    const { tokens: t, hsinTai } = await sentInquiry(call);
    const lines = [{ seq: 1, firstObjectPrice: 10, objectPrice: 10 }];
    const save = (attachments: FileRef[], lang?: string) => call('PUT', `su/quotation/${hsinTai}`, { token: t.supplier, lang, body: { lines, warranty: '12 months', attachments } });
    const others = await evidence(call, t.supplier2, 'rio-price-list.pdf');
    const refused = await save([others], 'en-US');
    expect(refused.status).toBe(400);
    expect(fieldErrorsOf(refused)).toEqual([{ path: 'attachments', message: notFound('rio-price-list.pdf') }]);
    expect(fieldErrorsOf(await save([RIO_BANK], 'en-US'))).toEqual([{ path: 'attachments', message: notFound('rio-bank-proof.pdf') }]);

    const own = await evidence(call, t.supplier, 'price-list.pdf');
    const saved = await save([own]);
    expect(saved.status).toBe(200);
    const held = saved.body.attachments as FileRef[];
    expect(held.map((f) => f.fileId)).toEqual([own.fileId]);
    const again = await save(held);
    expect(again.status).toBe(200);
    expect((again.body.attachments as FileRef[]).map((f) => f.fileId)).toEqual([own.fileId]);
  },

  'audit files: a self-assessment evidence or a review report of another account is refused at its score; the audit\'s own and fresh uploads are taken': async (call) => {
    const t = await auditSetup(call);
    const audit = await created(call, t.quality);
    expect((await act(call, t.quality, 'a', audit.id, 'invite')).status).toBe(200);
    const others = await evidence(call, t.supplier2, 'rio-evidence.pdf');
    const scores = (file: FileRef) => ({ scoreList: audit.surveyIds.map((s, i) => ({ surveyId: s.surveyId, selfScore: 80, selfFile: i === 1 ? file : undefined })) });
    const refused = await act(call, t.supplier, 'su', audit.id, 'score', scores(others), 'en-US');
    expect(refused.status).toBe(400);
    expect(fieldErrorsOf(refused)).toEqual([{ path: 'scoreList.1.selfFile', message: notFound('rio-evidence.pdf') }]);

    const own = await evidence(call, t.supplier, 'own-evidence.pdf');
    const scored = await act(call, t.supplier, 'su', audit.id, 'score', scores(own));
    expect(scored.status).toBe(200);
    const held = scored.body.scoreList[1].selfFile as FileRef;
    expect(held.fileId).toBe(own.fileId);
    expect((await act(call, t.supplier, 'su', audit.id, 'score', scores(held))).status).toBe(200);

    // The auditors' review: a report uploaded by someone else (here the supplier) is refused too.
    const committed = await committedAudit(call, t);
    const review = (file: FileRef, lang?: string) =>
      call('PUT', `a/supplierAudit/${committed.id}`, { token: t.quality, lang, body: { scoreList: committed.surveyIds.map((s) => ({ surveyId: s.surveyId, reviewScore: 85, reviewFile: file })) } });
    const foreignReport = await evidence(call, t.supplier, 'report-by-supplier.pdf');
    const notTheirs = await review(foreignReport, 'en-US');
    expect(notTheirs.status).toBe(400);
    expect(fieldErrorsOf(notTheirs)).toEqual(committed.surveyIds.map((_, i) => ({ path: `scoreList.${i}.reviewFile`, message: notFound('report-by-supplier.pdf') })));
    const report = await evidence(call, t.quality, 'audit-report.pdf');
    expect((await review(report)).status).toBe(200);
    expect((await review(report)).status).toBe(200);
  },

  'PUT a/supplier/{id}: a file another account uploaded is refused at its list; the record\'s own files and the editor\'s upload are taken': async (call) => {
    const t = await tokens(call, 'buyer', 'admin');
    const others = await evidence(call, t.admin, 'admin-upload.pdf');
    const refused = await putChanged(call, t.buyer, SUP.hsinTai, (s) => s.basicData.freeAttachmentList.push(others), 'en-US');
    expect(refused.status).toBe(400);
    expect(fieldErrorsOf(refused)).toEqual([{ path: 'basicData.freeAttachmentList', message: notFound('admin-upload.pdf') }]);
    const slot = (await putChanged(call, t.buyer, SUP.hsinTai, (s) => s.basicData.attachmentList[0]!.files.push(others), 'en-US'));
    expect(fieldErrorsOf(slot)).toEqual([{ path: 'basicData.attachmentList.0.files', message: notFound('admin-upload.pdf') }]);

    // The record saved again as read (its seeded files): taken; then with the editor's own upload.
    const unchanged = await putChanged(call, t.buyer, SUP.hsinTai, () => {});
    expect(unchanged.status).toBe(200);
    const own = await evidence(call, t.buyer, 'brochure.pdf');
    const saved = await putChanged(call, t.buyer, SUP.hsinTai, (s) => s.basicData.freeAttachmentList.push(own));
    expect(saved.status).toBe(200);
    expect((saved.body as Supplier).basicData.freeAttachmentList.map((f) => f.fileId)).toContain(own.fileId);
    expect((await putChanged(call, t.buyer, SUP.hsinTai, () => {})).status).toBe(200);
  },

  'a/eipBulletin: a copy keeps the source\'s attachments whoever copies it; another account\'s fresh upload is refused at `attachments`': async (call) => {
    const { buyer, admin } = await purchasingSession(call, 'buyer', 'admin');
    const file = await evidence(call, buyer, 'carbon-form.pdf');
    const source = await call('POST', 'a/eipBulletin', { token: buyer, body: docForm({ attachments: [file] }) });
    expect(source.status).toBe(201);
    const copy = await call('POST', 'a/eipBulletin', { token: admin, body: docForm({ attachments: source.body.attachments }) });
    expect(copy.status).toBe(201);
    expect((await call('PUT', `a/eipBulletin/${copy.body.id}`, { token: admin, body: docForm({ attachments: copy.body.attachments }) })).status).toBe(200);
    const fresh = await evidence(call, buyer, 'not-attached.pdf');
    const refused = await call('POST', 'a/eipBulletin', { token: admin, lang: 'en-US', body: docForm({ attachments: [fresh] }) });
    expect(refused.status).toBe(400);
    expect(fieldErrorsOf(refused)).toEqual([{ path: 'attachments', message: notFound('not-attached.pdf') }]);
  },
};
