import type { Call } from '../call';
import { firstSignIn } from './admin-account-cases';
import type { Cases } from './cases';
import { expectError, login } from './helpers';
import { SEEDED, tokens } from './supplier-helpers';

const subAccount = { account: 'hsintai.buyer2', name: '王採購 Wang', email: 'wang@hsintai.example', phone: '+886 2-2601-0009', status: 'ACTIVE' };

type Row = { id: number; account: string; supplierId: number; applicant: boolean; status: string };
/** The seeded role `roleCode` given ACCOUNT_SUPPLIER (create, edit, view) by admin: its holders manage supplier accounts within its scope. */
async function grantSupplierAccounts(call: Call, admin: string, roleCode: string) {
  const role = (await call('POST', 'a/role/search', { token: admin, body: { roleCode } })).body.items.find((r: { roleCode: string }) => r.roleCode === roleCode);
  const permissionList = role.permissionList.map((l: { object: string }) => (l.object === 'ACCOUNT_SUPPLIER' ? { object: l.object, create: true, edit: true, view: true, review: false } : l));
  expect((await call('PUT', `a/role/${role.id}`, { token: admin, body: { ...role, permissionList } })).status).toBe(200);
}

const ownRows = async (call: Call, token: string) => (await call('POST', 'su/supplierUser/search', { token, body: { paging: { page: 1, pageSize: 100 } } })).body.items as Row[];

