import type { FileRef, Supplier } from 'shared-ui/contract';
import type { Call } from '../call';
import { act, auditSetup, committedAudit, created, evidence, SURVEY } from './audit-helpers';
import { noticeForm } from './bulletin-helpers';
import type { Cases } from './cases';
import { expectError } from './helpers';
import { HSIN_TAI, purchasingSession } from './purchasing-helpers';
import { tokens } from './supplier-helpers';

// Who downloads a file (`GET g/file/{id}`, api-conventions.md object-level access): while no record
// names it, whoever uploaded it; then whoever reads a document holding it, as that document's own
// GET answers them. Anyone else is told there is no such file (404, as an unknown id), so a
// guessable id (`seed-<supplier>-<type>`) opens nothing. Accounts: supplier (1001 Hsin Tai, orgs
// 1100 and 2100), supplier2 (1002 Rio Metals, 3100), buyer (1100, 1200, 2100), joao.silva (3100, 3200).
const HSIN_TAI_ID = 1001;
const RIO_ID = 1002;

const status = async (call: Call, fileId: string, token: string) => (await call('GET', `g/file/${encodeURIComponent(fileId)}`, { token })).status;

/** The file of the supplier's bank proof attachment (`…-BANK-…`), as its own record shows it. */
async function bankProofOf(call: Call, supplierToken: string): Promise<FileRef> {
  const record = (await call('GET', 'su/supplier/me', { token: supplierToken })).body as Supplier;
  const slot = record.basicData.attachmentList.find((a) => a.attachmentCode.includes('-BANK-'));
  expect(slot?.files[0]).toBeDefined();
  return slot!.files[0]!;
}

