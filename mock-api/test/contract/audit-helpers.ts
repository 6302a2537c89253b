import type { Audit, FileRef } from 'shared-ui/contract';
import type { Answer, Call } from '../call';
import { setToday } from './helpers';
import { tokens } from './supplier-helpers';

// Seed facts of the audit cases (mock-api seed: audits.ts, surveys.ts; the demo day 2026-03-19).
// Surveys: 33 QM and 34 ENV are ON, 41 PUR ON, 1 QM OFF. Audits: 77 INVITED of 1001 (`supplier`;
// surveys 33 QM 60% and 41 PUR 40%, the first self score saved), 55 COMPLETED CONDITIONAL_PASS of
// 1001 with its report PENDING, 9 COMPLETED PASS of 1001, 81 INVITED of 1002 (`supplier2`),
// 68 REJECTED of 1002, 53 COMMITTED of 1178, 85 a DRAFT.
export const AUDIT = { invited: 77, pendingReport: 55, passed: 9, otherInvited: 81, otherRejected: 68, committed: 53, draft: 85 };
export const SURVEY = { qm: 33, env: 34, pur: 41, qmOff: 1, qmOther: 32 };
export const DEMO_DAY = '2026-03-19';

/** A plan that passes every rule: QM and ENV lead, one ON survey of each, 60 + 40, supplier 1001 the target. */
export const plan = (over: Record<string, unknown> = {}) => ({
  name: 'Annual quality and environmental audit',
  type: 'ANNUAL',
  startDate: '2026-04-01',
  endDate: '2026-04-30',
  personInCharge: 'quality',
  processors: ['tony.chen'],
  contacts: [],
  leaderDepartments: ['QM', 'ENV'],
  surveyIds: [
    { surveyId: SURVEY.qm, weight: 60 },
    { surveyId: SURVEY.env, weight: 40 },
  ],
  targets: [{ supplierId: 1001 }],
  ...over,
});

/** The demo day and the tokens of the accounts the cases use. */
export async function auditSetup(call: Call) {
  await setToday(call, DEMO_DAY);
  return tokens(call, 'quality', 'supplier', 'supplier2', 'viewer', 'buyer');
}

export const act = (call: Call, token: string, prefix: 'a' | 'su', id: number, action: string, body?: unknown, lang?: string) =>
  call('POST', `${prefix}/supplierAudit/${id}/${action}`, { token, body, lang });

export const auditOf = async (call: Call, token: string, prefix: 'a' | 'su', id: number): Promise<Audit & { id: number }> => {
  const answer = await call('GET', `${prefix}/supplierAudit/${id}`, { token });
  expect(answer.status).toBe(200);
  return answer.body;
};

/** Creates an audit of `plan(over)` (201 expected) and answers it. */
export async function created(call: Call, token: string, over: Record<string, unknown> = {}): Promise<Audit & { id: number }> {
  const answer = await call('POST', 'a/supplierAudit', { token, body: plan(over) });
  expect(answer.status).toBe(201);
  return answer.body;
}

/** An evidence file issued by the account of `token`. */
export async function evidence(call: Call, token: string, name = 'evidence.pdf'): Promise<FileRef> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x0a])], { type: 'application/pdf' }), name);
  const answer = await call('POST', 'g/file/issue', { token, form });
  expect(answer.status).toBe(200);
  return { fileId: answer.body.fileId, fileName: answer.body.name, size: answer.body.size, contentType: 'application/pdf' };
}

/** An audit of `plan(over)` invited and self-scored by `supplier` with evidence (`scores` per survey), committed: COMMITTED. */
export async function committedAudit(call: Call, t: Record<string, string>, scores: number[] = [80, 70], over: Record<string, unknown> = {}) {
  const audit = await created(call, t.quality, over);
  expect((await act(call, t.quality, 'a', audit.id, 'invite')).status).toBe(200);
  const file = await evidence(call, t.supplier);
  const scoreList = audit.surveyIds.map((s, i) => ({ surveyId: s.surveyId, selfScore: scores[i], selfFile: file }));
  expect((await act(call, t.supplier, 'su', audit.id, 'score', { scoreList })).status).toBe(200);
  expect((await act(call, t.supplier, 'su', audit.id, 'commit')).status).toBe(200);
  return audit;
}

/** PUTs review scores (per survey, in order) on a COMMITTED audit. */
export async function review(call: Call, token: string, audit: Audit & { id: number }, scores: number[]): Promise<Answer> {
  const scoreList = audit.surveyIds.map((s, i) => ({ surveyId: s.surveyId, reviewScore: scores[i] }));
  return call('PUT', `a/supplierAudit/${audit.id}`, { token, body: { scoreList } });
}
