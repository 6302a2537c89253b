import { z } from 'zod';
import { emailField, optionalText, requiredText } from './common.schema';
import { PERMISSION_OBJECTS, type PermissionMap } from './permissions';
import type { Role, RolePermission } from './account';
import { VK } from './validation-keys';
import { lazySchema } from './lazy-schema';

// The rules of roles and accounts (spec section 3 "Roles and accounts"), for the admin forms and
// the mock alike. What only the server can know (a code already taken, an account unknown to the
// company directory) is answered there with the keys below.

const activeStatus = lazySchema(() => z.enum(['ACTIVE', 'INACTIVE'], { error: VK.required }));

/** Role codes are keys other systems read: capital letters, digits and underscores. */
export const ROLE_CODE_PATTERN = /^[A-Z][A-Z0-9_]*$/;

const permissionLine = lazySchema(() =>
  z.object({
    object: z.enum(PERMISSION_OBJECTS, { error: VK.invalid }),
    create: z.boolean(),
    edit: z.boolean(),
    view: z.boolean(),
    review: z.boolean(),
  }),
);

export const roleSchema = lazySchema(() =>
  z.object({
    roleCode: requiredText().pipe(z.string().regex(ROLE_CODE_PATTERN, { error: VK.roleCodeFormat })),
    roleDesc: requiredText(),
    status: activeStatus,
    companyCodeList: z.array(z.string()),
    purchasingOrgList: z.array(z.string()),
    // One line per object: two lines of one object would leave which flags count to chance.
    permissionList: z.array(permissionLine).refine((lines) => new Set(lines.map((l) => l.object)).size === lines.length, { error: VK.invalid }),
  }),
);
export type RoleFormInput = z.input<typeof roleSchema>;
export type RoleFormOutput = z.output<typeof roleSchema>;

/** Every object of spec section 6 once, with the flags `list` gives it (none when absent): the matrix's rows. */
export function fullPermissionList(list: readonly RolePermission[] = []): RolePermission[] {
  return PERMISSION_OBJECTS.map((object) => {
    const line = list.find((l) => l.object === object);
    return { object, create: Boolean(line?.create), edit: Boolean(line?.edit), view: Boolean(line?.view), review: Boolean(line?.review) };
  });
}

/**
 * The permission map of an account holding `roles`: the union of the flags of its ACTIVE roles
 * (an inactive role grants nothing). The server derives every internal profile from this.
 */
export function permissionMapOfRoles(roles: readonly Pick<Role, 'status' | 'permissionList'>[]): PermissionMap {
  const map: PermissionMap = Object.fromEntries(fullPermissionList().map(({ object, ...flags }) => [object, flags]));
  for (const role of roles) {
    if (role.status !== 'ACTIVE') continue;
    for (const line of role.permissionList) {
      const flags = map[line.object];
      if (!flags) continue;
      for (const action of ['create', 'edit', 'view', 'review'] as const) flags[action] ||= line[action];
    }
  }
  return map;
}

export const internalAccountSchema = lazySchema(() =>
  z.object({
    account: requiredText(),
    name: requiredText(),
    department: requiredText(),
    email: emailField(),
    status: activeStatus,
    roles: z.array(z.string()),
  }),
);
export type InternalAccountFormInput = z.input<typeof internalAccountSchema>;
export type InternalAccountFormOutput = z.output<typeof internalAccountSchema>;

/** A supplier's sub-account as the supplier keeps it (su/supplierUser). */
export const supplierAccountSchema = lazySchema(() =>
  z.object({
    account: requiredText(),
    name: requiredText(),
    email: emailField(),
    phone: optionalText(),
    status: activeStatus,
  }),
);
export type SupplierAccountFormInput = z.input<typeof supplierAccountSchema>;
export type SupplierAccountFormOutput = z.output<typeof supplierAccountSchema>;

/** Internal staff name the supplier too (a/supplierUser). */
export const supplierAccountOfSupplierSchema = lazySchema(() =>
  supplierAccountSchema.extend({
    supplierId: z.number({ error: VK.required }).int({ error: VK.invalid }),
  }),
);
