/** Spec section 6: the permission objects, each with create/edit/view/review flags. */
export const PERMISSION_OBJECTS = [
  'BULLETIN_DOC',
  'BULLETIN_NORMAL',
  'SUPPLIER_BASIC',
  'SUPPLIER_PURCHASE',
  'SUPPLIER_FINANCIAL',
  'SUPPLIER_INFO',
  'INQUIRY',
  'QUOTATION',
  'PARITY',
  'PURCHASE_ORDER',
  'DELIVERY_RECEIVING',
  'DELIVERY_REVIEW',
  'DELIVERY_REPLY',
  'INVOICE',
  'AUDIT',
  'SURVEY',
  'ACCOUNT_SUPPLIER',
  'ACCOUNT_INTERNAL',
  'ROLE',
] as const;
export type PermissionObject = (typeof PERMISSION_OBJECTS)[number];
export type PermissionAction = 'create' | 'edit' | 'view' | 'review';
export type PermissionFlags = Record<PermissionAction, boolean>;
export type PermissionMap = Partial<Record<PermissionObject, PermissionFlags>>;

const flags = (...actions: PermissionAction[]): PermissionFlags => ({
  create: actions.includes('create'),
  edit: actions.includes('edit'),
  view: actions.includes('view'),
  review: actions.includes('review'),
});
const NONE = flags();

/** The fixed map every supplier user gets, whatever the server sent (spec section 6). */
export const SUPPLIER_PERMISSION_MAP: Record<PermissionObject, PermissionFlags> = Object.fromEntries(
  PERMISSION_OBJECTS.map((o) => [o, NONE]),
) as Record<PermissionObject, PermissionFlags>;
Object.assign(SUPPLIER_PERMISSION_MAP, {
  BULLETIN_DOC: flags('edit', 'view'),
  BULLETIN_NORMAL: flags('view'),
  SUPPLIER_BASIC: flags('edit', 'view'),
  QUOTATION: flags('edit', 'view'),
  PURCHASE_ORDER: flags('view'),
  DELIVERY_RECEIVING: flags('view'),
  DELIVERY_REPLY: flags('edit', 'view'),
  INVOICE: flags('create', 'edit', 'view'),
  AUDIT: flags('edit', 'view'),
  ACCOUNT_SUPPLIER: flags('create', 'edit', 'view'),
});

/** A user lacking view on SUPPLIER_BASIC is a supplier (spec section 6). */
export function isSupplierMap(serverMap: PermissionMap | undefined): boolean {
  return !serverMap?.SUPPLIER_BASIC?.view;
}

/** The map the portal actually uses: the server's for internal users, the fixed one for suppliers. */
export function effectivePermissionMap(serverMap: PermissionMap | undefined): PermissionMap {
  return isSupplierMap(serverMap) ? SUPPLIER_PERMISSION_MAP : (serverMap ?? {});
}

export function canOn(map: PermissionMap, object: PermissionObject, action: PermissionAction): boolean {
  return Boolean(map[object]?.[action]);
}

/** Detail-page modes of spec section 2. */
export type DetailMode = 'create' | 'edit' | 'copy' | 'view' | 'review';
export const isEditingMode = (mode: DetailMode) => mode === 'create' || mode === 'edit' || mode === 'copy';
export const isCreatingMode = (mode: DetailMode) => mode === 'create' || mode === 'copy';

/** Editing is allowed only when the create or edit flag fits the mode. */
export function canUseMode(map: PermissionMap, object: PermissionObject, mode: DetailMode): boolean {
  if (isCreatingMode(mode)) return canOn(map, object, 'create');
  if (mode === 'edit') return canOn(map, object, 'edit');
  if (mode === 'review') return canOn(map, object, 'review');
  return canOn(map, object, 'view');
}
