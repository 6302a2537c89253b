import { HttpHandler } from 'msw';
import { buildHandlers } from '../src/handlers';
import { db } from '../src/store/db';
import { callThrough, type Answer } from './call';
import { DEMO_PASSWORD } from './contract/helpers';
import { PROTOTYPE_KEYS } from './contract/hardening-cases';

// Random JSON at every search and write call the mock registers (issue 18): whatever a client
// sends, the answer is never a 5xx. Seeded, so a failure repeats; a few seconds in all.
const handlers = buildHandlers();
const call = callThrough(handlers);

/** mulberry32: small, seeded, no dependency. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(18);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];

const LONG = 'y'.repeat(40_000);
const KEYS = [...PROTOTYPE_KEYS, 'keyword', 'paging', 'sorts', 'status', 'id', 'supplierId', 'supplierIds', 'poDate', 'account', 'password',
  'today', 'advanceMinutes', 'reason', 'decision', 'items', 'replies', 'basicData', 'subject', 'remark', 'name', 'email', 'a.b.constructor'];

function value(depth: number): unknown {
  const kinds = ['string', 'long', 'number', 'huge', 'bool', 'null', 'list', 'object', 'search', 'date'];
  switch (pick(depth > 2 ? kinds.slice(0, 6) : kinds)) {
    case 'string': return pick(['', 'x', '1001', 'OPEN', '2026-03-19', '../../etc', '<script>', '%', '\\', '(', '[', '*']);
    case 'long': return LONG;
    case 'number': return pick([0, -1, 1, 1.5, 1001, 2 ** 31]);
    case 'huge': return pick([1e13, -1e13, 1e300, Number.MAX_SAFE_INTEGER]);
    case 'bool': return random() < 0.5;
    case 'null': return null;
    case 'list': return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
    case 'search': return { mode: pick(['CONTAINS', 'STARTS_WITH', 'BETWEEN', 'NOPE', LONG]), value: value(depth + 1), from: value(depth + 1) };
    case 'date': return { from: pick(['2026-01-01', '9999-99-99', LONG, 5]), to: pick(['2025-01-01', null, {}]) };
    default: return object(depth + 1);
  }
}
function object(depth: number): Record<string, unknown> {
  // JSON text, so prototype-named keys (`__proto__` too) are own keys as a client sends them.
  const entries = Array.from({ length: 1 + Math.floor(random() * 4) }, () => `${JSON.stringify(pick(KEYS))}:${JSON.stringify(value(depth))}`);
  return JSON.parse(`{${entries.join(',')}}`);
}
const body = (): unknown => (random() < 0.85 ? object(0) : pick([[], [1, 2], 'text', 42, null, [object(1)]]));

/** Calls that would switch the frame off (faults, reset) or end the fuzzer's own session are left out. */
const SKIPPED = /\/dev\/(faults|reset)$|\/auth\/logout$/;
const PARAMS = ['1', '1001', '4', 'supplier', 'file-x', '0', '%00', 'constructor'];

const writes = handlers
  .filter((h): h is HttpHandler => h instanceof HttpHandler)
  .map((h) => ({ method: String(h.info.method), path: String(h.info.path) }))
  .filter(({ method, path }) => ['POST', 'PUT', 'DELETE', 'PATCH'].includes(method) && path.startsWith('*/api/') && !SKIPPED.test(path));

let tokens: Record<string, string | undefined>;

beforeAll(async () => {
  db.attach(null);
  db.reset();
  const token = async (account: string) => (await call('POST', 'auth/pwd', { body: { account, password: DEMO_PASSWORD } })).body.userToken as string;
  tokens = { a: await token('admin'), su: await token('supplier'), ss: (await call('GET', 'auth/supplierSignup')).body.generalToken };
});

it('registers the search and write calls it fuzzes', () => {
  expect(writes.length).toBeGreaterThan(60);
  expect(writes.map((w) => w.path)).toEqual(expect.arrayContaining(['*/api/a/po/search', '*/api/su/supplier/me', '*/api/dev/clock']));
});

it('answers random JSON at every search and write call without a 5xx', async () => {
  const failures: string[] = [];
  for (const { method, path } of writes) {
    const prefix = path.split('/')[2];
    for (let round = 0; round < 6; round++) {
      const concrete = path.replace('*/api/', '').replace(/:[A-Za-z]+/g, () => encodeURIComponent(pick(PARAMS)));
      const sent = body();
      const token = pick([tokens[prefix] ?? tokens.a, tokens.a, tokens.su, undefined]);
      let answer: Answer | undefined;
      try {
        answer = await call(method, concrete, { body: sent, token, lang: 'en-US' });
      } catch (error) {
        failures.push(`${method} ${concrete} threw ${String(error).slice(0, 120)} for ${JSON.stringify(sent).slice(0, 120)}`);
        continue;
      }
      if (answer.status >= 500) failures.push(`${method} ${concrete} answered ${answer.status} for ${JSON.stringify(sent).slice(0, 120)}`);
      else expect(JSON.stringify(answer.body ?? '')).not.toContain(LONG.slice(0, 2000));
    }
  }
  expect(failures).toEqual([]);
}, 60_000);
