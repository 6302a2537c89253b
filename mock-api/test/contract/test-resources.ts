import { http, type RequestHandler } from 'msw';
import { requireInternal, requireSupplier } from '../../src/http/guards';
import { ok } from '../../src/http/respond';
import { answerSearch } from '../../src/http/search';
import { createCollection } from '../../src/store/collection';
import type { SearchSpec } from '../../src/store/search';
import type { PermissionAction, PermissionObject } from 'shared-ui/contract';

/** A generic record for the search tests: flat fields, a nested name, a list, a date. */
export interface Thing {
  id: number;
  code: string;
  status: 'OPEN' | 'CLOSED' | 'DRAFT';
  stage: 'normal' | 'pre';
  amount: number;
  createdAt: string;
  note: string | null;
  tags: string[];
  basicData: { companyInfo: { name: string } };
}

export const NAMES = ['Alpha Metals', 'beta Plastics', 'Gamma 精密', 'delta Works', 'Epsilon Parts'];
const STATUSES: Thing['status'][] = ['OPEN', 'CLOSED', 'DRAFT'];
const pad = (n: number) => String(n).padStart(2, '0');

/** `count` things, ids 1..count, the fields cycling so every filter has hits and misses. */
export function makeThings(count: number): Omit<Thing, 'id'>[] {
  return Array.from({ length: count }, (_, index) => {
    const i = index + 1;
    return {
      code: `T${i}`,
      status: STATUSES[i % 3],
      stage: i % 2 ? 'normal' : 'pre',
      amount: (i * 37) % 100,
      createdAt: `2026-03-${pad(1 + (i % 28))}T${pad(i % 24)}:00:00`,
      note: i % 4 === 0 ? null : `note ${i}`,
      tags: i % 5 === 0 ? ['green', 'export'] : ['export'],
      basicData: { companyInfo: { name: NAMES[i % NAMES.length] } },
    };
  });
}

export const THING_COUNT = 30;
export const things = createCollection<Thing>('test-things', { seed: () => makeThings(THING_COUNT) });

export const thingSearch: SearchSpec<Thing> = {
  keywordFields: ['code', 'basicData.companyInfo.name', 'tags'],
  filterPaths: { name: 'basicData.companyInfo.name', createdDate: 'createdAt' },
  customFilters: { bigOnly: (t, value) => value !== true || t.amount >= 50 },
};

/** Test-only resources inside the real handler frame (faults first, 404 last). */
export const testResources: RequestHandler[] = [
  http.post('*/api/test/things/search', ({ request }) => answerSearch(request, things.all(), thingSearch)),
  // Like the attachment setting: ascending by default (spec section 9).
  http.post('*/api/test/settings/search', ({ request }) =>
    answerSearch(request, things.all(), { ...thingSearch, defaultSorts: [{ field: 'id', direction: 'ASC' }] }),
  ),
  http.get<{ object: string; action: string }>('*/api/test/guard/internal/:object/:action', ({ request, params }) => {
    const caller = requireInternal(request, params.object as PermissionObject, params.action as PermissionAction);
    return 'response' in caller ? caller.response : ok({ account: caller.account.account });
  }),
  http.get('*/api/test/guard/supplier', ({ request }) => {
    const caller = requireSupplier(request);
    return 'response' in caller ? caller.response : ok({ account: caller.account.account, supplierId: caller.account.supplierId });
  }),
];
