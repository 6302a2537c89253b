import type { AttachmentSetting, Supplier, SupplierListItem } from 'shared-ui/contract';
import type { Call } from '../call';
import { evidence } from './audit-helpers';
import type { Cases } from './cases';
import { act, putChanged, recordOf, SUP, tokens } from './supplier-helpers';

const EN = 'en-US';

/** Makes a first-stage attachment setting required (as purchasing staff may at any time). */
async function requireSetting(call: Call, token: string, code: string) {
  const setting = (await call('GET', `g/supplierTypeAttachment/${code}`, { token })).body;
  expect((await call('PUT', `g/supplierTypeAttachment/${code}`, { token, body: { ...setting, required: true } })).status).toBe(200);
  return setting.name as string;
}

const emptied = (list: Supplier['basicData']['attachmentList'], code: string) => list.map((a) => (a.attachmentCode === code ? { ...a, files: [] } : a));

/** Spec section 5 "Required attachments must be uploaded": on every change and commit, not only at sign-up. */
export const supplierAttachmentCases: Cases = {
  'PUT a/supplier/{id}: a required attachment of the supplier type left without a file is refused at its slot; with it, saved': async (call) => {
    const { buyer } = await tokens(call, 'buyer');
    const stored = await recordOf(call, buyer, SUP.hsinTai);
    const at = stored.basicData.attachmentList.findIndex((a) => a.attachmentCode === 'PART-REG-ZH');
    const refused = await putChanged(call, buyer, SUP.hsinTai, (s) => (s.basicData.attachmentList = emptied(s.basicData.attachmentList, 'PART-REG-ZH')), EN);
    expect(refused.status).toBe(400);
    const name = stored.basicData.attachmentList[at].attachmentName;
    expect(refused.body.fieldErrors).toEqual([{ path: `basicData.attachmentList.${at}.files`, key: 'validation:attachmentRequired', params: { code: 'PART-REG-ZH', name } }]);
    expect(refused.body.messages).toEqual([`Upload the required attachment: ${name}.`]);
    expect((await recordOf(call, buyer, SUP.hsinTai)).basicData.attachmentList[at].files).toHaveLength(1);
    expect((await putChanged(call, buyer, SUP.hsinTai, (s) => (s.basicData.companyInfo.phone = '02-1111-2222'))).status).toBe(200);
  },

  'PUT su/supplier/me: the supplier\'s own change is refused without a required attachment (at attachmentList.N.files)': async (call) => {
    const { supplier } = await tokens(call, 'supplier');
    const me: Supplier = (await call('GET', 'su/supplier/me', { token: supplier })).body;
    const { companyInfo, contactList, categoryInfoList, bankInfoList, freeAttachmentList } = me.basicData;
    const attachmentList = emptied(me.basicData.attachmentList, 'PART-BANK-ZH');
    const at = attachmentList.findIndex((a) => a.attachmentCode === 'PART-BANK-ZH');
    const refused = await call('PUT', 'su/supplier/me', { token: supplier, body: { companyInfo, contactList, categoryInfoList, bankInfoList, attachmentList, freeAttachmentList } });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual([{ path: `attachmentList.${at}.files`, key: 'validation:attachmentRequired', params: { code: 'PART-BANK-ZH', name: attachmentList[at].attachmentName } }]);
  },

  'commit (a/ and su/): a setting made required since the save is asked for before the change goes on (400 at the list); the record stays DRAFT': async (call) => {
    const t = await tokens(call, 'buyer', 'supplier');
    const me: Supplier = (await call('GET', 'su/supplier/me', { token: t.supplier })).body;
    const { companyInfo, contactList, categoryInfoList, bankInfoList, attachmentList, freeAttachmentList } = me.basicData;
    expect((await call('PUT', 'su/supplier/me', { token: t.supplier, body: { companyInfo: { ...companyInfo, phone: '05-1' }, contactList, categoryInfoList, bankInfoList, attachmentList, freeAttachmentList } })).status).toBe(200);
    const name = await requireSetting(call, t.buyer, 'PART-NDA-ZH');
    const own = await call('POST', 'su/supplier/me/commit', { token: t.supplier, lang: EN });
    expect(own.status).toBe(400);
    expect(own.body.fieldErrors).toEqual([{ path: 'attachmentList', key: 'validation:attachmentRequired', params: { code: 'PART-NDA-ZH', name } }]);
    expect(own.body.messages).toEqual([`Upload the required attachment: ${name}.`]);
    const internal = await act(call, t.buyer, SUP.draftPre, 'commit');
    expect(internal.status).toBe(400);
    expect(internal.body.fieldErrors).toEqual([{ path: 'basicData.attachmentList', key: 'validation:attachmentRequired', params: { code: 'PART-NDA-ZH', name } }]);
    for (const id of [SUP.hsinTai, SUP.draftPre]) expect((await recordOf(call, t.buyer, id)).basicData.systemInfo.status).toBe('DRAFT');
  },
  'commitBpm of a potential supplier: the review (second-stage) attachments its type requires must be in (400 at each slot, the record stays COMMITTED); with them it goes to sign-off': async (call) => {
    const t = await tokens(call, 'buyer');
    const rows: SupplierListItem[] = (await call('POST', 'a/supplier/search', { token: t.buyer, body: { stage: 'PRE', status: 'COMMITTED', supplierTypeCode: 'PART', paging: { page: 1, pageSize: 50 } } })).body.items;
    const id = rows.map((r) => r.id).find((i) => i !== SUP.nova)!;
    const stored = await recordOf(call, t.buyer, id);
    const settings: AttachmentSetting[] = (await call('GET', `g/defaultAttachments?supplierTypeCode=PART&langCode=${stored.basicData.companyInfo.langCode}`, { token: t.buyer })).body;
    const review = settings.filter((s) => s.stage === 'SECOND' && s.required);
    expect(review.map((s) => s.type).sort()).toEqual(['ISO', 'RoHS']);

    const refused = await act(call, t.buyer, id, 'commitBpm', undefined, EN);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual(review.map((s) => ({ path: 'basicData.attachmentList', key: 'validation:attachmentRequired', params: { code: s.attachmentCode, name: s.name } })));
    expect(refused.body.messages).toEqual(review.map((s) => `Upload the required attachment: ${s.name}.`));
    expect((await recordOf(call, t.buyer, id)).basicData.systemInfo.status).toBe('COMMITTED');

    // The buyer adds the slots, one still empty: refused at that slot's files.
    const uploaded = [await evidence(call, t.buyer, `${review[0]!.type}.pdf`), await evidence(call, t.buyer, `${review[1]!.type}.pdf`)];
    const slot = (s: AttachmentSetting, files: number) => ({
      attachmentCode: s.attachmentCode, attachmentName: s.name, required: true,
      files: files ? [uploaded[review.indexOf(s)]!] : [],
    });
    expect((await putChanged(call, t.buyer, id, (s) => s.basicData.attachmentList.push(slot(review[0], 1), slot(review[1], 0)))).status).toBe(200);
    expect((await act(call, t.buyer, id, 'commit')).status).toBe(200);
    const half = await act(call, t.buyer, id, 'commitBpm');
    expect(half.status).toBe(400);
    const at = (await recordOf(call, t.buyer, id)).basicData.attachmentList.findIndex((a) => a.attachmentCode === review[1].attachmentCode);
    expect(half.body.fieldErrors).toEqual([{ path: `basicData.attachmentList.${at}.files`, key: 'validation:attachmentRequired', params: { code: review[1].attachmentCode, name: review[1].name } }]);

    expect((await putChanged(call, t.buyer, id, (s) => (s.basicData.attachmentList[at] = slot(review[1], 1)))).status).toBe(200);
    expect((await act(call, t.buyer, id, 'commit')).status).toBe(200);
    const sent = await act(call, t.buyer, id, 'commitBpm');
    expect(sent.status).toBe(200);
    expect(sent.body.basicData.systemInfo.status).toBe('SIGNING');
    // A normal supplier's change is not asked for them (Hsin Tai has none).
    expect((await putChanged(call, t.buyer, SUP.hsinTai, (s) => (s.basicData.companyInfo.phone = '02-3333-4444'))).status).toBe(200);
    expect((await act(call, t.buyer, SUP.hsinTai, 'commit')).status).toBe(200);
    expect((await act(call, t.buyer, SUP.hsinTai, 'commitBpm')).status).toBe(200);
  },
};
