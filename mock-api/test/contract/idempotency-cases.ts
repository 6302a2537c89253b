import type { Answer, Call, CallOptions } from '../call';
import { act, auditSetup, created } from './audit-helpers';
import type { Cases } from './cases';
import { expectError, tokenOf } from './helpers';
import { formOf, HSIN_TAI, idsOf, purchasingSession, rowNumberOf, rowsOf, setCells, workbookOf } from './purchasing-helpers';
import { quote, sentInquiry } from './sourcing-helpers';
import { recordOf, tokens } from './supplier-helpers';

const REUSED = ['This Idempotency-Key was sent before with another request.'];
const shape = (a: Answer) => ({ status: a.status, body: a.body });

/**
 * A file chosen once and sent in a new multipart body each time, as a browser sends it again: the
 * boundary differs, the file does not (a workbook written twice may differ in its zip's times).
 */
async function fileOf(workbook: Parameters<typeof formOf>[0], name?: string) {
  const file = (await formOf(workbook, name)).get('file') as File;
  return (fields: Record<string, string> = {}) => {
    const form = new FormData();
    form.append('file', file, file.name);
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    return form;
  };
}

/** A POST sent as the portal's client sends a submission: with its Idempotency-Key. */
const keyed = (call: Call, path: string, key: string, options: CallOptions) =>
  call('POST', path, { lang: 'en-US', ...options, headers: { 'Idempotency-Key': key } });

/**
 * The calls that create something or change state outside the detail page's save (a dialog, a
 * bulk upload, a file of replies), sent again after an answer that never arrived: the same key
 * and body answer as the first time and do nothing more; another key is a new call, under the
 * usual rules (a second sheet, or the refusal of what the first one did already).
 */
