import { formatDay } from '../../src/store/clock';
import type { Cases } from './cases';
import { expectError, login, outbox, setToday, tokenOf } from './helpers';

const MAINTENANCE = { en: 'The system is under maintenance. Please try again later.', zh: '系統維護更新中，請稍後再試。' };
const SERVER_ERROR_EN = 'The server failed to handle the request. Please try again later.';

/** The dev calls: business clock, outbox, faults on demand, reset, the unknown-call 404. */
export const devCases: Cases = {
  'the clock is the real date until a day is set, then stands on that day; null goes back': async (call) => {
    const real = (await call('GET', 'dev/clock')).body;
    expect(real.fixed).toBe(false);
    expect([formatDay(Date.now() - 60_000), formatDay(Date.now())]).toContain(real.today);
    const set = await call('POST', 'dev/clock', { body: { today: '2026-03-02' } });
    expect(set.body).toMatchObject({ today: '2026-03-02', fixed: true });
    expect((await call('POST', 'dev/clock', { body: { advanceMinutes: 25 * 60 } })).body.today).toBe('2026-03-03');
    expect(set.body.now).toBe('2026-03-02T00:00:00+08:00');
    // Every answer's Date is the business clock's now: the screens' "today" comes from it.
    expect(set.headers.get('Date')).toBe('Sun, 01 Mar 2026 16:00:00 GMT');
    expect((await call('GET', 'dev/clock')).body.now).toBe('2026-03-03T01:00:00+08:00');
    await setToday(call, null);
    expect((await call('GET', 'dev/clock')).body.fixed).toBe(false);
  },

  'the clock refuses a day that is not a calendar day, in both languages': async (call) => {
    expectError(await call('POST', 'dev/clock', { body: { today: '2026-02-30' }, lang: 'en-US' }), 400, ['today must be a YYYY-MM-DD date or null.']);
    expectError(await call('POST', 'dev/clock', { body: { today: '03/02/2026' }, lang: 'zh-TW' }), 400, ['today 必須是 YYYY-MM-DD 日期或 null。']);
    expectError(await call('POST', 'dev/clock', { body: { advanceMinutes: 'soon' }, lang: 'en-US' }), 400, ['advanceMinutes must be a number.']);
  },

  'mail is stamped with the business clock and filtered by ?to=': async (call) => {
    await setToday(call, '2026-03-02');
    await call('POST', 'auth/forgetAccount', { body: { email: 'buyer@portal.example' } });
    await call('POST', 'auth/forgetAccount', { body: { email: 'quality@portal.example' } });
    expect(await outbox(call)).toHaveLength(2);
    const mine = await outbox(call, 'quality@portal.example');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ to: 'quality@portal.example', sentAt: '2026-03-02T00:00:00+08:00' });
    expect(await outbox(call, 'nobody@x.example')).toEqual([]);
  },

  'maintenance answers 502 for every /api call except /api/dev/*': async (call) => {
    const token = await tokenOf(call, 'buyer');
    expect((await call('POST', 'dev/faults', { body: { maintenance: true } })).body).toMatchObject({ maintenance: true });
    expectError(await login(call, 'buyer', undefined, 'en-US'), 502, [MAINTENANCE.en]);
    expectError(await call('GET', 'g/me', { token, lang: 'zh-TW' }), 502, [MAINTENANCE.zh]);
    expect((await call('GET', 'nowhere')).status).toBe(502);
    expect((await call('GET', 'dev/outbox')).status).toBe(200);
    expect((await call('POST', 'dev/faults', { body: { maintenance: false } })).status).toBe(200);
    expect((await call('GET', 'g/me', { token })).status).toBe(200);
  },

  'latencyMs delays every /api call by that much': async (call) => {
    await call('POST', 'dev/faults', { body: { latencyMs: 150 } });
    const started = performance.now();
    expect((await login(call, 'buyer')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    await call('POST', 'dev/faults', { body: { latencyMs: 0 } });
  },

  'failureRate 1 fails every call with 500 and a message; 0 fails none': async (call) => {
    await call('POST', 'dev/faults', { body: { failureRate: 1 } });
    expectError(await login(call, 'buyer', undefined, 'en-US'), 500, [SERVER_ERROR_EN]);
    expectError(await call('GET', 'auth/supplierSignup', { lang: 'zh-TW' }), 500, ['系統發生錯誤，請稍後再試。']);
    await call('POST', 'dev/faults', { body: { failureRate: 0 } });
    expect((await login(call, 'buyer')).status).toBe(200);
  },

  'failEndpoint fails that one call only': async (call) => {
    const set = await call('POST', 'dev/faults', { body: { failEndpoint: 'post /api/auth/pwd' } });
    expect(set.body.failEndpoint).toBe('POST auth/pwd');
    expectError(await login(call, 'buyer', undefined, 'en-US'), 500, [SERVER_ERROR_EN]);
    expect((await call('POST', 'auth/pwd/v2', { body: { account: 'buyer', password: 'Portal#2026demo' } })).status).toBe(200);
    expect((await call('GET', 'auth/supplierSignup')).status).toBe(200);
    // A path alone fails every method on it.
    await call('POST', 'dev/faults', { body: { failEndpoint: 'auth/supplierSignup' } });
    expect((await call('GET', 'auth/supplierSignup')).status).toBe(500);
    expect((await login(call, 'buyer')).status).toBe(200);
  },

  'faults refuse wrong values, every wrong field reported; GET shows them, DELETE clears them': async (call) => {
    expectError(await call('POST', 'dev/faults', { body: { maintenance: 'yes', latencyMs: -1, failureRate: 2, failEndpoint: 'A B C' }, lang: 'en-US' }), 400, [
      'maintenance must be true or false.',
      'latencyMs must be a number from 0 to 60000.',
      'failureRate must be a number from 0 to 1.',
      'failEndpoint must be "METHOD path" text such as "POST auth/pwd", or null.',
    ]);
    await call('POST', 'dev/faults', { body: { maintenance: true, latencyMs: 5 } });
    expect((await call('GET', 'dev/faults')).body).toEqual({ maintenance: true, latencyMs: 5, failureRate: 0, failEndpoint: null });
    expect((await call('DELETE', 'dev/faults')).body).toEqual({ maintenance: false, latencyMs: 0, failureRate: 0, failEndpoint: null });
  },

  'POST dev/reset clears faults, clock, single sign-on, mail and data changes': async (call) => {
    await call('POST', 'dev/faults', { body: { maintenance: true, failureRate: 0.5 } });
    await setToday(call, '2026-03-02');
    await call('POST', 'dev/sso', { body: { enabled: true } });
    await call('POST', 'auth/forgetAccount', { body: { email: 'buyer@portal.example' } });
    await call('POST', 'dev/accounts/viewer/mustResetPassword');
    expect((await call('POST', 'dev/reset')).status).toBe(204);
    expect((await call('GET', 'dev/faults')).body).toEqual({ maintenance: false, latencyMs: 0, failureRate: 0, failEndpoint: null });
    expect((await call('GET', 'dev/clock')).body.fixed).toBe(false);
    expect((await call('GET', 'dev/sso')).body.enabled).toBe(false);
    expect(await outbox(call)).toEqual([]);
    expect((await login(call, 'viewer')).status).toBe(200);
  },

  'an /api call nobody answers is a 404 in the error shape': async (call) => {
    expectError(await call('GET', 'a/noSuchThing/1', { lang: 'en-US' }), 404, ['There is no such call.']);
  },
};
