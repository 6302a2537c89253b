import type { PermissionMap } from 'shared-ui/contract';
import { seedInternalUsers } from './internal-users';
import { permissionMapOfCodes } from './roles';

export const DEMO_PASSWORD = 'Portal#2026demo';

export interface AccountRecord {
  account: string;
  password: string;
  /** The password before the current one: history 1 (spec section 9). */
  previousPassword: string | null;
  fullName: string;
  email: string;
  kind: 'internal' | 'supplier';
  supplierId: number | null;
  department: string | null;
  itStaff: boolean;
  permissionMap: PermissionMap;
  acceptTerm: boolean;
  failedLogins: number;
  /** Business-clock ms; the lock lifts by itself then (auth/lockout.ts) or by an admin's unlock. */
  lockedUntil: number | null;
  /** Set by an administrator (or `POST /api/dev/accounts/{account}/mustResetPassword`): login answers REGULAR_PASSWORD_RESET. */
  mustResetPassword: boolean;
  /** From forgot-password: usable only to set a new password, until it expires (24 h). */
  tempPassword: { value: string; expiresAt: number } | null;
}

const base = {
  password: DEMO_PASSWORD,
  previousPassword: null,
  failedLogins: 0,
  lockedUntil: null,
  mustResetPassword: false,
  tempPassword: null,
  itStaff: false,
  supplierId: null,
  department: null,
};

/**
 * The demo accounts of api-conventions.md, then the sign-in of every other internal user of the
 * seed (seed/internal-users.ts); internal ones take the maps of their roles (seed/roles.ts).
 */
export function seedAccounts(): AccountRecord[] {
  const demo = demoAccounts();
  return [...demo, ...staffAccounts(new Set(demo.map((a) => a.account)))];
}

/**
 * The staff the seeded records name (PO and supplier buyers, sourcers, inquiry owners, reviewers,
 * writers of tracked documents) sign in like any internal user an administrator opened, with the
 * demo password: a supplier's message on their documents reaches them, and a demo can sign in as
 * a Brazilian buyer or a sourcer. Not the documented demo accounts; an INACTIVE one (old.buyer)
 * is refused as deactivated, as any account an administrator switched off.
 */
function staffAccounts(demo: ReadonlySet<string>): AccountRecord[] {
  return seedInternalUsers()
    .filter((u) => !demo.has(u.account))
    .map((u) => ({
      ...base,
      account: u.account,
      fullName: u.name,
      email: u.email,
      kind: 'internal' as const,
      department: u.department,
      itStaff: u.department === 'IT',
      permissionMap: permissionMapOfCodes(u.roles),
      acceptTerm: true,
    }));
}

function demoAccounts(): AccountRecord[] {
  return [
    { ...base, account: 'admin', fullName: '系統管理員 Admin', email: 'admin@portal.example', kind: 'internal', department: 'IT', itStaff: true, permissionMap: permissionMapOfCodes(['ADMIN']), acceptTerm: true },
    {
      ...base,
      account: 'buyer',
      fullName: '林採購 Lin Buyer',
      email: 'buyer@portal.example',
      kind: 'internal',
      department: 'PUR',
      acceptTerm: true,
      permissionMap: permissionMapOfCodes(['BUYER']),
    },
    {
      ...base,
      account: 'quality',
      fullName: '陳品保 Chen Quality',
      email: 'quality@portal.example',
      kind: 'internal',
      department: 'QM',
      acceptTerm: true,
      permissionMap: permissionMapOfCodes(['QUALITY']),
    },
    { ...base, account: 'viewer', fullName: '王檢視 Wang Viewer', email: 'viewer@portal.example', kind: 'internal', department: 'PUR', acceptTerm: true, permissionMap: permissionMapOfCodes(['VIEWER']) },
    { ...base, account: 'supplier', fullName: '張業務 Chang (Hsin Tai Precision)', email: 'sales@hsintai.example', kind: 'supplier', supplierId: 1001, permissionMap: {}, acceptTerm: false },
    { ...base, account: 'supplier2', fullName: 'Maria Souza (Rio Metals)', email: 'maria@riometals.example', kind: 'supplier', supplierId: 1002, permissionMap: {}, acceptTerm: true },
    { ...base, account: 'potential', fullName: '李新創 Lee (Nova Components)', email: 'lee@nova.example', kind: 'supplier', supplierId: 1003, permissionMap: {}, acceptTerm: true },
  ];
}