export const idempotencyCases: Cases = {
  'a/inquiry/{id}/parity: the same key makes one sheet and answers it again; another key makes a second': async (call) => {
    const sent = await sentInquiry(call);
    await quote(call, sent.tokens.supplier, sent.hsinTai, [2, 3]);
    expect((await call('POST', `a/quotation/${sent.hsinTai}/commit`, { token: sent.tokens.buyer })).status).toBe(200);
    const create = (key: string) => keyed(call, `a/inquiry/${sent.inquiryId}/parity`, key, { token: sent.tokens.buyer, body: { quotationIds: [sent.hsinTai] } });
    const first = await create('parity-1');
    expect(first.status).toBe(201);
    expect(shape(await create('parity-1'))).toEqual(shape(first));
    // The next sheet is the next number: the retry made none in between.
    const second = await create('parity-2');
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id + 1);
  },

  'a/inquiry/{id}/quotation (invite): the same key invites once and answers it again; another key is refused as a duplicate': async (call) => {
    const { tokens: t, inquiryId } = await sentInquiry(call);
    const invite = (key: string, supplierIds = [1003]) => keyed(call, `a/inquiry/${inquiryId}/quotation`, key, { token: t.buyer, body: { supplierIds } });
    const first = await invite('invite-1');
    expect(first.status).toBe(200);
    expect(shape(await invite('invite-1'))).toEqual(shape(first));
    expect((await call('GET', `a/inquiry/${inquiryId}/quotation`, { token: t.buyer })).body).toHaveLength(3);
    const again = await invite('invite-2');
    expect({ status: again.status, messages: again.body.messages }).toEqual({ status: 400, messages: ['Duplicate supplier selected.'] });
    expectError(await invite('invite-1', [1004]), 422, REUSED);
  },

  'updateOpenUpdatePhaseDataToBpm: the same key sends the batch once and answers its form again; another key is refused as in sign-off': async (call) => {
    const { admin } = await tokens(call, 'admin');
    const changes = [{ supplierNoScp: 'SCP001001', values: { postcode1: '80637' } }];
    const transfer = (key: string) => keyed(call, 'a/supplier/updateOpenUpdatePhaseDataToBpm', key, { token: admin, body: { changes } });
    const first = await transfer('bulk-1');
    expect(first.status).toBe(200);
    expect(shape(await transfer('bulk-1'))).toEqual(shape(first));
    expect((await recordOf(call, admin, 1001)).basicData.systemInfo.bpmDocNo).toBe(first.body.bpmDocNo);
    const again = await transfer('bulk-2');
    expect(again.status).toBe(400);
    expect(again.body.fieldErrors).toEqual([expect.objectContaining({ path: 'changes.0.values', key: 'validation:bulkSupplierSigning' })]);
  },

  'updateSupplierPurChaseContacts: the same key applies once; its retry answers again and writes nothing over a later change': async (call) => {
    const { admin } = await tokens(call, 'admin');
    const rows = (contactName: string) => [{ row: 2, supplierNoScp: 'SCP001002', purchasingOrgCode: '3100', contactName, contactEmail: 'ana@br.example' }];
    const apply = (key: string, name: string) => keyed(call, 'a/supplier/updateSupplierPurChaseContacts', key, { token: admin, body: { rows: rows(name) } });
    const contactOf = async () => (await recordOf(call, admin, 1002)).purchaseData.purchaseOrgList.find((o) => o.purchasingOrgCode === '3100')?.contactName;
    const first = await apply('br-1', 'Ana Souza');
    expect(first.body.applied).toBe(1);
    expect((await apply('br-2', 'Bia Lima')).body.applied).toBe(1);
    expect(shape(await apply('br-1', 'Ana Souza'))).toEqual(shape(first));
    expect(await contactOf()).toBe('Bia Lima');
  },

  'replyByFile (su/ and a/ for a supplier): the same file and key save once and answer again; another key is refused as replied': async (call) => {
    const { supplier, buyer } = await purchasingSession(call, 'supplier', 'buyer');
    const REPLY = 'su/deliveryScheduleToReply';
    const workbook = await workbookOf(await call('POST', `${REPLY}/searchForReply/xls`, { token: supplier, body: {} }));
    setCells(workbook, rowNumberOf(workbook, 13), { 回覆數量: 4000, 回覆交期: '2026-03-24' });
    let formOfFile = await fileOf(workbook);
    const send = (key: string) => keyed(call, `${REPLY}/replyByFile`, key, { token: supplier, form: formOfFile() });
    const first = await send('reply-1');
    expect(shape(first)).toEqual({ status: 200, body: { saved: 1 } });
    expect(shape(await send('reply-1'))).toEqual(shape(first));
    expect(idsOf(await rowsOf(call, `${REPLY}/searchForReply`, supplier))).toEqual(HSIN_TAI.notReplied.filter((id) => id !== 13));
    const again = await send('reply-2');
    expect(again.status).toBe(400);
    // Another file under the same key is not a retry.
    setCells(workbook, rowNumberOf(workbook, 14), { 回覆數量: 0 });
    formOfFile = await fileOf(workbook);
    expectError(await send('reply-1'), 422, REUSED);

    // Staff for the supplier: the supplier named beside the file is part of what is compared.
    const staff = await workbookOf(await call('POST', 'a/deliveryScheduleToReply/searchForReply/xls', { token: buyer, body: { supplierIds: [1001] } }));
    setCells(staff, rowNumberOf(staff, 7), { 回覆數量: 300, 回覆交期: '2026-03-21' });
    const staffFile = await fileOf(staff);
    const onBehalf = (key: string, supplierId: string) => keyed(call, 'a/deliveryScheduleToReply/replyByFile', key, { token: buyer, form: staffFile({ supplierId }) });
    const staffFirst = await onBehalf('staff-1', '1001');
    expect(shape(staffFirst)).toEqual({ status: 200, body: { saved: 1 } });
    expect(shape(await onBehalf('staff-1', '1001'))).toEqual(shape(staffFirst));
    expectError(await onBehalf('staff-1', '1002'), 422, REUSED);
    expect((await onBehalf('staff-2', '1001')).status).toBe(400);
  },

  'reviewByFile: the same file and key decide once and answer again; another key is refused as decided': async (call) => {
    const { buyer } = await purchasingSession(call, 'buyer');
    const REVIEW = 'a/deliveryReplyReview';
    const workbook = await workbookOf(await call('POST', `${REVIEW}/searchForReview/xls`, { token: buyer, body: { supplierIds: [1001] } }));
    setCells(workbook, rowNumberOf(workbook, 4), { '審核（A/R）': 'A' });
    const file = await fileOf(workbook, 'review.xlsx');
    const send = (key: string) => keyed(call, `${REVIEW}/reviewByFile`, key, { token: buyer, form: file() });
    const first = await send('review-1');
    expect(shape(first)).toEqual({ status: 200, body: { saved: 1 } });
    expect(shape(await send('review-1'))).toEqual(shape(first));
    expect(idsOf(await rowsOf(call, `${REVIEW}/searchForReview`, buyer, { supplierIds: [1001] }))).toEqual([5, 6]);
    expect((await send('review-2')).status).toBe(400);
  },

  'messages: the same key posts the message once and answers it again; another key posts a second': async (call) => {
    const { buyer, supplier } = await purchasingSession(call, 'buyer', 'supplier');
    const [own, staff] = ['su/deliverySchedule/5', 'a/deliverySchedule/5'];
    const post = (key: string, text = 'Which date would suit you?') => keyed(call, `${own}/messages`, key, { token: supplier, body: { text } });
    const first = await post('message-1');
    expect(first.status).toBe(201);
    expect(shape(await post('message-1'))).toEqual(shape(first));
    const texts = async () => ((await call('GET', `${staff}/messages`, { token: buyer })).body.items as { text: string }[]).map((m) => m.text);
    expect(await texts()).toEqual(['Which date would suit you?']);
    expect((await post('message-2')).body.id).toBe(first.body.id + 1);
    expect(await texts()).toEqual(['Which date would suit you?', 'Which date would suit you?']);
    expectError(await post('message-1', 'Another text'), 422, REUSED);
  },

  'messages of a joint audit: a key is its conversation\'s, not the path\'s: the same key to another target is another message': async (call) => {
    const t = await auditSetup(call);
    const audit = await created(call, t.quality, { targets: [{ supplierId: 1001 }, { supplierId: 1002 }] });
    expect((await act(call, t.quality, 'a', audit.id, 'invite')).status).toBe(200);
    const staff = `a/supplierAudit/${audit.id}/messages`;
    const post = (supplierId: number) => keyed(call, `${staff}?supplierId=${supplierId}`, 'audit-message-1', { token: t.quality, body: { text: 'Please send the sheet.' } });
    const toHsinTai = await post(1001);
    expect(toHsinTai.status).toBe(201);
    expect(shape(await post(1001))).toEqual(shape(toHsinTai));
    const toRio = await post(1002);
    expect(toRio.status).toBe(201);
    for (const token of [t.supplier, t.supplier2]) {
      expect(((await call('GET', `su/supplierAudit/${audit.id}/messages`, { token })).body.items as { text: string }[]).map((m) => m.text)).toEqual(['Please send the sheet.']);
    }
  },

  'savedView: the same key saves the view once and answers it again, not "name taken"; another key is refused as taken': async (call) => {
    const buyer = await tokenOf(call, 'buyer');
    const view = { listKey: '/admin/po', name: 'Unconfirmed', filters: { confirmStatus: 'UNCONFIRMED' }, isDefault: true };
    const save = (key: string, body: object = view) => keyed(call, 'g/savedView', key, { token: buyer, body });
    const first = await save('view-1');
    expect(first.status).toBe(201);
    expect(shape(await save('view-1'))).toEqual(shape(first));
    const views = await call('POST', 'g/savedView/search', { token: buyer, body: { listKey: '/admin/po', paging: { page: 1, pageSize: 20 } } });
    expect(views.body.items.map((v: { id: number }) => v.id)).toEqual([first.body.id]);
    const again = await save('view-2');
    expect(again.status).toBe(400);
    expect(again.body.fieldErrors).toEqual([expect.objectContaining({ path: 'name', key: 'validation:viewNameTaken' })]);
    expectError(await save('view-1', { ...view, name: 'Another' }), 422, REUSED);
  },
};
