import { detailPaths, isDetailMode } from 'shared-ui/detail';

it('moves between modes of a record and back to its list', () => {
  const edit = detailPaths('/admin/supplier/detail/edit/42', 'edit', '42');
  expect(edit.modePath('view', 42)).toBe('/admin/supplier/detail/view/42');
  expect(edit.listPath).toBe('/admin/supplier');
  const create = detailPaths('/admin/supplier/detail/create/', 'create', undefined);
  expect(create.modePath('view', 'A 1')).toBe('/admin/supplier/detail/view/A%201');
  expect(create.listPath).toBe('/admin/supplier');
});

it('knows the five modes of spec section 2', () => {
  expect(['create', 'edit', 'copy', 'view', 'review'].every(isDetailMode)).toBe(true);
  expect(isDetailMode('delete')).toBe(false);
  expect(isDetailMode(undefined)).toBe(false);
});