/** Supplier accounts: `su/supplierUser` (a supplier's own) and `a/supplierUser` (ACCOUNT_SUPPLIER). */
export const adminSupplierUserCases: Cases = {
  'su/supplierUser: a supplier creates a sub-account that signs in with its mailed password; the other supplier never sees it': async (call) => {
    const { supplier, supplier2 } = await tokens(call, 'supplier', 'supplier2');
    const broken = await call('POST', 'su/supplierUser', { token: supplier, body: { ...subAccount, email: 'x' }, lang: 'en-US' });
    expect(broken.body.fieldErrors).toEqual([{ path: 'email', key: 'validation:email' }]);
    const taken = await call('POST', 'su/supplierUser', { token: supplier, body: { ...subAccount, account: 'RIO.finance' }, lang: 'en-US' });
    expect(taken.body.messages).toEqual(['This account already exists.']);

    // A supplierId sent is ignored: the sub-account is the caller's supplier's.
    const created = await call('POST', 'su/supplierUser', { token: supplier, body: { ...subAccount, supplierId: 1002 } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ account: 'hsintai.buyer2', supplierId: 1001, applicant: false });
    const token = await firstSignIn(call, 'hsintai.buyer2', 'wang@hsintai.example');
    // A new sub-account accepts the terms of use itself before its first supplier call.
    expect((await call('GET', 'su/supplier/me', { token })).status).toBe(403);
    expect((await call('PUT', 'su/me/acceptTerm', { token })).status).toBe(200);
    expect((await call('GET', 'su/supplier/me', { token })).body.id).toBe(1001);

    expect((await call('GET', `su/supplierUser/${created.body.id}`, { token: supplier2 })).status).toBe(404);
    expect((await call('PUT', `su/supplierUser/${created.body.id}`, { token: supplier2, body: subAccount })).status).toBe(404);
    expect((await call('DELETE', `su/supplierUser/${created.body.id}`, { token: supplier2 })).status).toBe(404);
    expect((await ownRows(call, supplier2)).some((r) => r.account === 'hsintai.buyer2')).toBe(false);
    expect((await call('POST', 'a/supplierUser/search', { token: supplier, body: {} })).status).toBe(403);
  },

  'su/supplierUser: deactivated it cannot sign in; deleted it is gone; the applicant account is neither deactivated nor deleted': async (call) => {
    const { supplier } = await tokens(call, 'supplier');
    const rows = await ownRows(call, supplier);
    const applicant = rows.find((r) => r.applicant)!;
    expect(applicant.account).toBe('supplier');
    const one = (await call('GET', `su/supplierUser/${applicant.id}`, { token: supplier })).body;
    expectError(await call('PUT', `su/supplierUser/${applicant.id}`, { token: supplier, body: { ...one, status: 'INACTIVE' }, lang: 'en-US' }), 409, ['The applicant account cannot be deleted or deactivated.']);
    expectError(await call('DELETE', `su/supplierUser/${applicant.id}`, { token: supplier, lang: 'zh-TW' }), 409, ['申請人帳號不可刪除或停用。']);

    const created = (await call('POST', 'su/supplierUser', { token: supplier, body: subAccount })).body;
    const token = await firstSignIn(call, subAccount.account, subAccount.email);
    const renamed = await call('PUT', `su/supplierUser/${created.id}`, { token: supplier, body: { ...subAccount, account: 'other', name: 'Wang Renamed', status: 'INACTIVE' } });
    expect(renamed.body).toMatchObject({ account: 'hsintai.buyer2', name: 'Wang Renamed', status: 'INACTIVE' });
    expect((await call('GET', 'g/me', { token })).status).toBe(401);
    expectError(await login(call, subAccount.account, 'Fresh#Portal2026', 'en-US'), 400, ['This account is deactivated. Please contact the administrator.']);
    expect((await call('DELETE', `su/supplierUser/${created.id}`, { token: supplier })).status).toBe(204);
    expect((await call('GET', `su/supplierUser/${created.id}`, { token: supplier })).status).toBe(404);
  },

  'a/supplierUser: ACCOUNT_SUPPLIER (admin) manages any supplier\'s accounts, by supplier; buyer 403; an unknown supplier 400': async (call) => {
    const { admin, buyer } = await tokens(call, 'admin', 'buyer');
    const page = await call('POST', 'a/supplierUser/search', { token: admin, body: { supplierIds: [1002] } });
    expect(page.body.items.map((r: Row) => r.account).sort()).toEqual(['rio.finance', 'rio.logistics', 'supplier2']);
    expect(page.body.items.find((r: Row) => r.account === 'supplier2')).toMatchObject({ applicant: true, supplierName: expect.stringContaining('Rio Metals') });
    expect((await call('POST', 'a/supplierUser/search', { token: buyer, body: {} })).status).toBe(403);
    const unknown = await call('POST', 'a/supplierUser', { token: admin, body: { ...subAccount, supplierId: 99 } });
    expect(unknown.body.fieldErrors).toEqual([{ path: 'supplierId', key: 'validation:supplierNotFound' }]);
    const missing = await call('POST', 'a/supplierUser', { token: admin, body: subAccount });
    expect(missing.body.fieldErrors).toEqual([{ path: 'supplierId', key: 'validation:required' }]);
    const created = await call('POST', 'a/supplierUser', { token: admin, body: { ...subAccount, account: 'rio.sales', supplierId: 1002 } });
    expect(created.status).toBe(201);
    const { supplier2 } = await tokens(call, 'supplier2');
    expect((await ownRows(call, supplier2)).map((r) => r.account)).toContain('rio.sales');
    const applicant = page.body.items.find((r: Row) => r.applicant);
    expect((await call('DELETE', `a/supplierUser/${applicant.id}`, { token: admin })).status).toBe(409);
  },

  // Staff read a supplier only within the purchasing orgs of their active roles (supplier/scope.ts),
  // its accounts too: joao.silva (BUYER_BR: 3100, 3200) manages Rio Metals' (1002), not Hsin Tai's
  // (1001: 1100, 2100), and buyer (BUYER: 1100, 1200, 2100) the other way round.
  'a/supplierUser: staff search, read, change, delete and create the accounts of the suppliers of their purchasing orgs only; another org\'s are 404, as an unknown id': async (call) => {
    const { admin } = await tokens(call, 'admin');
    for (const role of ['BUYER', 'BUYER_BR']) await grantSupplierAccounts(call, admin, role);
    const t = await tokens(call, 'buyer', 'joao.silva');
    const br = t['joao.silva'];
    const rowId = async (account: string) => (await call('POST', 'a/supplierUser/search', { token: admin, body: { account } })).body.items[0].id as number;
    const hsinTaiQa = await rowId('hsintai.qa');
    const rioFinance = await rowId('rio.finance');

    // The search: the accounts of the suppliers in Brazil's orgs and of those in no org yet, whatever supplierIds says.
    const orgsOf = (s: (typeof SEEDED)[number]) => s.purchaseData.purchaseOrgList.map((o) => o.purchasingOrgCode);
    const readable = new Set(SEEDED.filter((s) => orgsOf(s).length === 0 || orgsOf(s).some((org) => ['3100', '3200'].includes(org))).map((s) => s.id));
    expect(readable.has(1002) && !readable.has(1001)).toBe(true);
    const page = await call('POST', 'a/supplierUser/search', { token: br, body: { paging: { page: 1, pageSize: 1000 } } });
    expect(page.status).toBe(200);
    expect(page.body.items.filter((r: Row) => !readable.has(r.supplierId))).toEqual([]);
    expect(page.body.totalCount).toBe(readable.size + 2);
    expect((await call('POST', 'a/supplierUser/search', { token: br, body: { supplierIds: [1001] } })).body.totalCount).toBe(0);
    expect((await call('POST', 'a/supplierUser/search', { token: t.buyer, body: { supplierIds: [1001, 1002] } })).body.items.map((r: Row) => r.supplierId)).not.toContain(1002);

    // One account: another org's supplier's is no such account (404, the unknown id's answer), to read, change or delete.
    const unknown = await call('GET', 'a/supplierUser/999999', { token: br, lang: 'en-US' });
    expect(await call('GET', `a/supplierUser/${hsinTaiQa}`, { token: br, lang: 'en-US' })).toMatchObject({ status: 404, body: unknown.body });
    expect((await call('GET', `a/supplierUser/${rioFinance}`, { token: br })).status).toBe(200);
    expect((await call('GET', `a/supplierUser/${rioFinance}`, { token: t.buyer })).status).toBe(404);
    expect((await call('GET', `a/supplierUser/${hsinTaiQa}`, { token: t.buyer })).status).toBe(200);
    const qa = (await call('GET', `a/supplierUser/${hsinTaiQa}`, { token: admin })).body;
    expect((await call('PUT', `a/supplierUser/${hsinTaiQa}`, { token: br, body: { ...qa, name: 'Renamed' } })).status).toBe(404);
    expect((await call('DELETE', `a/supplierUser/${hsinTaiQa}`, { token: br })).status).toBe(404);
    expect((await call('GET', `a/supplierUser/${hsinTaiQa}`, { token: admin })).body).toMatchObject({ name: qa.name, status: 'ACTIVE' });

    // A new account: for a supplier of the caller's orgs; another org's is refused at supplierId, as an unknown one.
    const outside = await call('POST', 'a/supplierUser', { token: br, body: { ...subAccount, supplierId: 1001 } });
    expect(outside.status).toBe(400);
    expect(outside.body.fieldErrors).toEqual([{ path: 'supplierId', key: 'validation:supplierNotFound' }]);
    const inside = await call('POST', 'a/supplierUser', { token: br, body: { ...subAccount, account: 'rio.sales', supplierId: 1002 } });
    expect(inside.status).toBe(201);
  },
};
