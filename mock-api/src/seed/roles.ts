import type { PermissionAction, PermissionMap, PermissionObject, Role, RolePermission } from 'shared-ui/contract';
import { PERMISSION_OBJECTS, permissionMapOfRoles } from 'shared-ui/contract';

type Grants = Partial<Record<PermissionObject, PermissionAction[]>>;

const ALL: PermissionAction[] = ['create', 'edit', 'view', 'review'];
const every = (actions: PermissionAction[]): Grants => Object.fromEntries(PERMISSION_OBJECTS.map((o) => [o, actions]));

const BUYER_GRANTS: Grants = {
  SUPPLIER_BASIC: ALL, SUPPLIER_PURCHASE: ALL, SUPPLIER_FINANCIAL: ALL, SUPPLIER_INFO: ALL,
  INQUIRY: ALL, QUOTATION: ALL, PARITY: ALL,
  PURCHASE_ORDER: ALL, DELIVERY_RECEIVING: ALL, DELIVERY_REVIEW: ALL, DELIVERY_REPLY: ALL,
  INVOICE: ALL, BULLETIN_DOC: ALL, BULLETIN_NORMAL: ALL,
};

export const ALL_COMPANIES = ['1000', '2000', '3000'];
export const ALL_PURCHASING_ORGS = ['1100', '1200', '2100', '3100', '3200'];

interface RoleSeed {
  roleCode: string;
  roleDesc: string;
  status: Role['status'];
  companyCodeList: string[];
  purchasingOrgList: string[];
  grants: Grants;
}

/**
 * The internal roles. The demo accounts' permission maps are built from these (seed/accounts.ts),
 * so a role's permission list and its account's profile can never disagree. The company and
 * purchasing-org scopes drive the a/ option lookups; an INACTIVE role grants nothing.
 */
const ROLES: RoleSeed[] = [
  { roleCode: 'ADMIN', roleDesc: '系統管理員 Administrator', status: 'ACTIVE', companyCodeList: ALL_COMPANIES, purchasingOrgList: ALL_PURCHASING_ORGS, grants: every(ALL) },
  { roleCode: 'BUYER', roleDesc: '採購（台北、蘇州） Buyer (Taipei, Suzhou)', status: 'ACTIVE', companyCodeList: ['1000', '2000'], purchasingOrgList: ['1100', '1200', '2100'], grants: BUYER_GRANTS },
  { roleCode: 'BUYER_BR', roleDesc: '採購（巴西） Buyer (Brazil)', status: 'ACTIVE', companyCodeList: ['3000'], purchasingOrgList: ['3100', '3200'], grants: BUYER_GRANTS },
  {
    roleCode: 'QUALITY',
    roleDesc: '品保 Quality',
    status: 'ACTIVE',
    companyCodeList: ['1000'],
    purchasingOrgList: ['1100'],
    grants: { AUDIT: ALL, SURVEY: ALL, SUPPLIER_BASIC: ['view'], SUPPLIER_INFO: ['view'] },
  },
  { roleCode: 'VIEWER', roleDesc: '唯讀 Read only', status: 'ACTIVE', companyCodeList: ALL_COMPANIES, purchasingOrgList: ALL_PURCHASING_ORGS, grants: every(['view']) },
  {
    roleCode: 'SOURCING',
    roleDesc: '資源開發 Sourcing',
    status: 'ACTIVE',
    companyCodeList: ['1000'],
    purchasingOrgList: ['1100', '1200'],
    grants: { INQUIRY: ALL, QUOTATION: ALL, PARITY: ALL, SUPPLIER_BASIC: ['view'], SUPPLIER_PURCHASE: ['view'] },
  },
  {
    roleCode: 'FINANCE',
    roleDesc: '財務 Finance',
    status: 'ACTIVE',
    companyCodeList: ALL_COMPANIES,
    purchasingOrgList: [],
    grants: { INVOICE: ALL, SUPPLIER_FINANCIAL: ALL, SUPPLIER_BASIC: ['view'] },
  },
  { roleCode: 'LEGACY_BUYER', roleDesc: '舊採購角色（停用） Legacy buyer (inactive)', status: 'INACTIVE', companyCodeList: ['3000'], purchasingOrgList: ['3100'], grants: BUYER_GRANTS },
];

function permissionList(grants: Grants): RolePermission[] {
  return PERMISSION_OBJECTS.map((object) => {
    const actions = grants[object] ?? [];
    return { object, create: actions.includes('create'), edit: actions.includes('edit'), view: actions.includes('view'), review: actions.includes('review') };
  });
}

export function seedRoles(): (Role & { id: number })[] {
  return ROLES.map(({ grants, ...role }, i) => ({ id: i + 1, ...role, permissionList: permissionList(grants) }));
}

/** The union of the active roles' flags: what an account holding these roles may do. */
export const permissionMapOf = (roles: readonly Role[]): PermissionMap => permissionMapOfRoles(roles);

/** The permission map of the seeded roles with these codes. */
export const permissionMapOfCodes = (codes: readonly string[]) => permissionMapOf(seedRoles().filter((r) => codes.includes(r.roleCode)));
