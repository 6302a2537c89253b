import { issuesOf } from './issues';
import { fullPermissionList, internalAccountSchema, permissionMapOfRoles, roleSchema, supplierAccountSchema } from './account.schema';
import type { PermissionObject } from './permissions';

const role = { roleCode: 'PO_READER', roleDesc: 'PO reader', status: 'ACTIVE', companyCodeList: [], purchasingOrgList: [], permissionList: fullPermissionList() };
const line = (object: PermissionObject, flags: Partial<Record<'create' | 'edit' | 'view' | 'review', boolean>>) => ({ object, create: false, edit: false, view: false, review: false, ...flags });

describe('roleSchema', () => {
  it('takes a code of capitals, digits and underscores with a description', () => {
    expect(issuesOf(roleSchema, role)).toEqual([]);
  });
  it('refuses a lower-case code, an empty description and an object listed twice', () => {
    const twice = [...role.permissionList, line('ROLE', {})];
    expect(issuesOf(roleSchema, { ...role, roleCode: 'po reader', roleDesc: '', permissionList: twice })).toEqual([
      { path: 'roleCode', key: 'validation:roleCodeFormat' },
      { path: 'roleDesc', key: 'validation:required' },
      { path: 'permissionList', key: 'validation:invalid' },
    ]);
  });
});

describe('permissionMapOfRoles', () => {
  it('is the union of the active roles’ flags; an inactive role grants nothing', () => {
    const po = { status: 'ACTIVE' as const, permissionList: [line('PURCHASE_ORDER', { view: true })] };
    const delivery = { status: 'ACTIVE' as const, permissionList: [line('PURCHASE_ORDER', { edit: true }), line('DELIVERY_REVIEW', { view: true })] };
    const inactive = { status: 'INACTIVE' as const, permissionList: [line('ROLE', { create: true, view: true })] };
    const map = permissionMapOfRoles([po, delivery, inactive]);
    expect(map.PURCHASE_ORDER).toEqual({ create: false, edit: true, view: true, review: false });
    expect(map.DELIVERY_REVIEW?.view).toBe(true);
    expect(map.ROLE).toEqual({ create: false, edit: false, view: false, review: false });
    expect(Object.keys(map)).toHaveLength(19);
  });
});

describe('account schemas', () => {
  it('need account, name, e-mail (and a department for staff)', () => {
    expect(issuesOf(internalAccountSchema, { account: 'new.user', name: 'New', department: 'PUR', email: 'new@portal.example', status: 'ACTIVE', roles: ['BUYER'] })).toEqual([]);
    expect(issuesOf(internalAccountSchema, { account: '', name: 'New', department: '', email: 'nope', status: 'ACTIVE', roles: [] }).map((i) => i.path)).toEqual(['account', 'department', 'email']);
    expect(issuesOf(supplierAccountSchema, { account: 'a', name: 'A', email: 'a@b.example', status: 'ACTIVE' })).toEqual([]);
    expect(issuesOf(supplierAccountSchema, { account: 'a', name: '', email: 'x', status: 'GONE' }).map((i) => i.key)).toEqual(['validation:required', 'validation:email', 'validation:required']);
  });
});
