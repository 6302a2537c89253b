import type { Cases } from './cases';
import { expectError } from './helpers';
import { act, AUDIT, auditOf, auditSetup, committedAudit, created, evidence, review, SURVEY } from './audit-helpers';

/** The self-assessment, its rejection, the review, checkScore and the result (issue 14). */
export const auditFlowCases: Cases = {
  'score: the supplier saves any self scores while INVITED (each signed by its account); 0-100 whole numbers; a draft or another\'s survey refused': async (call) => {
    const t = await auditSetup(call);
    const file = await evidence(call, t.supplier);
    const saved = await act(call, t.supplier, 'su', AUDIT.invited, 'score', { scoreList: [{ surveyId: SURVEY.pur, selfScore: 82, selfFile: file }], supplierSummary: 'New MES line.' });
    expect(saved.status).toBe(200);
    expect(saved.body.scoreList).toEqual([
      expect.objectContaining({ surveyId: SURVEY.qm, selfScore: 96 }),
      { surveyId: SURVEY.pur, selfScore: 82, selfFile: file, selfAccount: 'supplier' },
    ]);
    expect(saved.body.supplierSummary).toBe('New MES line.');
    const wrong = await act(call, t.supplier, 'su', AUDIT.invited, 'score', { scoreList: [{ surveyId: SURVEY.pur, selfScore: 101 }, { surveyId: 999, selfScore: 1 }] }, 'en-US');
    expect(wrong.status).toBe(400);
    expect(wrong.body.messages).toEqual(['Enter a whole score from 0 to 100.']);
    expect((await act(call, t.supplier, 'su', AUDIT.invited, 'score', { scoreList: [{ surveyId: 999, selfScore: 1 }] })).body.fieldErrors).toEqual([{ path: 'scoreList.0.surveyId', key: 'validation:invalid' }]);
    expect((await act(call, t.supplier, 'su', AUDIT.pendingReport, 'score', { scoreList: [] })).status).toBe(409);
  },

  'commit: refused while a survey lacks a self score or evidence (each named, at its field); complete → COMMITTED; an auditor may record it for the supplier': async (call) => {
    const t = await auditSetup(call);
    const refused = await act(call, t.supplier, 'su', AUDIT.invited, 'commit', undefined, 'en-US');
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.map((f: { path: string }) => f.path)).toEqual(['scoreList.1.selfScore', 'scoreList.1.selfFile']);
    expect(refused.body.messages[0]).toMatch(/^Survey “.*\(2026 edition\)” has no self score yet\.$/);
    const file = await evidence(call, t.supplier);
    await act(call, t.supplier, 'su', AUDIT.invited, 'score', { scoreList: [{ surveyId: SURVEY.pur, selfScore: 75, selfFile: file }] });
    const committed = await act(call, t.supplier, 'su', AUDIT.invited, 'commit');
    expect(committed.body.status).toBe('COMMITTED');
    expect(committed.body.history.at(-1)).toMatchObject({ action: 'SELF_COMMIT', by: { account: 'supplier' } });
    expectError(await act(call, t.supplier, 'su', AUDIT.invited, 'commit', undefined, 'en-US'), 409, ['Sending the self-assessment is not allowed: the audit\'s status is Committed.']);

    const offline = await act(call, t.quality, 'a', AUDIT.otherInvited, 'commit');
    expect(offline.status).toBe(400);
    expect((await act(call, t.viewer, 'a', AUDIT.otherInvited, 'commit')).status).toBe(403);
  },

  'reject: COMMITTED → REJECTED with a reason (the supplier\'s contacts are told); the supplier scores again and commits; a reject elsewhere 409': async (call) => {
    const t = await auditSetup(call);
    const audit = await committedAudit(call, t);
    const noReason = await act(call, t.quality, 'a', audit.id, 'reject', { reason: ' ' }, 'en-US');
    expect(noReason.body).toEqual({ messages: ['Required'], fieldErrors: [{ path: 'reason', key: 'validation:required' }] });
    const rejected = await act(call, t.quality, 'a', audit.id, 'reject', { reason: 'The evidence does not cover the ENV survey.' });
    expect(rejected.body).toMatchObject({ status: 'REJECTED', comments: 'The evidence does not cover the ENV survey.' });
    const file = await evidence(call, t.supplier, 'environmental-permits.pdf');
    const rescored = await act(call, t.supplier, 'su', audit.id, 'score', { scoreList: [{ surveyId: SURVEY.env, selfScore: 65, selfFile: file }] });
    expect(rescored.body.scoreList[1]).toMatchObject({ selfScore: 65, selfFile: { fileName: 'environmental-permits.pdf' } });
    expect((await act(call, t.supplier, 'su', audit.id, 'commit')).body.status).toBe('COMMITTED');
    expect((await act(call, t.quality, 'a', AUDIT.invited, 'reject', { reason: 'x' })).status).toBe(409);
  },

  'review and checkScore: review scores saved while COMMITTED (not shown to the supplier yet); checkScore names the missing surveys, then 59.9 FAIL / 60 CONDITIONAL_PASS / 79.9 / 80 PASS': async (call) => {
    const t = await auditSetup(call);
    const audit = await committedAudit(call, t, [80, 70], { leaderDepartments: ['QM'], surveyIds: [{ surveyId: SURVEY.qm, weight: 99 }, { surveyId: SURVEY.qmOther, weight: 1 }] });
    const partial = await call('PUT', `a/supplierAudit/${audit.id}`, { token: t.quality, body: { scoreList: [{ surveyId: SURVEY.qm, reviewScore: 60 }], comments: 'Site visit done.' } });
    expect(partial.body.scoreList[0]).toMatchObject({ reviewScore: 60, reviewAccount: 'quality' });
    expect((await auditOf(call, t.supplier, 'su', audit.id)).scoreList[0].reviewScore).toBeUndefined();
    expect((await act(call, t.quality, 'a', audit.id, 'checkScore')).body).toEqual({ complete: false, missing: [SURVEY.qmOther] });
    const check = async (a: number, b: number) => (await act(call, t.viewer, 'a', audit.id, 'checkScore', { scoreList: [{ surveyId: SURVEY.qm, reviewScore: a }, { surveyId: SURVEY.qmOther, reviewScore: b }] })).body;
    expect(await check(60, 50)).toEqual({ complete: true, missing: [], resultScore: 59.9, result: 'FAIL' });
    expect(await check(60, 60)).toMatchObject({ resultScore: 60, result: 'CONDITIONAL_PASS' });
    expect(await check(80, 70)).toMatchObject({ resultScore: 79.9, result: 'CONDITIONAL_PASS' });
    expect(await check(80, 80)).toMatchObject({ resultScore: 80, result: 'PASS' });
    expect((await act(call, t.quality, 'a', audit.id, 'checkScore', { scoreList: [{ surveyId: SURVEY.qm, reviewScore: 120 }] })).status).toBe(400);
    expect((await call('PUT', `a/supplierAudit/${AUDIT.passed}`, { token: t.quality, body: { scoreList: [] } })).status).toBe(409);
  },

  'result: refused until every survey is reviewed; a CONDITIONAL_PASS needs a due date from today and cannot block; → COMPLETED with the report PENDING': async (call) => {
    const t = await auditSetup(call);
    const audit = await committedAudit(call, t);
    await review(call, t.quality, audit, [70]);
    const early = await act(call, t.quality, 'a', audit.id, 'result', {}, 'en-US');
    expect(early.status).toBe(400);
    expect(early.body.fieldErrors).toEqual([{ path: 'scoreList.1.reviewScore', key: 'validation:reviewScoreMissing', params: { survey: expect.any(String) } }]);
    await review(call, t.quality, audit, [70, 72]);
    const wrong = await act(call, t.quality, 'a', audit.id, 'result', { resultBlock: true, replyDueDate: '2026-03-18' }, 'en-US');
    expect(wrong.body.messages).toEqual(['Only a failed audit can block the supplier.', 'The date cannot be earlier than today (2026-03-19).']);
    expect((await act(call, t.viewer, 'a', audit.id, 'result', { replyDueDate: '2026-04-30' })).status).toBe(403);
    const done = await act(call, t.quality, 'a', audit.id, 'result', { replyDueDate: '2026-04-30', comments: 'Calibration records incomplete.' });
    expect(done.body).toMatchObject({ status: 'COMPLETED', result: 'CONDITIONAL_PASS', resultScore: 70.8, resultBlock: false, bpmStatus: 'SIGNING', reply: { status: 'PENDING', dueDate: '2026-04-30' } });
    expect(done.body.history.slice(-2).map((h: { action: string }) => h.action)).toEqual(['RESULT', 'REPLY_REQUEST']);
    expect((await auditOf(call, t.supplier, 'su', audit.id)).scoreList[0].reviewScore).toBe(70);
    expect((await act(call, t.quality, 'a', audit.id, 'result', { replyDueDate: '2026-04-30' })).status).toBe(409);
    expect((await call('GET', 'a/supplier/1001', { token: t.quality })).body.basicData.systemInfo.blockStatus).toBe('UNBLOCKED');
  },

  'result: a FAIL with block blocks the target supplier from today (its record and history say why); a FAIL without block does not': async (call) => {
    const t = await auditSetup(call);
    const audit = await committedAudit(call, t);
    await review(call, t.quality, audit, [50, 55]);
    const failed = await act(call, t.quality, 'a', audit.id, 'result', { resultBlock: true, replyDueDate: '2026-04-15' }, 'en-US');
    expect(failed.body).toMatchObject({ result: 'FAIL', resultScore: 52, resultBlock: true });
    expect(failed.body.history.map((h: { action: string }) => h.action)).toContain('BLOCK');
    const supplier = (await call('GET', 'a/supplier/1001', { token: t.quality })).body;
    expect(supplier.basicData.systemInfo).toMatchObject({ blockStatus: 'BLOCKED', blockAction: 'BLOCK', blockDate: '2026-03-19' });
    const history = (await call('GET', 'a/supplier/1001/commitHistory', { token: t.buyer })).body;
    expect(history[0]).toMatchObject({ action: 'BLOCK', note: `Blocked by audit ${audit.auditNo}: failed with 52 points.` });

    const other = await committedAudit(call, { ...t, supplier: t.supplier2 }, [40, 40], { targets: [{ supplierId: 1002 }] });
    await review(call, t.quality, other, [40, 40]);
    expect((await act(call, t.quality, 'a', other.id, 'result', { replyDueDate: '2026-04-15' })).body.result).toBe('FAIL');
    // Quality's role covers purchasing org 1100 only: Rio Metals (3100) is read by the viewer (every org).
    expect((await call('GET', 'a/supplier/1002', { token: t.viewer })).body.basicData.systemInfo.blockStatus).toBe('UNBLOCKED');
  },

  'a draft cannot be scored, committed, rejected or given a result (409)': async (call) => {
    const t = await auditSetup(call);
    const draft = await created(call, t.quality);
    expect((await act(call, t.quality, 'a', draft.id, 'commit')).status).toBe(409);
    expect((await act(call, t.quality, 'a', draft.id, 'reject', { reason: 'x' })).status).toBe(409);
    expect((await act(call, t.quality, 'a', draft.id, 'result', {})).status).toBe(409);
  },
};
