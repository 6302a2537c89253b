import { issuesOf } from './issues';
import { potentialSupplierNotices, supplierSelectionSchema } from './supplier-selection.schema';

describe('supplier selection', () => {
  it('passes distinct suppliers', () => {
    expect(issuesOf(supplierSelectionSchema, [1, 2, 3])).toEqual([]);
  });

  it('blocks a duplicate on each repeat', () => {
    expect(issuesOf(supplierSelectionSchema, [1, 2, 1])).toEqual([
      { path: '2', key: 'validation:duplicateSupplier', params: { supplierId: 1 } },
    ]);
  });

  it('needs at least one supplier', () => {
    expect(issuesOf(supplierSelectionSchema, [])).toEqual([{ path: '', key: 'validation:atLeastOne' }]);
  });

  it('notices a potential (PRE) supplier without refusing it', () => {
    expect(potentialSupplierNotices([{ supplierId: 1, stage: 'NORMAL' }])).toEqual([]);
    expect(potentialSupplierNotices([{ supplierId: 1, stage: 'NORMAL' }, { supplierId: 9, stage: 'PRE', name: 'Newco' }])).toEqual([
      { path: '1', key: 'validation:supplierPotential', params: { supplierId: 9, name: 'Newco' } },
    ]);
  });
});
