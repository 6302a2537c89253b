import type { Cases } from './cases';
import { tokens } from './supplier-helpers';

const FLAGS = { create: false, edit: false, view: false, review: false };
const VIEW = { ...FLAGS, view: true };
const newRole = { roleCode: 'PO_READER', roleDesc: 'PO reader', status: 'ACTIVE', companyCodeList: ['1000'], purchasingOrgList: ['1100'], permissionList: [{ object: 'PURCHASE_ORDER', ...VIEW }, { object: 'SUPPLIER_BASIC', ...VIEW }] };

/** Roles (`a/role`) under ROLE, and the permission maps derived from them. */
export const adminRoleCases: Cases = {
  'role/search and get: ROLE view (admin sees the 8 roles; buyer and supplier 403); unknown id 404': async (call) => {
    const { admin, buyer, supplier } = await tokens(call, 'admin', 'buyer', 'supplier');
    const page = await call('POST', 'a/role/search', { token: admin, body: { roleCode: 'buyer' } });
    expect(page.status).toBe(200);
    expect(page.body.items.map((r: { roleCode: string }) => r.roleCode).sort()).toEqual(['BUYER', 'BUYER_BR', 'LEGACY_BUYER']);
    const all = await call('POST', 'a/role/search', { token: admin, body: {} });
    expect(all.body.totalCount).toBe(8);
    const one = await call('GET', `a/role/${all.body.items[0].id}`, { token: admin });
    expect(one.body.permissionList).toHaveLength(19);
    expect((await call('GET', 'a/role/999', { token: admin })).status).toBe(404);
    expect((await call('POST', 'a/role/search', { token: buyer, body: {} })).status).toBe(403);
    expect((await call('POST', 'a/role/search', { token: supplier, body: {} })).status).toBe(403);
  },

  'role create: the contract rules (code format, description), a taken code and unknown scopes are 400 at their fields; 201 with every object in the list': async (call) => {
    const { admin, viewer } = await tokens(call, 'admin', 'viewer');
    expect((await call('POST', 'a/role', { token: viewer, body: newRole })).status).toBe(403);
    const broken = await call('POST', 'a/role', { token: admin, body: { ...newRole, roleCode: 'po reader', roleDesc: ' ' }, lang: 'en-US' });
    expect(broken.status).toBe(400);
    expect(broken.body.fieldErrors).toEqual([
      { path: 'roleCode', key: 'validation:roleCodeFormat' },
      { path: 'roleDesc', key: 'validation:required' },
    ]);
    expect(broken.body.messages).toEqual(['The role code takes capital letters, digits and underscores, starting with a letter.', 'Required']);
    const taken = await call('POST', 'a/role', { token: admin, body: { ...newRole, roleCode: 'BUYER', companyCodeList: ['9999'] }, lang: 'en-US' });
    expect(taken.body.fieldErrors).toEqual([
      { path: 'roleCode', key: 'validation:roleCodeTaken' },
      { path: 'companyCodeList.0', key: 'validation:invalid' },
    ]);
    expect(taken.body.messages[0]).toBe('This role code already exists.');
    const twice = await call('POST', 'a/role', { token: admin, body: { ...newRole, permissionList: [...newRole.permissionList, { object: 'PURCHASE_ORDER', ...FLAGS }] } });
    expect(twice.body.fieldErrors).toEqual([{ path: 'permissionList', key: 'validation:invalid' }]);
    const created = await call('POST', 'a/role', { token: admin, body: newRole });
    expect(created.status).toBe(201);
    expect(created.body.permissionList).toHaveLength(19);
    expect(created.body.permissionList.find((l: { object: string }) => l.object === 'PURCHASE_ORDER')).toEqual({ object: 'PURCHASE_ORDER', ...VIEW });
    expect(created.body.permissionList.find((l: { object: string }) => l.object === 'INVOICE')).toEqual({ object: 'INVOICE', ...FLAGS });
  },

  'role edit: the code stays as created; saving the role changes the holder\'s profile at its next load; inactive grants nothing': async (call) => {
    const { admin, buyer } = await tokens(call, 'admin', 'buyer');
    const page = await call('POST', 'a/role/search', { token: admin, body: { roleCode: 'BUYER' } });
    const role = page.body.items.find((r: { roleCode: string }) => r.roleCode === 'BUYER');
    expect((await call('GET', 'g/me', { token: buyer })).body.permissionMap.INVOICE.view).toBe(true);
    expect((await call('PUT', `a/role/${role.id}`, { token: buyer, body: role })).status).toBe(403);

    const lines = role.permissionList.map((l: { object: string }) => (l.object === 'INVOICE' ? { object: 'INVOICE', ...FLAGS } : l));
    const saved = await call('PUT', `a/role/${role.id}`, { token: admin, body: { ...role, roleCode: 'RENAMED', permissionList: lines } });
    expect(saved.status).toBe(200);
    expect(saved.body.roleCode).toBe('BUYER');
    expect((await call('GET', 'g/me', { token: buyer })).body.permissionMap.INVOICE).toEqual(FLAGS);
    expect((await call('POST', 'a/bill/search', { token: buyer, body: {} })).status).toBe(403);

    await call('PUT', `a/role/${role.id}`, { token: admin, body: { ...role, status: 'INACTIVE' } });
    const map = (await call('GET', 'g/me', { token: buyer })).body.permissionMap;
    expect(Object.values(map).every((f) => !Object.values(f as object).some(Boolean))).toBe(true);
    // (An internal map without SUPPLIER_BASIC view reads as the supplier's fixed map, spec section 6.)
    expect((await call('POST', 'a/deliveryReplyReview/searchForReview', { token: buyer, body: {} })).status).toBe(403);
  },
};
