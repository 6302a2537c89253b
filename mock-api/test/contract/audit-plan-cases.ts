import type { Cases } from './cases';
import { expectError, outbox } from './helpers';
import { act, AUDIT, auditOf, auditSetup, created, plan, SURVEY } from './audit-helpers';

/** Creating and changing an audit's plan (spec section 5's rules), inviting, and who reaches which audit. */
export const auditPlanCases: Cases = {
  'create: leader departments must include QM, refused in the request\'s language (both); with QM → 201 DRAFT, numbered, named': async (call) => {
    const t = await auditSetup(call);
    const noQm = plan({ leaderDepartments: ['ENV'], surveyIds: [{ surveyId: SURVEY.env, weight: 100 }] });
    const en = await call('POST', 'a/supplierAudit', { token: t.quality, body: noQm, lang: 'en-US' });
    expect(en.status).toBe(400);
    expect(en.body.messages).toEqual(['The leader departments must include QM.']);
    expect(en.body.fieldErrors).toEqual([{ path: 'leaderDepartments', key: 'validation:leaderDeptQm', params: { dept: 'QM' } }]);
    const zh = await call('POST', 'a/supplierAudit', { token: t.quality, body: noQm });
    expect(zh.body.messages).toEqual(['主導部門必須包含 QM。']);

    const audit = await created(call, t.quality);
    expect(audit).toMatchObject({
      auditNo: 'AUD-2026-0041',
      status: 'DRAFT',
      personInCharge: { account: 'quality', name: '陳品保 Chen Quality' },
      targets: [{ supplierId: 1001, supplierName: '鑫泰精密股份有限公司 Hsin Tai Precision Co., Ltd.', stage: 'NORMAL' }],
      surveyIds: [
        { surveyId: SURVEY.qm, weight: 60, auditDepartment: 'QM' },
        { surveyId: SURVEY.env, weight: 40, auditDepartment: 'ENV' },
      ],
      scoreList: [],
    });
    expect(audit.surveyIds[0].surveyName).toMatch(/\(2026 edition\)$/);
    expect(audit.history?.map((h) => h.action)).toEqual(['CREATE']);
  },

  'create: a leader department without a survey, a survey of a department not leading, weights not adding up to 100 — each named; departments from the server, not the body': async (call) => {
    const t = await auditSetup(call);
    const missing = await call('POST', 'a/supplierAudit', { token: t.quality, body: plan({ surveyIds: [{ surveyId: SURVEY.qm, weight: 100, auditDepartment: 'ENV' }] }), lang: 'en-US' });
    expect(missing.status).toBe(400);
    expect(missing.body.messages).toEqual(['Leader department ENV has no survey.']);
    const unnecessary = await call('POST', 'a/supplierAudit', { token: t.quality, body: plan({ surveyIds: [{ surveyId: SURVEY.qm, weight: 40 }, { surveyId: SURVEY.env, weight: 40 }, { surveyId: SURVEY.pur, weight: 10 }] }), lang: 'en-US' });
    expect(unnecessary.body.messages).toEqual([
      'The survey of department PUR is not needed: it is not a leader department.',
      'The survey weights must add up to 100%; now they add up to 90%.',
    ]);
    expect(unnecessary.body.fieldErrors.map((f: { path: string }) => f.path)).toEqual(['surveyIds.2.surveyId', 'surveyIds']);
  },

  'create: an OFF survey, an unknown survey, target or account, the same supplier twice, an end before the start are refused; AUDIT create needed': async (call) => {
    const t = await auditSetup(call);
    const off = await call('POST', 'a/supplierAudit', { token: t.quality, body: plan({ leaderDepartments: ['QM'], surveyIds: [{ surveyId: SURVEY.qmOff, weight: 100 }] }), lang: 'en-US' });
    expect(off.status).toBe(400);
    expect(off.body.fieldErrors).toEqual([{ path: 'surveyIds.0.surveyId', key: 'validation:surveyOff', params: { name: expect.stringContaining('(2024 edition)') } }]);
    const unknown = await call('POST', 'a/supplierAudit', { token: t.quality, body: plan({ personInCharge: 'nobody', targets: [{ supplierId: 99999 }], type: 'YEARLY' }) });
    expect(unknown.body.fieldErrors.map((f: { path: string; key: string }) => `${f.path} ${f.key}`)).toEqual([
      'type validation:invalid',
      'personInCharge validation:accountNotFound',
      'targets.0.supplierId validation:invalid',
    ]);
    const twice = await call('POST', 'a/supplierAudit', { token: t.quality, body: plan({ targets: [{ supplierId: 1001 }, { supplierId: 1001 }], endDate: '2026-03-01' }) });
    expect(twice.body.fieldErrors.map((f: { path: string }) => f.path)).toEqual(['endDate', 'targets.1.supplierId']);
    for (const token of [t.viewer, t.buyer, t.supplier]) expect((await call('POST', 'a/supplierAudit', { token, body: plan() })).status).toBe(403);
  },

  'put: the plan while DRAFT (checked again); invite DRAFT → INVITED mails every target contact; then neither put nor invite again (409)': async (call) => {
    const t = await auditSetup(call);
    const desk = [{ name: 'Audit desk', email: 'audit-desk@hsintai.example' }];
    const audit = await created(call, t.quality);
    const changed = await call('PUT', `a/supplierAudit/${audit.id}`, { token: t.quality, body: plan({ name: 'Moved audit', startDate: '2026-04-06', contacts: desk }) });
    expect(changed.body).toMatchObject({ name: 'Moved audit', startDate: '2026-04-06', status: 'DRAFT' });
    expect((await call('PUT', `a/supplierAudit/${audit.id}`, { token: t.quality, body: plan({ leaderDepartments: ['ENV'] }) })).status).toBe(400);
    expect((await call('PUT', `a/supplierAudit/${audit.id}`, { token: t.viewer, body: plan() })).status).toBe(403);

    const contactsOnRecord = (await call('GET', 'a/supplier/1001', { token: t.quality })).body.basicData.contactList.map((c: { email: string }) => c.email);
    const invited = await act(call, t.quality, 'a', audit.id, 'invite');
    expect(invited.status).toBe(200);
    expect(invited.body.status).toBe('INVITED');
    expect(invited.body.contacts.map((c: { email: string }) => c.email)).toEqual([...contactsOnRecord, 'audit-desk@hsintai.example']);
    for (const email of [...contactsOnRecord, 'audit-desk@hsintai.example']) {
      const mails = await outbox(call, email);
      expect(mails.at(-1)?.subject).toBe(`稽核邀請 Audit invitation: ${audit.auditNo} Moved audit`);
    }
    const again = await act(call, t.quality, 'a', audit.id, 'invite', undefined, 'en-US');
    expectError(again, 409, ['Inviting the supplier is not allowed: the audit\'s status is Invited.']);
    expect((await call('PUT', `a/supplierAudit/${audit.id}`, { token: t.quality, body: plan() })).status).toBe(409);
  },

  'a supplier reaches only its own audits, once invited: lists, reads; another\'s id, a draft or a supplier filter answer nothing of another supplier': async (call) => {
    const t = await auditSetup(call);
    const draft = await created(call, t.quality);
    const own = await call('POST', 'su/supplierAudit/search', { token: t.supplier, body: { supplierIds: [1002], paging: { pageSize: 100 } } });
    expect(own.status).toBe(200);
    expect(own.body.items.length).toBeGreaterThan(0);
    expect(own.body.items.every((a: { supplierIds: number[]; status: string }) => a.supplierIds.includes(1001) && a.status !== 'DRAFT')).toBe(true);
    const toAnswer = await call('POST', 'su/supplierAudit/search', { token: t.supplier, body: { status: 'INVITED' } });
    expect(toAnswer.body.items.map((a: { id: number }) => a.id)).toEqual([AUDIT.invited]);
    expect((await call('GET', `su/supplierAudit/${AUDIT.otherInvited}`, { token: t.supplier })).status).toBe(404);
    expect((await call('GET', `su/supplierAudit/${draft.id}`, { token: t.supplier })).status).toBe(404);
    expect((await act(call, t.supplier2, 'su', AUDIT.invited, 'score', { scoreList: [] })).status).toBe(404);
    expect((await call('GET', `a/supplierAudit/${AUDIT.invited}`, { token: t.supplier })).status).toBe(403);
    expect((await call('GET', `su/supplierAudit/${AUDIT.invited}`, { token: t.quality })).status).toBe(403);
    const internal = await call('POST', 'a/supplierAudit/search', { token: t.viewer, body: { supplierIds: [1002], result: 'CONDITIONAL_PASS' } });
    expect(internal.body.items.map((a: { auditNo: string }) => a.auditNo)).toEqual(['AUD-2026-0005']);
    expect((await call('POST', 'a/supplierAudit/search', { token: t.buyer, body: {} })).status).toBe(403);
  },

  'a/supplier/searchForAudit: suppliers by name or number for the target picker, the potential ones flagged by stage; AUDIT planners (and inquiry writers: supplier-scope-cases), not a read-only user': async (call) => {
    const t = await auditSetup(call);
    const nova = await call('POST', 'a/supplier/searchForAudit', { token: t.quality, body: { keyword: 'Nova' } });
    expect(nova.status).toBe(200);
    expect(nova.body.items.find((s: { id: number }) => s.id === 1003)).toEqual({ id: 1003, name: expect.stringContaining('Nova Components'), supplierNoScp: expect.any(String), stage: 'PRE', blockStatus: 'UNBLOCKED' });
    expect((await call('POST', 'a/supplier/searchForAudit', { token: t.viewer, body: {} })).status).toBe(403);
  },

  'the supplier\'s own audits (su/supplier/me/audit) and a supplier\'s in the internal record (a/supplier/{id}/audit), newest first': async (call) => {
    const t = await auditSetup(call);
    const own = await call('GET', 'su/supplier/me/audit', { token: t.supplier });
    expect(own.status).toBe(200);
    expect(own.body.map((a: { id: number }) => a.id)).toEqual([AUDIT.invited, AUDIT.pendingReport, AUDIT.passed]);
    expect(own.body[1]).toMatchObject({ result: 'CONDITIONAL_PASS', resultScore: 73 });
    const internal = await call('GET', 'a/supplier/1001/audit', { token: t.quality });
    expect(internal.body.map((a: { id: number }) => a.id)).toEqual([AUDIT.invited, AUDIT.pendingReport, AUDIT.passed]);
    expect((await auditOf(call, t.supplier, 'su', AUDIT.invited)).surveyIds.map((s) => s.surveyName)).toEqual([expect.stringMatching(/edition/), expect.stringMatching(/edition/)]);
  },
};
