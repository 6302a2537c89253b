import type { Cases } from './cases';
import { expectError, tokenOf } from './helpers';

/** The permission guards (src/http/guards.ts) later domain handlers build on. */
export const guardCases: Cases = {
  'requireInternal: an internal user holding the flag passes; without it 403; no token 401': async (call) => {
    const buyer = await tokenOf(call, 'buyer');
    expect((await call('GET', 'test/guard/internal/INQUIRY/create', { token: buyer })).body).toEqual({ account: 'buyer' });
    expectError(await call('GET', 'test/guard/internal/AUDIT/view', { token: buyer, lang: 'en-US' }), 403, ['You do not have this permission']);
    const viewer = await tokenOf(call, 'viewer');
    expect((await call('GET', 'test/guard/internal/AUDIT/view', { token: viewer })).status).toBe(200);
    expect((await call('GET', 'test/guard/internal/AUDIT/edit', { token: viewer })).status).toBe(403);
    expect((await call('GET', 'test/guard/internal/AUDIT/view')).status).toBe(401);
  },

  'requireInternal: a supplier is refused even where its fixed map has the flag': async (call) => {
    const supplier = await tokenOf(call, 'supplier');
    expect((await call('GET', 'test/guard/internal/QUOTATION/view', { token: supplier })).status).toBe(403);
  },

  'requireSupplier: a supplier user with its supplier id passes; internal users 403; no token 401': async (call) => {
    expect((await call('GET', 'test/guard/supplier', { token: await tokenOf(call, 'supplier2') })).body).toEqual({
      account: 'supplier2',
      supplierId: 1002,
    });
    expect((await call('GET', 'test/guard/supplier', { token: await tokenOf(call, 'admin') })).status).toBe(403);
    expect((await call('GET', 'test/guard/supplier')).status).toBe(401);
  },
};
