import type { Call } from '../call';
import type { Cases } from './cases';
import { tokenOf } from './helpers';

/** Filter keys a naive `spec[key]` read finds on Object.prototype (issue 18: 500 on 28 of 33 calls). */
export const PROTOTYPE_KEYS = ['hasOwnProperty', 'valueOf', 'isPrototypeOf', 'toString', 'constructor', '__proto__', 'propertyIsEnumerable', 'toLocaleString'];

/** A search of each list kind (a/ and su/, page and xls, custom and plain filters) as its reader. */
const SEARCHES: { path: string; account: string }[] = [
  { path: 'a/supplier/search', account: 'admin' },
  { path: 'a/po/search', account: 'admin' },
  { path: 'a/po/xls', account: 'admin' },
  { path: 'su/po/search', account: 'supplier' },
  { path: 'a/quotation/search', account: 'admin' },
  { path: 'a/bill/search', account: 'admin' },
  { path: 'su/eipBulletin/search', account: 'supplier' },
  { path: 'test/things/search', account: '' },
];

const LONG = 'x'.repeat(40_000);

async function each(call: Call, run: (path: string, token: string | undefined) => Promise<void>) {
  const tokens = new Map<string, string>();
  for (const { path, account } of SEARCHES) {
    if (account && !tokens.has(account)) tokens.set(account, await tokenOf(call, account));
    await run(path, account ? tokens.get(account) : undefined);
  }
}

const noInternals = (body: unknown) => expect(JSON.stringify(body)).not.toMatch(/Error:|Regular expression|\.ts:\d|xxxxxxxxxx|zzzzzzzzzz/);

/** Input that once answered 500 (issue 18): each is a 400 naming the field, and nothing leaks. */
export const hardeningCases: Cases = {
  'a filter named like an Object.prototype member answers 400 naming the filter': async (call) => {
    await each(call, async (path, token) => {
      for (const key of PROTOTYPE_KEYS) {
        // JSON text, so `__proto__` is an own key as a client would send it.
        const answer = await call('POST', path, { token, lang: 'en-US', body: JSON.parse(`{"${key}":"x"}`) });
        expect({ path, key, status: answer.status }).toEqual({ path, key, status: 400 });
        expect(answer.body.messages).toEqual([`The search filter "${key}" is not valid.`]);
      }
      const nested = await call('POST', path, { token, lang: 'en-US', body: { 'basicData.constructor.name': 'x' } });
      expect({ path, status: nested.status }).toEqual({ path, status: 400 });
    });
  },

  'a keyword or filter text over the limit answers 400 naming it, without echoing the input': async (call) => {
    await each(call, async (path, token) => {
      const keyword = await call('POST', path, { token, lang: 'en-US', body: { keyword: LONG } });
      expect({ path, status: keyword.status }).toEqual({ path, status: 400 });
      expect(keyword.body.messages).toEqual(['The keyword may be at most 1,000 characters.']);
      for (const body of [{ poNo: { mode: 'CONTAINS', value: LONG } }, { status: LONG }, { status: [LONG] }, { poDate: { from: LONG } }]) {
        const answer = await call('POST', path, { token, lang: 'zh-TW', body });
        const key = Object.keys(body)[0];
        expect({ path, body: key, status: answer.status }).toEqual({ path, body: key, status: 400 });
        expect(answer.body.messages).toEqual([`查詢條件「${key}」不可超過 1,000 個字元。`]);
        noInternals(answer.body);
      }
    });
  },

  'a text over 4000 characters in a checked body answers 400 naming its field, nothing stored': async (call) => {
    const buyer = await tokenOf(call, 'buyer');
    const event = { subject: 'z'.repeat(100_000), eventTypeCode: 'MEETING', eventDate: '2026-03-25', supplierId: 1001, remark: ['ok', 'w'.repeat(5000)] };
    const answer = await call('POST', 'a/supplier/relationLog', { token: buyer, body: event, lang: 'en-US' });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual([
      { path: 'subject', message: 'subject: at most 4,000 characters.' },
      { path: 'remark.1', message: 'remark.1: at most 4,000 characters.' },
    ]);
    noInternals(answer.body);
  },

  'each text field has its own maximum: a 201-character subject and a 2001-character description are refused at their fields': async (call) => {
    const buyer = await tokenOf(call, 'buyer');
    const event = { subject: 's'.repeat(201), eventTypeCode: 'MEETING', eventDate: '2026-03-25', supplierId: 1001, description: 'd'.repeat(2001) };
    const answer = await call('POST', 'a/supplier/relationLog', { token: buyer, body: event, lang: 'en-US' });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual([
      { path: 'subject', key: 'validation:tooLong', params: { max: 200 } },
      { path: 'description', key: 'validation:tooLong', params: { max: 2000 } },
    ]);
    expect(answer.body.messages).toEqual(['At most 200 characters.', 'At most 2,000 characters.']);
    const fits = await call('POST', 'a/supplier/relationLog', { token: buyer, body: { ...event, subject: 's'.repeat(200), description: 'd'.repeat(2000) } });
    expect(fits.status).toBe(201);
  },

  'a date outside 1900-01-01 to 2099-12-31 is refused at its field, nothing stored': async (call) => {
    const buyer = await tokenOf(call, 'buyer');
    const event = { subject: 'Far future', eventTypeCode: 'MEETING', eventDate: '9999-12-31', supplierId: 1001 };
    const answer = await call('POST', 'a/supplier/relationLog', { token: buyer, body: event, lang: 'en-US' });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual([{ path: 'eventDate', key: 'validation:dateOutOfRange' }]);
    expect(answer.body.messages).toEqual(['Enter a date between 1900-01-01 and 2099-12-31.']);
  },

  'dev/clock refuses an advance beyond the calendar and the clock keeps working': async (call) => {
    for (const advanceMinutes of [1e13, -1e13, 1e300]) {
      const answer = await call('POST', 'dev/clock', { lang: 'en-US', body: { advanceMinutes } });
      expect(answer.status).toBe(400);
      expect(answer.body.messages).toEqual(['advanceMinutes must be a number from -5256000 to 5256000 (ten years).']);
    }
    const now = await call('GET', 'dev/clock');
    expect(now.status).toBe(200);
    expect(now.body.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await call('POST', 'auth/pwd', { body: { account: 'buyer', password: 'nope' } })).status).toBe(400);
  },
};