export const fileAccessCases: Cases = {
  'g/file/{fileId}: a supplier downloads its own record\'s files, another supplier\'s answer 404 as an unknown id': async (call) => {
    const t = await tokens(call, 'supplier', 'supplier2');
    const own = await bankProofOf(call, t.supplier);
    const rios = await bankProofOf(call, t.supplier2);
    expect(rios.fileId).toBe(`seed-${RIO_ID}-BANK`);
    expect(await status(call, own.fileId, t.supplier)).toBe(200);
    expect(await status(call, rios.fileId, t.supplier2)).toBe(200);
    expectError(await call('GET', `g/file/${rios.fileId}`, { token: t.supplier, lang: 'en-US' }), 404, ['No such file.']);
    expectError(await call('GET', `g/file/${rios.fileId}`, { token: t.supplier }), 404, ['找不到這個檔案。']);
    expect(await status(call, `seed-${RIO_ID}-REG`, t.supplier)).toBe(404);
    expect(await status(call, own.fileId, t.supplier2)).toBe(404);
  },

  'g/file/{fileId}: staff download a supplier\'s files within their purchasing orgs only (another org\'s: 404)': async (call) => {
    const t = await tokens(call, 'supplier', 'buyer', 'joao.silva', 'admin');
    const { fileId } = await bankProofOf(call, t.supplier);
    expect(await status(call, fileId, t.buyer)).toBe(200);
    expect(await status(call, fileId, t.admin)).toBe(200);
    expect(await status(call, fileId, t['joao.silva'])).toBe(404);
    expect(await status(call, `seed-${RIO_ID}-BANK`, t['joao.silva'])).toBe(200);
    expect(await status(call, `seed-${RIO_ID}-BANK`, t.buyer)).toBe(404);
  },

  'g/file/{fileId}: a fresh upload no record names yet is its uploader\'s alone; a message that carries it opens it to the conversation': async (call) => {
    const t = await purchasingSession(call, 'supplier', 'supplier2', 'buyer', 'admin');
    const file = await evidence(call, t.supplier, 'drawing-rev-b.pdf');
    expect(await status(call, file.fileId, t.supplier)).toBe(200);
    for (const other of [t.supplier2, t.buyer, t.admin]) expect(await status(call, file.fileId, other)).toBe(404);

    const posted = await call('POST', `su/po/${HSIN_TAI.unconfirmedPo}/messages`, { token: t.supplier, body: { text: 'Revision B attached.', attachments: [file] } });
    expect(posted.status).toBe(201);
    expect(await status(call, file.fileId, t.supplier)).toBe(200);
    expect(await status(call, file.fileId, t.buyer)).toBe(200);
    expect(await status(call, file.fileId, t.supplier2)).toBe(404);
  },

  'g/file/{fileId}: a message\'s attachment in a joint audit\'s conversation is its two sides\', not the other target\'s': async (call) => {
    const t = await auditSetup(call);
    const audit = await created(call, t.quality, { targets: [{ supplierId: HSIN_TAI_ID }, { supplierId: RIO_ID }] });
    expect((await act(call, t.quality, 'a', audit.id, 'invite')).status).toBe(200);
    const asked = await evidence(call, t.supplier, 'question.pdf');
    expect((await call('POST', `su/supplierAudit/${audit.id}/messages`, { token: t.supplier, body: { text: 'Which sheet?', attachments: [asked] } })).status).toBe(201);
    const answer = await evidence(call, t.quality, 'answer.pdf');
    const staffPath = `a/supplierAudit/${audit.id}/messages?supplierId=${HSIN_TAI_ID}`;
    expect((await call('POST', staffPath, { token: t.quality, body: { text: 'This one.', attachments: [answer] } })).status).toBe(201);

    for (const file of [asked, answer]) {
      expect(await status(call, file.fileId, t.supplier)).toBe(200);
      expect(await status(call, file.fileId, t.quality)).toBe(200);
      // Rio reads the audit, but not Hsin Tai's conversation in it.
      expect(await status(call, file.fileId, t.supplier2)).toBe(404);
    }
  },

  'g/file/{fileId}: a file a document shows only to staff stays theirs: the audit report is the supplier\'s once the result is set': async (call) => {
    const t = await auditSetup(call);
    const audit = await committedAudit(call, t);
    const report = await evidence(call, t.quality, 'audit-report.pdf');
    const scoreList = audit.surveyIds.map((s) => ({ surveyId: s.surveyId, reviewScore: 85, reviewFile: report }));
    expect((await call('PUT', `a/supplierAudit/${audit.id}`, { token: t.quality, body: { scoreList } })).status).toBe(200);
    expect(await status(call, report.fileId, t.quality)).toBe(200);
    // The audit is the supplier's, its self-assessment evidence too, but not the auditors' report yet.
    const self = (await call('GET', `su/supplierAudit/${audit.id}`, { token: t.supplier })).body.scoreList[0].selfFile as FileRef;
    expect(await status(call, self.fileId, t.supplier)).toBe(200);
    expect(await status(call, report.fileId, t.supplier)).toBe(404);
  },

  'g/file/{fileId}: a survey\'s questionnaire sheet is an invited target\'s through its audit; a supplier reads no survey itself': async (call) => {
    const t = await auditSetup(call);
    const sheet = await evidence(call, t.quality, 'clean-room-questionnaire.pdf');
    const survey = { name: 'Clean room audit', auditDepartment: 'QM', environmentLevelCodes: [], serviceItemCodes: [], supplierTypeCodes: [], status: 'ON', exampleFile: sheet };
    const made = await call('POST', 'a/supplierAuditSurvey', { token: t.quality, body: survey });
    expect(made.status).toBe(201);
    expect(await status(call, sheet.fileId, t.quality)).toBe(200);
    expect(await status(call, sheet.fileId, t.supplier)).toBe(404);
    const audit = await created(call, t.quality, { surveyIds: [{ surveyId: made.body.id, weight: 60 }, { surveyId: SURVEY.env, weight: 40 }] });
    expect(await status(call, sheet.fileId, t.supplier)).toBe(404);
    expect((await act(call, t.quality, 'a', audit.id, 'invite')).status).toBe(200);
    expect(await status(call, sheet.fileId, t.supplier)).toBe(200);
    expect(await status(call, sheet.fileId, t.supplier2)).toBe(404);
  },

  'g/file/{fileId}: a notice\'s attachment is its target suppliers\'; downloading it is no reading of the notice by the mock': async (call) => {
    const t = await purchasingSession(call, 'buyer', 'supplier', 'supplier2');
    const file = await evidence(call, t.buyer, 'holiday-schedule.pdf');
    const id = (await call('POST', 'a/purchaseBulletin', { token: t.buyer, body: noticeForm({ targets: { type: 'SUPPLIER', supplierIds: [HSIN_TAI_ID] }, attachments: [file] }) })).body.id;
    expect(await status(call, file.fileId, t.supplier)).toBe(404);
    expect((await call('POST', `a/purchaseBulletin/${id}/publish`, { token: t.buyer })).status).toBe(200);
    expect(await status(call, file.fileId, t.supplier)).toBe(200);
    expect(await status(call, file.fileId, t.supplier2)).toBe(404);
    const row = (await call('POST', 'su/purchaseBulletin/search', { token: t.supplier, body: { paging: { pageSize: 1000 } } })).body.items.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ id, read: false });
  },

  'g/file/{fileId}: the sign-up\'s upload is that visit\'s: another visit or a signed-in user gets 404': async (call) => {
    const visit = (await call('GET', 'auth/supplierSignup')).body.generalToken as string;
    const other = (await call('GET', 'auth/supplierSignup')).body.generalToken as string;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x0a])], { type: 'application/pdf' }), 'license.pdf');
    const { fileId } = (await call('POST', 'ss/file/issue', { token: visit, form })).body as { fileId: string };
    expect(await status(call, fileId, visit)).toBe(200);
    expect(await status(call, fileId, other)).toBe(404);
    expect(await status(call, fileId, (await tokens(call, 'admin')).admin)).toBe(404);
    expect((await call('POST', `ss/file/${fileId}/commit`, { token: other })).status).toBe(404);
  },
};
