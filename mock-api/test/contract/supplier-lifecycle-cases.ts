import type { Call } from '../call';
import type { Cases } from './cases';
import { act, historyActions, putChanged, recordOf, seeded, statusOf, SUP, tokens } from './supplier-helpers';

const EN = 'en-US';
const bpm = (call: Call, token: string | undefined, id: number, body: object) => call('POST', `dev/bpm/supplier/${id}`, { token, body, lang: EN });

/** The lifecycle actions of spec section 4 (commit, commitBpm, sign-off, reject, rollback, ERP, block). */
export const supplierLifecycleCases: Cases = {
  'sign-off: COMMITTED → commitBpm → SIGNING with a BPM form; the sign-off approves: PRE → NORMAL, lastApproved available': async (call) => {
    const t = await tokens(call, 'buyer', 'viewer', 'supplier');
    expect((await call('GET', `a/supplier/${SUP.nova}/lastApproved`, { token: t.buyer })).status).toBe(404);
    const wrong = await act(call, t.buyer, SUP.nova, 'commit', undefined, EN);
    expect(wrong.status).toBe(409);
    expect(wrong.body.messages).toEqual(["Commit is not allowed: the supplier's status is Committed."]);
    const signing = await act(call, t.buyer, SUP.nova, 'commitBpm');
    expect(signing.status).toBe(200);
    const sys = signing.body.basicData.systemInfo;
    expect(sys).toMatchObject({ status: 'SIGNING', bpmStatus: 'SIGNING', stage: 'PRE', canCompareLastApproved: false });
    expect(sys.bpmDocNo).toMatch(/^BPM-SUP-\d{6}$/);
    expect(sys.bpmDocUrl).toContain(sys.bpmDocNo);
    const history = (await call('GET', `a/supplier/${SUP.nova}/commitHistory`, { token: t.viewer })).body;
    expect(history[0]).toMatchObject({ action: 'COMMIT_BPM', note: sys.bpmDocNo, by: { account: 'buyer' } });
    expect((await act(call, t.buyer, SUP.nova, 'commitBpm')).status).toBe(409);
    expect((await act(call, t.viewer, SUP.nova, 'commitBpm')).status).toBe(403);

    expect((await bpm(call, t.supplier, SUP.nova, { decision: 'APPROVE' })).status).toBe(403);
    expect((await bpm(call, undefined, SUP.nova, { decision: 'APPROVE' })).status).toBe(401);
    expect((await bpm(call, t.viewer, SUP.nova, { decision: 'MAYBE' })).status).toBe(400);
    const approved = await bpm(call, t.viewer, SUP.nova, { decision: 'APPROVE' });
    expect(approved.status).toBe(200);
    expect(approved.body.basicData.systemInfo).toMatchObject({ status: 'APPROVED', bpmStatus: 'APPROVED', stage: 'NORMAL', canCompareLastApproved: true });
    expect((await bpm(call, t.viewer, SUP.nova, { decision: 'APPROVE' })).status).toBe(409);
    const last = await call('GET', `a/supplier/${SUP.nova}/lastApproved`, { token: t.viewer });
    expect(last.status).toBe(200);
    expect(last.body.id).toBe(SUP.nova);
    expect(last.body.basicData.companyInfo).toEqual(seeded(SUP.nova).basicData.companyInfo);
    expect(last.body.basicData.systemInfo.canCompareLastApproved).toBe(true);
    expect((await historyActions(call, t.buyer, SUP.nova))[0]).toBe('BPM_APPROVE');
    expect((await call('GET', `a/supplier/${SUP.nova}/lastApproved`, { token: t.supplier })).status).toBe(403);
  },

  'commit: a contacts-only change updates the master directly (DIRECT_UPDATE); other changes wait (COMMITTED); never approved: COMMITTED': async (call) => {
    const { buyer } = await tokens(call, 'buyer');
    await putChanged(call, buyer, SUP.hsinTai, (s) => (s.basicData.contactList[0].title = 'Sales director'));
    const direct = await act(call, buyer, SUP.hsinTai, 'commit');
    expect(statusOf(direct)).toBe('APPROVED');
    expect((await historyActions(call, buyer, SUP.hsinTai)).slice(0, 2)).toEqual(['DIRECT_UPDATE', 'SAVE']);
    const last = (await call('GET', `a/supplier/${SUP.hsinTai}/lastApproved`, { token: buyer })).body;
    expect(last.basicData.contactList[0].title).toBe('Sales director');
    expect((await act(call, buyer, SUP.hsinTai, 'commit')).status).toBe(409);

    await putChanged(call, buyer, SUP.hsinTai, (s) => (s.basicData.companyInfo.phone = '02-0000-0000'));
    expect(statusOf(await act(call, buyer, SUP.hsinTai, 'commit'))).toBe('COMMITTED');
    expect((await historyActions(call, buyer, SUP.hsinTai))[0]).toBe('COMMIT');

    expect(statusOf(await act(call, buyer, SUP.draftPre, 'commit'))).toBe('COMMITTED');
  },

  'reject: COMMITTED or SIGNING → REJECTED with the reason (400 without); the sign-off rejects too (BPM_REJECT)': async (call) => {
    const { buyer } = await tokens(call, 'buyer');
    const noReason = await act(call, buyer, SUP.committedNormal, 'reject', {}, EN);
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ messages: ['Required'], fieldErrors: [{ path: 'reason', key: 'validation:required' }] });
    const rejected = await act(call, buyer, SUP.committedNormal, 'reject', { reason: 'Bank proof missing' });
    expect(statusOf(rejected)).toBe('REJECTED');
    const line = (await call('GET', `a/supplier/${SUP.committedNormal}/commitHistory`, { token: buyer })).body[0];
    expect(line).toMatchObject({ action: 'REJECT', note: 'Bank proof missing', by: { account: 'buyer' } });
    expect((await act(call, buyer, SUP.committedNormal, 'reject', { reason: 'again' })).status).toBe(409);
    // In sign-off: the BPM status follows.
    const signing = await act(call, buyer, SUP.signing, 'reject', { reason: 'Wrong bank' });
    expect(signing.body.basicData.systemInfo).toMatchObject({ status: 'REJECTED', bpmStatus: 'REJECTED' });
    // A REJECTED change can be committed again.
    expect(statusOf(await act(call, buyer, SUP.signing, 'commit'))).toBe('COMMITTED');
    await act(call, buyer, SUP.signing, 'commitBpm');
    const bpmReject = await bpm(call, buyer, SUP.signing, { decision: 'REJECT', reason: 'Sign-off: incomplete' });
    expect(bpmReject.body.basicData.systemInfo).toMatchObject({ status: 'REJECTED', bpmStatus: 'REJECTED' });
    const last = (await call('GET', `a/supplier/${SUP.signing}/commitHistory`, { token: buyer })).body[0];
    expect(last).toEqual({ id: expect.any(Number), supplierId: SUP.signing, action: 'BPM_REJECT', at: expect.any(String), note: 'Sign-off: incomplete' });
  },

  'rollback: the last approved data back (APPROVED, ROLLBACK); nothing pending or never approved: 409': async (call) => {
    const { buyer } = await tokens(call, 'buyer');
    expect((await act(call, buyer, SUP.hsinTai, 'rollback')).status).toBe(409);
    await putChanged(call, buyer, SUP.hsinTai, (s) => (s.basicData.companyInfo.phone = '02-9999-9999'));
    await act(call, buyer, SUP.hsinTai, 'commit');
    const back = await act(call, buyer, SUP.hsinTai, 'rollback');
    expect(statusOf(back)).toBe('APPROVED');
    expect(back.body.basicData.companyInfo.phone).toBe(seeded(SUP.hsinTai).basicData.companyInfo.phone);
    expect((await historyActions(call, buyer, SUP.hsinTai))[0]).toBe('ROLLBACK');
    const never = await act(call, buyer, SUP.draftPre, 'rollback', undefined, EN);
    expect(never.status).toBe(409);
    expect(never.body.messages).toEqual(['This supplier was never approved; there is no approved version to go back to.']);
  },

  'updateSupplierToSap: APPROVED only; a SAP no. in the seed\'s format when missing (ERP_UPDATE with the number)': async (call) => {
    const { buyer, viewer } = await tokens(call, 'buyer', 'viewer');
    const erp = await act(call, buyer, SUP.approvedPre, 'updateSupplierToSap');
    expect(erp.status).toBe(200);
    expect(erp.body.basicData.systemInfo.supplierNoSap).toBe('201012');
    expect((await call('GET', `a/supplier/${SUP.approvedPre}/commitHistory`, { token: buyer })).body[0]).toMatchObject({ action: 'ERP_UPDATE', note: '201012' });
    expect((await act(call, buyer, SUP.hsinTai, 'updateSupplierToSap')).body.basicData.systemInfo.supplierNoSap).toBe('201001');
    expect((await act(call, buyer, SUP.draftPre, 'updateSupplierToSap')).status).toBe(409);
    expect((await act(call, viewer, SUP.hsinTai, 'updateSupplierToSap')).status).toBe(403);
    expect((await act(call, buyer, 999, 'updateSupplierToSap')).status).toBe(404);
  },

  'block: BLOCK / UNBLOCK at a date (BLOCK, UNBLOCK lines); the same twice 409; a bad body 400 with fieldErrors': async (call) => {
    const { buyer, supplier } = await tokens(call, 'buyer', 'supplier');
    const bad = await act(call, buyer, SUP.hsinTai, 'block', { blockAction: 'FREEZE' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.map((f: { path: string }) => f.path).sort()).toEqual(['blockAction', 'blockDate']);
    const blocked = await act(call, buyer, SUP.hsinTai, 'block', { blockAction: 'BLOCK', blockDate: '2026-03-20' });
    expect(blocked.body.basicData.systemInfo).toMatchObject({ blockStatus: 'BLOCKED', blockAction: 'BLOCK', blockDate: '2026-03-20', status: 'APPROVED' });
    const twice = await act(call, buyer, SUP.hsinTai, 'block', { blockAction: 'BLOCK', blockDate: '2026-03-21' }, EN);
    expect(twice.status).toBe(409);
    expect(twice.body.messages).toEqual(['This supplier is already blocked.']);
    const unblocked = await act(call, buyer, SUP.hsinTai, 'block', { blockAction: 'UNBLOCK', blockDate: '2026-04-01' });
    expect(unblocked.body.basicData.systemInfo).toMatchObject({ blockStatus: 'UNBLOCKED', blockAction: 'UNBLOCK', blockDate: '2026-04-01' });
    expect((await act(call, buyer, SUP.hsinTai, 'block', { blockAction: 'UNBLOCK', blockDate: '2026-04-02' })).status).toBe(409);
    expect((await historyActions(call, buyer, SUP.hsinTai)).slice(0, 2)).toEqual(['UNBLOCK', 'BLOCK']);
    expect((await act(call, supplier, SUP.hsinTai, 'block', { blockAction: 'BLOCK', blockDate: '2026-03-20' })).status).toBe(403);
  },

  'commitHistory and audit: SUPPLIER_BASIC view (quality reads, a supplier token 403); audits of the supplier newest first': async (call) => {
    const { quality, supplier } = await tokens(call, 'quality', 'supplier');
    expect((await call('GET', `a/supplier/${SUP.hsinTai}/commitHistory`, { token: quality })).body).toEqual([]);
    const audits = await call('GET', `a/supplier/${SUP.hsinTai}/audit`, { token: quality });
    expect(audits.status).toBe(200);
    const ids = audits.body.map((a: { id: number }) => a.id);
    expect(ids).toEqual(expect.arrayContaining([9, 55, 77]));
    const starts = audits.body.map((a: { startDate: string }) => a.startDate);
    expect([...starts].sort().reverse()).toEqual(starts);
    expect(Object.keys(audits.body[0])).toEqual(expect.arrayContaining(['id', 'auditNo', 'name', 'type', 'status', 'startDate', 'endDate']));
    for (const path of ['commitHistory', 'audit', 'lastApproved']) expect((await call('GET', `a/supplier/${SUP.hsinTai}/${path}`, { token: supplier })).status).toBe(403);
    expect((await call('GET', 'a/supplier/999/audit', { token: quality })).status).toBe(404);
  },

  'automatic restore: on the 1st a change pending over 30 days is flagged (AUTO_REVIEW), on the 7th reverted (AUTO_REVERT); never approved ones stay': async (call) => {
    const { buyer } = await tokens(call, 'buyer');
    const setDay = async (today: string) => expect((await call('POST', 'dev/clock', { body: { today } })).status).toBe(200);
    await setDay('2026-02-20');
    await putChanged(call, buyer, SUP.hsinTai, (s) => (s.basicData.companyInfo.phone = '02-1111-1111'));
    await putChanged(call, buyer, SUP.draftPre, (s) => (s.basicData.companyInfo.phone = '02-2222-2222'));
    await setDay('2026-03-20');
    await putChanged(call, buyer, 1007, (s) => (s.basicData.companyInfo.phone = '0512-333-333'));
    await setDay('2026-04-01');
    const flagged = await recordOf(call, buyer, SUP.hsinTai);
    expect(flagged.basicData.systemInfo).toMatchObject({ status: 'DRAFT', restoreReviewOn: '2026-04-01' });
    expect((await historyActions(call, buyer, SUP.hsinTai))[0]).toBe('AUTO_REVIEW');
    expect((await recordOf(call, buyer, 1007)).basicData.systemInfo.restoreReviewOn).toBeUndefined();
    expect((await recordOf(call, buyer, SUP.draftPre)).basicData.systemInfo.restoreReviewOn).toBeUndefined();

    await setDay('2026-04-07');
    const reverted = await recordOf(call, buyer, SUP.hsinTai);
    expect(reverted.basicData.systemInfo.status).toBe('APPROVED');
    expect(reverted.basicData.systemInfo.restoreReviewOn).toBeUndefined();
    expect(reverted.basicData.companyInfo.phone).toBe(seeded(SUP.hsinTai).basicData.companyInfo.phone);
    const history = (await call('GET', `a/supplier/${SUP.hsinTai}/commitHistory`, { token: buyer })).body;
    expect(history.slice(0, 3).map((h: { action: string }) => h.action)).toEqual(['AUTO_REVERT', 'AUTO_REVIEW', 'SAVE']);
    expect(history[0].by).toBeUndefined();
    // Logged at the 7th's midnight in business time, as every instant is written (+08:00), not 04-06 16:00 UTC.
    expect(history[0].at).toBe('2026-04-07T00:00:00+08:00');
    expect((await recordOf(call, buyer, 1007)).basicData.companyInfo.phone).toBe('0512-333-333');
    expect((await recordOf(call, buyer, SUP.draftPre)).basicData.companyInfo.phone).toBe('02-2222-2222');
    // Idempotent: the same day again changes nothing.
    await setDay('2026-04-07');
    expect((await historyActions(call, buyer, SUP.hsinTai)).filter((a) => a === 'AUTO_REVERT')).toHaveLength(1);
  },
};
