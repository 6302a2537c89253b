import { issuesOf } from './issues';
import { valueSearchSchema } from './value-search.schema';

describe('value search', () => {
  it('passes STARTS_WITH and CONTAINS with a value, BETWEEN with start <= end', () => {
    expect(issuesOf(valueSearchSchema, { mode: 'STARTS_WITH', value: 'AB' })).toEqual([]);
    expect(issuesOf(valueSearchSchema, { mode: 'CONTAINS', value: 'B' })).toEqual([]);
    expect(issuesOf(valueSearchSchema, { mode: 'BETWEEN', from: '9', to: '10' })).toEqual([]);
    expect(issuesOf(valueSearchSchema, { mode: 'BETWEEN', from: 'A100' })).toEqual([]);
  });

  it('refuses a start above the end, numbers compared as numbers and text as text', () => {
    expect(issuesOf(valueSearchSchema, { mode: 'BETWEEN', from: '10', to: '9' })).toEqual([{ path: 'to', key: 'validation:rangeStartAfterEnd' }]);
    expect(issuesOf(valueSearchSchema, { mode: 'BETWEEN', from: 'B', to: 'A' })).toEqual([{ path: 'to', key: 'validation:rangeStartAfterEnd' }]);
  });

  it('requires the value, or one end of a range, and a known mode (an unknown one is invalid)', () => {
    expect(issuesOf(valueSearchSchema, { mode: 'CONTAINS', value: ' ' })).toEqual([{ path: 'value', key: 'validation:required' }]);
    expect(issuesOf(valueSearchSchema, { mode: 'BETWEEN' })).toEqual([{ path: 'from', key: 'validation:required' }]);
    expect(issuesOf(valueSearchSchema, { value: 'x' })).toEqual([{ path: 'mode', key: 'validation:required' }]);
    expect(issuesOf(valueSearchSchema, { mode: 'LIKE', value: 'x' })).toEqual([{ path: 'mode', key: 'validation:invalid' }]);
  });
});
