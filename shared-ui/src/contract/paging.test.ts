import { DEFAULT_PAGE_SIZE, defaultSorts, pageOf, searchRequest, totalPagesOf } from './paging';
import { issuesOf } from './issues';
import { searchRequestSchema } from './paging.schema';

describe('search request and page result', () => {
  it('default to page 1 of 20, id descending; attachment settings ascending', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect(searchRequest({ name: 'acme' })).toEqual({
      paging: { page: 1, pageSize: 20 },
      sorts: [{ field: 'id', direction: 'DESC' }],
      name: 'acme',
    });
    expect(defaultSorts('attachmentSetting')).toEqual([{ field: 'id', direction: 'ASC' }]);
  });

  it('cut a page out of all items', () => {
    const all = Array.from({ length: 45 }, (_, i) => i);
    expect(pageOf(all, { page: 3, pageSize: 20 })).toEqual({ atPage: 3, items: [40, 41, 42, 43, 44], totalCount: 45, totalPages: 3 });
    expect(totalPagesOf(0, 20)).toBe(0);
  });

  it('read a search body, filling the defaults and keeping the filters', () => {
    expect(searchRequestSchema.parse({ stage: 'PRE' })).toEqual({
      stage: 'PRE',
      paging: { page: 1, pageSize: 20 },
      sorts: [{ field: 'id', direction: 'DESC' }],
    });
  });

  it('refuse a page below 1, a fractional size and an unknown direction', () => {
    expect(issuesOf(searchRequestSchema, { paging: { page: 0, pageSize: 2.5 }, sorts: [{ field: 'id', direction: 'UP' }] })).toEqual([
      { path: 'paging.page', key: 'validation:invalid' },
      { path: 'paging.pageSize', key: 'validation:integer' },
      { path: 'sorts.0.direction', key: 'validation:invalid' },
    ]);
  });
});
