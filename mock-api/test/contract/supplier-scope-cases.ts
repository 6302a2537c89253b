import type { Supplier } from 'shared-ui/contract';
import type { Call } from '../call';
import type { Cases } from './cases';
import { notificationsOf } from './helpers';
import { purchasingSession, sheetValues, workbookOf } from './purchasing-helpers';
import { newInquiry } from './sourcing-helpers';
import { SEEDED, SUP, tokens } from './supplier-helpers';

// Staff read a supplier only within the purchasing orgs of their active roles (spec section 6),
// every staff read of suppliers alike; another org's supplier is no such record (404), as another
// org's PO or inquiry. Accounts: buyer (1100, 1200, 2100) and joao.silva (BUYER_BR: 3100, 3200);
// 1001 (Hsin Tai) trades in 1100 and 2100, 1002 (Rio Metals) in 3100; admin every org.
const RIO = 1002;
const inOrgs = (orgs: string[]) =>
  SEEDED.filter((s) => s.purchaseData.purchaseOrgList.some((o) => orgs.includes(o.purchasingOrgCode))).map((s) => s.id).sort((a, b) => b - a);
const BUYER_ORGS = ['1100', '1200', '2100'];
const BR_ORGS = ['3100', '3200'];

const listIds = async (call: Call, path: string, token: string, body: object = {}) => {
  const answer = await call('POST', path, { token, body: { paging: { pageSize: 1000 }, ...body } });
  expect(answer.status).toBe(200);
  return answer.body.items.map((i: { id: number }) => i.id) as number[];
};

/** Every staff read of one supplier: the record, its parts, its contacts, timeline and conversation. */
const READS = (id: number) => [
  `a/supplier/${id}`,
  `a/supplier/${id}/lastApproved`,
  `a/supplier/${id}/commitHistory`,
  `a/supplier/${id}/audit`,
  `a/supplier/${id}/paymentSubRange`,
  `a/supplier/contacts?supplierId=${id}`,
  `a/supplier/${id}/activity`,
  `a/supplier/${id}/messages`,
];

