import { File as NodeFile } from 'node:buffer';
import { signInAs } from 'mock-api/testing';
import { api } from 'shared-ui';
import type { AuditRecord } from 'shared-ui/contract';
import { queryClient } from 'shared-ui/data';

// Audits brought to a state through the calls themselves, for the screens' tests to start from.

/** Another user at the same machine: signed in afresh, nothing of the last one's cache. */
export async function switchTo(account: string) {
  queryClient.clear();
  await signInAs(account);
}

/** An annual audit of supplier 1001 (or of `targets`) led by QM and ENV (surveys 26 QM 60%, 34 ENV 40%), invited. */
export async function invitedAudit(targets: number[] = [1001]): Promise<AuditRecord> {
  await switchTo('quality');
  const plan = {
    name: 'Quality and environment audit 2026',
    type: 'ANNUAL',
    startDate: '2026-04-01',
    endDate: '2026-04-30',
    personInCharge: 'quality',
    leaderDepartments: ['QM', 'ENV'],
    surveyIds: [
      { surveyId: 26, weight: 60 },
      { surveyId: 34, weight: 40 },
    ],
    targets: targets.map((supplierId) => ({ supplierId })),
  };
  const { data } = await api.post<AuditRecord>('a/supplierAudit', plan);
  await api.post(`a/supplierAudit/${data.id}/invite`);
  return data;
}

// Node's File, not jsdom's: the upload's multipart body is built by Node's FormData.
export const pdf = (name: string) => new NodeFile([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x0a])], name, { type: 'application/pdf' }) as unknown as File;

/** A file issued to the signed-in user (`g/file/issue`), as the contract's file reference: a save names no file another account uploaded. */
export async function evidenceUpload(name: string) {
  const form = new FormData();
  form.append('file', pdf(name));
  const { data } = await api.post<{ fileId: string; name: string }>('g/file/issue', form);
  return { fileId: data.fileId, fileName: data.name };
}

/** The same audit scored by the supplier (with evidence it uploaded) and sent: COMMITTED, signed in as quality. */
export async function committedAudit(selfScores: [number, number] = [85, 80]): Promise<AuditRecord> {
  const audit = await invitedAudit();
  await switchTo('supplier');
  const files = await Promise.all(audit.surveyIds.map((_, i) => evidenceUpload(`evidence-${i}.pdf`)));
  const scoreList = audit.surveyIds.map((s, i) => ({ surveyId: s.surveyId, selfScore: selfScores[i], selfFile: files[i] }));
  await api.post(`su/supplierAudit/${audit.id}/score`, { scoreList });
  await api.post(`su/supplierAudit/${audit.id}/commit`);
  await switchTo('quality');
  return audit;
}

/** Review scores saved by quality. */
export const saveReview = (audit: AuditRecord, scores: number[]) =>
  api.put(`a/supplierAudit/${audit.id}`, { scoreList: audit.surveyIds.map((s, i) => ({ surveyId: s.surveyId, reviewScore: scores[i] })) });
