import {
  canUseMode, effectivePermissionMap, isCreatingMode, isEditingMode, isSupplierMap, PERMISSION_OBJECTS, SUPPLIER_PERMISSION_MAP,
  type PermissionMap,
} from './permissions';

const all = { create: true, edit: true, view: true, review: true };

describe('supplier permission map (spec section 6)', () => {
  it('treats a user lacking view on SUPPLIER_BASIC as a supplier', () => {
    expect(isSupplierMap({})).toBe(true);
    expect(isSupplierMap({ SUPPLIER_BASIC: { ...all, view: false } })).toBe(true);
    expect(isSupplierMap({ SUPPLIER_BASIC: all })).toBe(false);
  });

  it('gives a supplier exactly the fixed map, whatever the server sent', () => {
    const map = effectivePermissionMap({ ROLE: all, INQUIRY: all });
    const granted = Object.fromEntries(
      PERMISSION_OBJECTS.map((o) => [o, (['create', 'edit', 'view', 'review'] as const).filter((a) => map[o]?.[a]).join('+')]),
    );
    expect(granted).toEqual({
      BULLETIN_DOC: 'edit+view',
      BULLETIN_NORMAL: 'view',
      SUPPLIER_BASIC: 'edit+view',
      SUPPLIER_PURCHASE: '',
      SUPPLIER_FINANCIAL: '',
      SUPPLIER_INFO: '',
      INQUIRY: '',
      QUOTATION: 'edit+view',
      PARITY: '',
      PURCHASE_ORDER: 'view',
      DELIVERY_RECEIVING: 'view',
      DELIVERY_REVIEW: '',
      DELIVERY_REPLY: 'edit+view',
      INVOICE: 'create+edit+view',
      AUDIT: 'edit+view',
      SURVEY: '',
      ACCOUNT_SUPPLIER: 'create+edit+view',
      ACCOUNT_INTERNAL: '',
      ROLE: '',
    });
    expect(map).toBe(SUPPLIER_PERMISSION_MAP);
  });

  it("keeps an internal user's own map", () => {
    const server: PermissionMap = { SUPPLIER_BASIC: all, ROLE: { ...all, create: false } };
    expect(effectivePermissionMap(server)).toBe(server);
  });
});

describe('modes', () => {
  it('counts edit, create and copy as editing; create and copy as creating', () => {
    expect(['create', 'edit', 'copy', 'view', 'review'].filter((m) => isEditingMode(m as never))).toEqual(['create', 'edit', 'copy']);
    expect(['create', 'edit', 'copy', 'view', 'review'].filter((m) => isCreatingMode(m as never))).toEqual(['create', 'copy']);
  });

  it('allows editing only when the create or edit flag fits the mode', () => {
    const map: PermissionMap = { INQUIRY: { create: false, edit: true, view: true, review: false } };
    expect(canUseMode(map, 'INQUIRY', 'edit')).toBe(true);
    expect(canUseMode(map, 'INQUIRY', 'create')).toBe(false);
    expect(canUseMode(map, 'INQUIRY', 'copy')).toBe(false);
    expect(canUseMode(map, 'INQUIRY', 'view')).toBe(true);
    expect(canUseMode(map, 'INQUIRY', 'review')).toBe(false);
  });
});