export const supplierScopeCases: Cases = {
  'a/supplier/{id} and its parts: a supplier of the caller\'s purchasing orgs is read, another org\'s is 404 (in scope and out, both ways)': async (call) => {
    const t = await tokens(call, 'buyer', 'joao.silva', 'admin');
    const statuses = async (token: string, id: number) => Promise.all(READS(id).map(async (path) => [path, (await call('GET', path, { token })).status]));
    const all = (id: number, status: number) => READS(id).map((path) => [path, status]);
    expect(await statuses(t.buyer, SUP.hsinTai)).toEqual(all(SUP.hsinTai, 200));
    expect(await statuses(t.buyer, RIO)).toEqual(all(RIO, 404));
    expect(await statuses(t['joao.silva'], RIO)).toEqual(all(RIO, 200));
    expect(await statuses(t['joao.silva'], SUP.hsinTai)).toEqual(all(SUP.hsinTai, 404));
    for (const id of [SUP.hsinTai, RIO]) expect(await statuses(t.admin, id)).toEqual(all(id, 200));
    // The 404 of another org's supplier is the one of an unknown id: nothing tells it exists.
    const unknown = await call('GET', 'a/supplier/999', { token: t.buyer, lang: 'en-US' });
    expect(await call('GET', `a/supplier/${RIO}`, { token: t.buyer, lang: 'en-US' })).toMatchObject({ status: 404, body: unknown.body });
  },

  'a/supplier/{id}: another org\'s supplier cannot be changed either (404), nor can its conversation be written in': async (call) => {
    const t = await tokens(call, 'buyer', 'joao.silva');
    const record = (await call('GET', `a/supplier/${RIO}`, { token: t['joao.silva'] })).body as Supplier;
    expect((await call('PUT', `a/supplier/${RIO}`, { token: t.buyer, body: record })).status).toBe(404);
    for (const action of ['commit', 'commitBpm', 'rollback', 'updateSupplierToSap']) {
      expect([action, (await call('POST', `a/supplier/${RIO}/${action}`, { token: t.buyer })).status]).toEqual([action, 404]);
    }
    expect((await call('POST', `a/supplier/${RIO}/reject`, { token: t.buyer, body: { reason: 'no' } })).status).toBe(404);
    expect((await call('POST', `a/supplier/${RIO}/block`, { token: t.buyer, body: { blockAction: 'BLOCK', blockDate: '2026-04-01' } })).status).toBe(404);
    expect((await call('POST', `a/supplier/${RIO}/messages`, { token: t.buyer, body: { text: 'Hello?' } })).status).toBe(404);
    expect((await call('GET', `a/supplier/${RIO}`, { token: t['joao.silva'] })).body.basicData.systemInfo).toEqual(record.basicData.systemInfo);
  },

  'a/supplier/search, its exports and the contacts search list what the record lets read: the caller\'s orgs\' suppliers; admin all': async (call) => {
    const t = await tokens(call, 'buyer', 'joao.silva', 'admin');
    expect(await listIds(call, 'a/supplier/search', t.buyer)).toEqual(inOrgs(BUYER_ORGS));
    expect(await listIds(call, 'a/supplier/search', t['joao.silva'])).toEqual(inOrgs(BR_ORGS));
    expect(await listIds(call, 'a/supplier/search', t.admin)).toHaveLength(SEEDED.length);
    expect(await listIds(call, 'a/supplier/search', t.buyer, { supplierNoScp: 'SCP001002' })).toEqual([]);
    expect(await listIds(call, 'a/supplier/search', t['joao.silva'], { keyword: 'Hsin Tai' })).toEqual([]);
    const sheet = sheetValues(await workbookOf(await call('POST', 'a/supplier/search/xls', { token: t['joao.silva'], body: {} })));
    expect(sheet.slice(1).map((r) => r[0])).toEqual(inOrgs(BR_ORGS));
    const batch = await workbookOf(await call('POST', 'a/supplier/search/batch/xls', { token: t['joao.silva'], body: { keyword: 'SCP00100' } }));
    expect(sheetValues(batch).slice(1).map((r) => r[0])).toEqual(inOrgs(BR_ORGS).filter((id) => id >= 1001 && id <= 1009));
    expect(inOrgs(BR_ORGS)).toContain(RIO);
    const contacts = async (token: string, supplierId: number) =>
      (await call('POST', 'a/supplierContact/searchWithSupplier', { token, body: { supplierId, paging: { pageSize: 100 } } })).body.totalCount;
    expect([await contacts(t.buyer, SUP.hsinTai), await contacts(t.buyer, RIO)]).toEqual([SEEDED.find((s) => s.id === SUP.hsinTai)!.basicData.contactList.length, 0]);
    expect(await contacts(t['joao.silva'], RIO)).toBeGreaterThan(0);
  },

  'a/supplier/searchForAudit, the pickers\' candidate search: another org\'s supplier is found by those who plan an audit or write an inquiry (name, numbers, stage; no master data), its record stays 404; an inquiry invites it': async (call) => {
    const t = await purchasingSession(call, 'buyer', 'li.na', 'quality', 'viewer', 'supplier');
    const candidates = async (token: string, keyword: string) => call('POST', 'a/supplier/searchForAudit', { token, body: { keyword } });
    const rio = await candidates(t.buyer, 'Rio Metals');
    expect(rio.status).toBe(200);
    expect(rio.body.items).toEqual([{ id: RIO, name: expect.stringContaining('Rio Metals'), supplierNoScp: 'SCP001002', supplierNoSap: expect.any(String), stage: 'NORMAL', blockStatus: 'UNBLOCKED' }]);
    expect((await call('GET', `a/supplier/${RIO}`, { token: t.buyer })).status).toBe(404);
    expect(await listIds(call, 'a/supplier/search', t.buyer, { keyword: 'Rio Metals' })).toEqual([]);
    // Its tax ID finds nothing: the unscoped search tells no one whose tax ID it is (the name, above, and numbers do).
    const rioIdentity = SEEDED.find((s) => s.id === RIO)!.basicData.companyInfo.identity;
    expect((await candidates(t.buyer, rioIdentity)).body.items).toEqual([]);
    expect((await candidates(t.buyer, 'SCP001002')).body.items.map((s: { id: number }) => s.id)).toEqual([RIO]);
    // Its own org's list still finds it by tax ID.
    expect(await listIds(call, 'a/supplier/search', (await tokens(call, 'joao.silva'))['joao.silva']!, { keyword: rioIdentity })).toEqual([RIO]);
    // A sourcer (INQUIRY) and a quality planner (AUDIT) alike; a supplier and a read-only user not.
    for (const token of [t['li.na'], t.quality]) expect((await candidates(token, 'Rio Metals')).body.items.map((s: { id: number }) => s.id)).toEqual([RIO]);
    expect((await candidates(t.supplier, 'Rio Metals')).status).toBe(403);
    expect((await candidates(t.viewer, 'Rio Metals')).status).toBe(403);
    // The inquiry's save and its invitation ask that the supplier exists, not that its record is the buyer's.
    const draft = await call('POST', 'a/inquiry', { token: t.buyer, body: newInquiry({ supplierIds: [SUP.hsinTai, RIO] }) });
    expect([draft.status, draft.body.supplierIds]).toEqual([201, [SUP.hsinTai, RIO]]);
    const sent = await call('POST', 'a/inquiry', { token: t.buyer, body: newInquiry({ supplierIds: [SUP.hsinTai] }) });
    expect((await call('POST', `a/inquiry/${sent.body.id}/commit`, { token: t.buyer })).status).toBe(200);
    const invited = await call('POST', `a/inquiry/${sent.body.id}/quotation`, { token: t.buyer, body: { supplierIds: [RIO] } });
    expect([invited.status, invited.body.suppliers.map((s: { supplierId: number; quotationStatus: string }) => [s.supplierId, s.quotationStatus])]).toEqual([200, [[SUP.hsinTai, 'INVITED'], [RIO, 'INVITED']]]);
    // Bidding switched off: no inquiry to pick for, so the buyer is refused; audits still pick.
    expect((await call('POST', 'dev/functionDisable', { body: { functionDisable: ['INQUIRY'] } })).status).toBe(200);
    try {
      expect((await candidates(t.buyer, 'Rio Metals')).status).toBe(403);
      expect((await candidates(t.quality, 'Rio Metals')).status).toBe(200);
    } finally {
      await call('POST', 'dev/functionDisable', { body: { functionDisable: [] } });
    }
  },

  'relation log: another org\'s supplier\'s events are neither listed nor read, changed or added to (404; its supplierId as unknown)': async (call) => {
    const t = await tokens(call, 'buyer', 'joao.silva');
    const rioEvents = await listIds(call, 'a/supplier/relationLog/search', t['joao.silva'], { supplierId: RIO });
    expect(rioEvents.length).toBeGreaterThan(0);
    expect(await listIds(call, 'a/supplier/relationLog/search', t.buyer, { supplierId: RIO })).toEqual([]);
    const buyerSees = await listIds(call, 'a/supplier/relationLog/search', t.buyer);
    expect(buyerSees.some((id) => rioEvents.includes(id))).toBe(false);
    expect(buyerSees.length).toBeGreaterThan(0);
    const id = rioEvents[0];
    expect((await call('GET', `a/supplier/relationLog/${id}`, { token: t['joao.silva'] })).status).toBe(200);
    expect((await call('GET', `a/supplier/relationLog/${id}`, { token: t.buyer })).status).toBe(404);
    expect((await call('GET', `a/supplier/relationLog/${id}/activity`, { token: t.buyer })).status).toBe(404);
    const event = { subject: 'Visit', eventTypeCode: 'MEETING', eventDate: '2026-03-25', eventParticipant: 'buyer' };
    expect((await call('PUT', `a/supplier/relationLog/${id}`, { token: t.buyer, body: event })).status).toBe(404);
    expect((await call('POST', `a/supplier/relationLog/${id}/commit`, { token: t.buyer })).status).toBe(404);
    expect((await call('POST', 'a/supplier/relationLog', { token: t.buyer, body: { ...event, supplierId: RIO } })).body.fieldErrors).toEqual([{ path: 'supplierId', key: 'validation:supplierNotFound' }]);
    expect((await call('POST', 'a/supplier/relationLog', { token: t['joao.silva'], body: { ...event, supplierId: RIO } })).status).toBe(201);
  },

  'a registered supplier, in no purchasing org yet, is read by every staff member; once given one, by that org\'s staff': async (call) => {
    const t = await tokens(call, 'buyer', 'joao.silva', 'grace.lin');
    const { id: _id, permissions: _p, ...template } = SEEDED.find((s) => s.id === SUP.b1Draft)!;
    const created = await call('POST', 'a/supplier', { token: t['joao.silva'], body: { ...template, purchaseData: { paymentSubRangeList: [], purchaseOrgList: [] } } });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    for (const token of [t.buyer, t['joao.silva'], t['grace.lin']]) expect((await call('GET', `a/supplier/${id}`, { token })).status).toBe(200);
    expect(await listIds(call, 'a/supplier/search', t.buyer, { supplierNoScp: created.body.basicData.systemInfo.supplierNoScp })).toEqual([id]);
    const record = created.body as Supplier;
    // A Brazilian supplier is B1 while created, BR once changed (spec section 5).
    const basicData = { ...record.basicData, companyInfo: { ...record.basicData.companyInfo, countryCode: 'BR' } };
    const given = await call('PUT', `a/supplier/${id}`, { token: t['joao.silva'], body: { ...record, basicData, purchaseData: { paymentSubRangeList: [], purchaseOrgList: template.purchaseData.purchaseOrgList } } });
    expect(given.status).toBe(200);
    expect((await call('GET', `a/supplier/${id}`, { token: t.buyer })).status).toBe(404);
    expect((await call('GET', `a/supplier/${id}`, { token: t['joao.silva'] })).status).toBe(200);
    // Finance holds no purchasing org: its company scope (every company) reads every org's suppliers.
    expect((await call('GET', `a/supplier/${id}`, { token: t['grace.lin'] })).status).toBe(200);
  },

  'a supplier\'s message on its record tells the staff of its orgs only, not a buyer of another org who wrote there before': async (call) => {
    const t = await tokens(call, 'supplier', 'joao.silva', 'buyer', 'admin');
    // joao.silva's question from before its org lost 1001: admin gives 1001 a Brazilian org, he writes, admin takes it back.
    const record = (await call('GET', `a/supplier/${SUP.hsinTai}`, { token: t.admin })).body as Supplier;
    const rioOrg = SEEDED.find((s) => s.id === RIO)!.purchaseData.purchaseOrgList[0]!;
    const withBrazil = { ...record, purchaseData: { ...record.purchaseData, purchaseOrgList: [...record.purchaseData.purchaseOrgList, rioOrg] } };
    expect((await call('PUT', `a/supplier/${SUP.hsinTai}`, { token: t.admin, body: withBrazil })).status).toBe(200);
    expect((await call('POST', `a/supplier/${SUP.hsinTai}/messages`, { token: t['joao.silva'], body: { text: 'Do you ship to Santos?' } })).status).toBe(201);
    expect((await call('PUT', `a/supplier/${SUP.hsinTai}`, { token: t.admin, body: { ...withBrazil, purchaseData: record.purchaseData } })).status).toBe(200);
    const before = (await notificationsOf(call, t['joao.silva'], { kind: 'MESSAGE_RECEIVED' })).totalCount;
    expect((await call('POST', 'su/supplier/me/messages', { token: t.supplier, body: { text: 'Only within Taiwan.' } })).status).toBe(201);
    expect((await notificationsOf(call, t['joao.silva'], { kind: 'MESSAGE_RECEIVED' })).totalCount).toBe(before);
    expect((await notificationsOf(call, t.buyer, { kind: 'MESSAGE_RECEIVED' })).items.map((n) => n.link)).toContain(`/admin/supplier/detail/view/${SUP.hsinTai}?panel=conversation`);
  },
};
