import { lookupIssue } from './lookup';

describe('look-ups', () => {
  it('answer nothing for a known or blank value', () => {
    expect(lookupIssue('material', 'M-1', new Set(['M-1']))).toBeUndefined();
    expect(lookupIssue('material', ' ', new Set())).toBeUndefined();
  });

  it.each([
    ['material', 'validation:materialNotFound'],
    ['prNo', 'validation:prNoNotFound'],
    ['supplierNoScp', 'validation:supplierScpNotFound'],
    ['account', 'validation:accountNotFound'],
  ] as const)('%s not found is %s', (kind, key) => {
    expect(lookupIssue(kind, ' X9 ', new Set(['X1']))).toEqual({ path: kind, key, params: { value: 'X9' } });
  });
});
