import { defaultSorts } from 'shared-ui/contract';
import type { FilterDef } from './list-declaration';
import { filterErrors, filtersFromUrl, searchRequestOf } from './search-body';

const filters: FilterDef[] = [
  { type: 'text', name: 'name', label: 'n' },
  { type: 'select', name: 'status', label: 's', options: [{ code: 'A', label: 'a' }] },
  { type: 'multiSelect', name: 'stage', label: 'st', options: [] },
  { type: 'dateRange', name: 'createdAt', label: 'c' },
  { type: 'valueSearch', name: 'supplierNoScp', label: 'no' },
  { type: 'remoteSelect', name: 'supplierIds', label: 'sup', search: async () => [], toBody: (picked) => picked.map((o) => Number(o.code)) },
];

describe('searchRequestOf', () => {
  it('sends page 1 of 20 by id descending and leaves empty filters out', () => {
    expect(searchRequestOf({ filters }, { filters: { name: '  ', stage: [], createdAt: {}, supplierIds: [] }, page: 0, sorts: [] })).toEqual({
      paging: { page: 1, pageSize: 20 },
      sorts: [{ field: 'id', direction: 'DESC' }],
    });
  });

  it('sorts the attachment setting list ascending by default', () => {
    expect(searchRequestOf({ filters, defaultSort: defaultSorts('attachmentSetting') }, { filters: {}, page: 0, sorts: [] }).sorts).toEqual([
      { field: 'id', direction: 'ASC' },
    ]);
  });

  it('carries each filter in the conventions’ shape, the 1-based page and the user’s sort', () => {
    const body = searchRequestOf(
      { filters },
      {
        filters: {
          name: ' Acme ',
          status: 'A',
          stage: ['PRE', 'NORMAL'],
          createdAt: { from: '2026-01-01', to: '' },
          supplierNoScp: { mode: 'BETWEEN', from: '100', to: '200', value: 'ignored' },
          supplierIds: [
            { code: '1001', name: 'Hsin Tai Precision' },
            { code: '1002', name: 'Rio Metals' },
          ],
        },
        page: 2,
        sorts: [{ field: 'name', direction: 'ASC' }],
      },
    );
    expect(body).toEqual({
      name: 'Acme',
      status: 'A',
      stage: ['PRE', 'NORMAL'],
      createdAt: { from: '2026-01-01' },
      supplierNoScp: { mode: 'BETWEEN', from: '100', to: '200' },
      supplierIds: [1001, 1002],
      paging: { page: 3, pageSize: 20 },
      sorts: [{ field: 'name', direction: 'ASC' }],
    });
  });
});

describe('filterErrors', () => {
  it('refuses a BETWEEN whose start exceeds its end, at the end field, with the contract’s key', () => {
    expect(filterErrors(filters, { supplierNoScp: { mode: 'BETWEEN', from: '20', to: '9' } })).toEqual({
      supplierNoScp: { part: 'to', message: 'validation:rangeStartAfterEnd' },
    });
  });

  it('accepts an open or ordered BETWEEN, a text mode, and empty fields', () => {
    expect(filterErrors(filters, { supplierNoScp: { mode: 'BETWEEN', from: '9', to: '20' } })).toEqual({});
    expect(filterErrors(filters, { supplierNoScp: { mode: 'BETWEEN', to: '9' } })).toEqual({});
    expect(filterErrors(filters, { supplierNoScp: { mode: 'CONTAINS', value: 'X' } })).toEqual({});
    expect(filterErrors(filters, { supplierNoScp: { mode: 'STARTS_WITH' }, name: '' })).toEqual({});
  });

  it('refuses a date range that ends before it starts', () => {
    expect(filterErrors(filters, { createdAt: { from: '2026-03-02', to: '2026-03-01' } })).toEqual({
      createdAt: { part: 'to', message: 'validation:dateRange' },
    });
  });

  it('refuses a date typed only in part (the calendar field answers invalid-date), at its own field', () => {
    expect(filterErrors(filters, { createdAt: { from: 'invalid-date', to: '2026-03-01' } })).toEqual({
      createdAt: { part: 'from', message: 'validation:date' },
    });
    expect(filterErrors(filters, { createdAt: { from: '2026-03-01', to: '2026-03-01' } })).toEqual({});
  });
});

describe('filtersFromUrl', () => {
  const defs: FilterDef[] = [
    { type: 'text', name: 'poNo', label: 'x:poNo' },
    { type: 'select', name: 'confirmStatus', label: 'x:c', options: [] },
    { type: 'multiSelect', name: 'dateColour', label: 'x:d', options: [] },
  ];
  it('reads the declared filters, every value of a multi-select', () => {
    expect(filtersFromUrl(defs, new URLSearchParams('confirmStatus=UNCONFIRMED&dateColour=OVERDUE&dateColour=LATER&other=1'))).toEqual({
      confirmStatus: 'UNCONFIRMED',
      dateColour: ['OVERDUE', 'LATER'],
    });
  });
  it('answers undefined when the URL names no filter of the list', () => {
    expect(filtersFromUrl(defs, new URLSearchParams('page=2'))).toBeUndefined();
  });
});
