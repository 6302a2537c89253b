import type { Call } from '../call';
import type { Cases } from './cases';
import { expectError } from './helpers';
import { makeThings, THING_COUNT, type Thing } from './test-resources';

const all: Thing[] = makeThings(THING_COUNT).map((t, i) => ({ ...t, id: i + 1 }));
const ids = (items: Thing[]) => items.map((t) => t.id);
const search = (call: Call, body: unknown, lang = 'en-US', path = 'test/things/search') => call('POST', path, { body, lang });
/** The ids a filter should keep, id DESC as the default sort. */
const expected = (keep: (t: Thing) => boolean) => ids(all.filter(keep)).reverse();
const hits = async (call: Call, body: object) => {
  const answer = await search(call, { paging: { pageSize: 100 }, ...body });
  expect(answer.status).toBe(200);
  return ids(answer.body.items);
};

/** The search request and page result of api-conventions.md, on a test resource. */
export const searchCases: Cases = {
  'paging is 1-based, 20 a page by default, sorted by id descending': async (call) => {
    const first = await search(call, {});
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ atPage: 1, totalCount: 30, totalPages: 2 });
    expect(ids(first.body.items)).toEqual(Array.from({ length: 20 }, (_, i) => 30 - i));
    const second = await search(call, { paging: { page: 2 } });
    expect(ids(second.body.items)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    const beyond = await search(call, { paging: { page: 3, pageSize: 20 } });
    expect(beyond.body).toEqual({ atPage: 3, items: [], totalCount: 30, totalPages: 2 });
    expect((await search(call, { paging: { page: 1, pageSize: 7 } })).body.totalPages).toBe(5);
  },

  'a resource may sort ascending by default (attachment setting)': async (call) => {
    const answer = await search(call, { paging: { pageSize: 3 } }, 'en-US', 'test/settings/search');
    expect(ids(answer.body.items)).toEqual([1, 2, 3]);
  },

  'the keyword is a case-insensitive "contains" over the resource\'s text fields, nested and lists too': async (call) => {
    expect(await hits(call, { keyword: 'PLASTICS' })).toEqual(expected((t) => t.basicData.companyInfo.name === 'beta Plastics'));
    expect(await hits(call, { keyword: ' t2 ' })).toEqual(expected((t) => t.code.startsWith('T2')));
    expect(await hits(call, { keyword: 'GREEN' })).toEqual(expected((t) => t.tags.includes('green')));
    expect(await hits(call, { keyword: '精密' })).toEqual(expected((t) => t.basicData.companyInfo.name === 'Gamma 精密'));
    // `status` is not a keyword field.
    expect((await search(call, { keyword: 'OPEN' })).body).toEqual({ atPage: 1, items: [], totalCount: 0, totalPages: 0 });
  },

  'sorting: several fields, nested paths, stable for ties, empty values last': async (call) => {
    const answer = await search(call, {
      paging: { pageSize: 100 },
      sorts: [
        { field: 'basicData.companyInfo.name', direction: 'ASC' },
        { field: 'amount', direction: 'DESC' },
      ],
    });
    const byHand = [...all].sort(
      (a, b) => a.basicData.companyInfo.name.toLowerCase().localeCompare(b.basicData.companyInfo.name.toLowerCase()) || b.amount - a.amount,
    );
    expect(ids(answer.body.items)).toEqual(ids(byHand));
    // Ties keep the store order (ids ascending here), whatever the direction.
    const byStatus = await search(call, { paging: { pageSize: 100 }, sorts: [{ field: 'status', direction: 'DESC' }] });
    const expectedOrder = ['OPEN', 'DRAFT', 'CLOSED'].flatMap((s) => ids(all.filter((t) => t.status === s)));
    expect(ids(byStatus.body.items)).toEqual(expectedOrder);
    const byNote = await search(call, { paging: { pageSize: 100 }, sorts: [{ field: 'note', direction: 'DESC' }] });
    expect(byNote.body.items.slice(-7).every((t: Thing) => t.note === null)).toBe(true);
    // Text sorts as a database sorts it, letter case ignored: T1, T10, T11, ... T19, T2.
    const byCode = await search(call, { paging: { pageSize: 12 }, sorts: [{ field: 'code', direction: 'ASC' }] });
    expect(byCode.body.items.map((t: Thing) => t.code)).toEqual(['T1', 'T10', 'T11', 'T12', 'T13', 'T14', 'T15', 'T16', 'T17', 'T18', 'T19', 'T2']);
  },

  'filters: exact value, a list, a nested field under another name, a custom filter; blanks ignored': async (call) => {
    expect(await hits(call, { status: 'OPEN' })).toEqual(expected((t) => t.status === 'OPEN'));
    expect(await hits(call, { status: ['OPEN', 'DRAFT'] })).toEqual(expected((t) => t.status !== 'CLOSED'));
    expect(await hits(call, { amount: '74' })).toEqual(expected((t) => t.amount === 74));
    expect(await hits(call, { tags: 'green' })).toEqual(expected((t) => t.tags.includes('green')));
    expect(await hits(call, { name: 'delta Works', stage: 'pre' })).toEqual(
      expected((t) => t.basicData.companyInfo.name === 'delta Works' && t.stage === 'pre'),
    );
    expect(await hits(call, { bigOnly: true })).toEqual(expected((t) => t.amount >= 50));
    expect(await hits(call, { status: '', stage: [], note: null, createdDate: {} })).toHaveLength(30);
  },

  'a date range { from, to } is inclusive and covers its whole last day': async (call) => {
    const inRange = (t: Thing) => t.createdAt.slice(0, 10) >= '2026-03-05' && t.createdAt.slice(0, 10) <= '2026-03-10';
    expect(await hits(call, { createdDate: { from: '2026-03-05', to: '2026-03-10' } })).toEqual(expected(inRange));
    expect(await hits(call, { createdDate: { to: '2026-03-03' } })).toEqual(expected((t) => t.createdAt.slice(0, 10) <= '2026-03-03'));
  },

  'value search modes: STARTS_WITH, CONTAINS (case-insensitive), BETWEEN': async (call) => {
    expect(await hits(call, { code: { mode: 'STARTS_WITH', value: 't1' } })).toEqual(expected((t) => t.code.startsWith('T1')));
    expect(await hits(call, { name: { mode: 'CONTAINS', value: 'WORK' } })).toEqual(expected((t) => t.basicData.companyInfo.name === 'delta Works'));
    expect(await hits(call, { amount: { mode: 'BETWEEN', from: 10, to: 40 } })).toEqual(expected((t) => t.amount >= 10 && t.amount <= 40));
    expect(await hits(call, { amount: { mode: 'BETWEEN', from: '9', to: '10' } })).toEqual(expected((t) => t.amount >= 9 && t.amount <= 10));
    expect(await hits(call, { amount: { mode: 'BETWEEN', from: 90 } })).toEqual(expected((t) => t.amount >= 90));
    expect(await hits(call, { code: { mode: 'CONTAINS', value: '' } })).toHaveLength(30);
  },

  'BETWEEN with the start above the end answers 400, in both languages': async (call) => {
    const body = { amount: { mode: 'BETWEEN', from: 50, to: 10 } };
    expectError(await search(call, body, 'en-US'), 400, ['The start value of "amount" cannot exceed the end value.']);
    expectError(await search(call, body, 'zh-TW'), 400, ['查詢條件「amount」的起始值不可大於結束值。']);
    expectError(await search(call, { createdDate: { from: '2026-03-10', to: '2026-03-01' } }), 400, [
      'The start value of "createdDate" cannot exceed the end value.',
    ]);
    // Numeric text compares as numbers: 9 to 10 is a valid range, not "9" > "10".
    expect((await search(call, { amount: { mode: 'BETWEEN', from: '9', to: '10' } })).status).toBe(200);
  },

  'a broken search request is refused with every broken rule listed': async (call) => {
    expectError(
      await search(call, {
        keyword: 5,
        paging: { page: 0, pageSize: 5000 },
        sorts: [{ field: 'id', direction: 'UP' }],
        code: { mode: 'LIKE', value: 'x' },
        status: { foo: 1 },
      }),
      400,
      [
        'The keyword must be text.',
        'The page must be a whole number from 1.',
        'The page size must be a whole number from 1 to 1,000.',
        'Sorts must be a list of { field, direction: ASC or DESC }.',
        'The search mode of "code" must be STARTS_WITH, CONTAINS or BETWEEN.',
        'The search filter "status" is not valid.',
      ],
    );
    expectError(await search(call, [1, 2]), 400, ['The search request must be a JSON object.']);
  },
};
