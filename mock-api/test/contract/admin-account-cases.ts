import type { Call } from '../call';
import type { Cases } from './cases';
import { expectError, login, tempPasswordFor } from './helpers';
import { tokens } from './supplier-helpers';

const NEW_PASSWORD = 'Fresh#Portal2026';
const newcomer = { account: 'mei.chen', name: '陳美玲 Mei Chen', department: 'PUR', email: 'mei.chen@portal.example', status: 'ACTIVE', roles: ['VIEWER'] };

/** The first sign-in of a new account: the mailed temporary password, then its own. */
export async function firstSignIn(call: Call, account: string, email: string) {
  const temp = await tempPasswordFor(call, email);
  expect((await login(call, account, temp)).body.code).toBe('REGULAR_PASSWORD_RESET');
  const reset = await call('POST', 'auth/resetPwd', { body: { account, oldPassword: temp, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
  expect(reset.status).toBe(204);
  const signedIn = await login(call, account, NEW_PASSWORD);
  expect(signedIn.status).toBe(200);
  return signedIn.body.userToken as string;
}

const userId = async (call: Call, token: string, account: string) =>
  (await call('POST', 'a/internalUser/search', { token, body: { account } })).body.items.find((u: { account: string }) => u.account === account).id as number;

/** Internal accounts (`a/internalUser`) under ACCOUNT_INTERNAL. */
export const adminAccountCases: Cases = {
  'internalUser/preFetch: name, department and e-mail from the directory; an unknown account "Account does not exist."': async (call) => {
    const { admin, buyer } = await tokens(call, 'admin', 'buyer');
    const found = await call('POST', 'a/internalUser/preFetch', { token: admin, body: { account: 'MEI.CHEN' } });
    expect(found.body).toEqual({ account: 'mei.chen', name: '陳美玲 Mei Chen', department: 'PUR', email: 'mei.chen@portal.example' });
    const unknown = await call('POST', 'a/internalUser/preFetch', { token: admin, body: { account: 'nobody' }, lang: 'en-US' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ messages: ['Account does not exist.'], fieldErrors: [{ path: 'account', key: 'validation:accountNotFound' }] });
    expect((await call('POST', 'a/internalUser/preFetch', { token: buyer, body: { account: 'mei.chen' } })).status).toBe(403);
  },

  'internalUser/search and get: the roles held and the rest unassigned, the lock; ACCOUNT_INTERNAL view (buyer 403)': async (call) => {
    const { admin, buyer } = await tokens(call, 'admin', 'buyer');
    const page = await call('POST', 'a/internalUser/search', { token: admin, body: { name: 'lin' } });
    expect(page.body.items.map((u: { account: string }) => u.account).sort()).toEqual(['buyer', 'grace.lin']);
    const id = await userId(call, admin, 'eric.tsai');
    const one = await call('GET', `a/internalUser/${id}`, { token: admin });
    expect(one.body).toMatchObject({ account: 'eric.tsai', roles: ['SOURCING', 'VIEWER'], locked: false });
    expect(one.body.unassignedRoles).toEqual(['ADMIN', 'BUYER', 'BUYER_BR', 'QUALITY', 'FINANCE', 'LEGACY_BUYER']);
    expect((await call('POST', 'a/internalUser/search', { token: buyer, body: {} })).status).toBe(403);
  },

  'internalUser create: contract rules, the directory, a free account, known roles; the account signs in with its mailed password and holds its roles’ map': async (call) => {
    const { admin } = await tokens(call, 'admin');
    const broken = await call('POST', 'a/internalUser', { token: admin, body: { ...newcomer, email: 'nope', name: '' }, lang: 'en-US' });
    expect(broken.body.fieldErrors.map((f: { path: string }) => f.path)).toEqual(['name', 'email']);
    const stranger = await call('POST', 'a/internalUser', { token: admin, body: { ...newcomer, account: 'nobody', roles: ['NOPE'] }, lang: 'en-US' });
    expect(stranger.body.fieldErrors).toEqual([{ path: 'account', key: 'validation:accountNotFound' }, { path: 'roles.0', key: 'validation:invalid' }]);
    const taken = await call('POST', 'a/internalUser', { token: admin, body: { ...newcomer, account: 'Buyer' }, lang: 'en-US' });
    expect(taken.body.messages).toEqual(['This account already exists.']);

    const created = await call('POST', 'a/internalUser', { token: admin, body: newcomer });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ account: 'mei.chen', roles: ['VIEWER'], locked: false });
    const token = await firstSignIn(call, 'mei.chen', 'mei.chen@portal.example');
    const me = (await call('GET', 'g/me', { token })).body;
    expect(me.permissionMap.PURCHASE_ORDER).toEqual({ create: false, edit: false, view: true, review: false });
    expect((await call('POST', 'a/po/search', { token, body: {} })).status).toBe(200);
  },

  'internalUser of the IT department: IT staff (g/me itStaff, the all-supplier upload\'s calls) while its department is IT': async (call) => {
    const { admin } = await tokens(call, 'admin');
    const hank = { account: 'hank.lee', name: '李漢克 Hank Lee', department: 'IT', email: 'hank.lee@portal.example', status: 'ACTIVE', roles: ['ADMIN'] };
    expect((await call('POST', 'a/internalUser', { token: admin, body: hank })).status).toBe(201);
    const token = await firstSignIn(call, 'hank.lee', 'hank.lee@portal.example');
    expect((await call('GET', 'g/me', { token })).body.itStaff).toBe(true);
    expect((await call('POST', 'a/supplier/searchByPermission', { token, body: {} })).status).not.toBe(403);
    const id = await userId(call, admin, 'hank.lee');
    expect((await call('PUT', `a/internalUser/${id}`, { token: admin, body: { ...hank, department: 'PUR' } })).status).toBe(200);
    expect((await call('GET', 'g/me', { token })).body.itStaff).toBe(false);
    expect((await call('POST', 'a/supplier/searchByPermission', { token, body: {} })).status).toBe(403);
  },

  'internalUser update: roles moved change the map at the next call; deactivated it cannot sign in or call; delete ends it; own account kept': async (call) => {
    const { admin, viewer } = await tokens(call, 'admin', 'viewer');
    const id = await userId(call, admin, 'viewer');
    const record = (await call('GET', `a/internalUser/${id}`, { token: admin })).body;
    const moved = await call('PUT', `a/internalUser/${id}`, { token: admin, body: { ...record, account: 'renamed', roles: ['QUALITY'] } });
    expect(moved.body).toMatchObject({ account: 'viewer', roles: ['QUALITY'] });
    expect((await call('GET', 'g/me', { token: viewer })).body.permissionMap.AUDIT.create).toBe(true);
    expect((await call('POST', 'a/po/search', { token: viewer, body: {} })).status).toBe(403);

    await call('PUT', `a/internalUser/${id}`, { token: admin, body: { ...record, status: 'INACTIVE' } });
    expect((await call('GET', 'g/me', { token: viewer })).status).toBe(401);
    expectError(await login(call, 'viewer', undefined, 'en-US'), 400, ['This account is deactivated. Please contact the administrator.']);
    expect((await login(call, 'viewer', 'wrong-one')).body.messages).toEqual(['帳號或密碼錯誤。']);

    const own = await userId(call, admin, 'admin');
    const self = (await call('GET', `a/internalUser/${own}`, { token: admin })).body;
    expectError(await call('PUT', `a/internalUser/${own}`, { token: admin, body: { ...self, status: 'INACTIVE' }, lang: 'en-US' }), 409, ['You cannot delete or deactivate your own account.']);
    expect((await call('DELETE', `a/internalUser/${own}`, { token: admin })).status).toBe(409);
    expect((await call('DELETE', `a/internalUser/${id}`, { token: admin })).status).toBe(204);
    expect((await call('GET', `a/internalUser/${id}`, { token: admin })).status).toBe(404);
    expect((await login(call, 'viewer')).status).toBe(400);
  },
};
