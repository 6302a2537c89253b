import type { InternalAccount } from 'shared-ui/contract';
import { bi, type SeedOption } from './option-types';

/** [account, 中文名, English name, department, roles, status] */
const USERS: [string, string, string, string, string[], InternalAccount['status']][] = [
  ['admin', '系統管理員', 'Admin', 'IT', ['ADMIN'], 'ACTIVE'],
  ['buyer', '林採購', 'Lin Buyer', 'PUR', ['BUYER'], 'ACTIVE'],
  ['quality', '陳品保', 'Chen Quality', 'QM', ['QUALITY'], 'ACTIVE'],
  ['viewer', '王檢視', 'Wang Viewer', 'PUR', ['VIEWER'], 'ACTIVE'],
  ['amy.huang', '黃雅雯', 'Amy Huang', 'PUR', ['BUYER'], 'ACTIVE'],
  ['kevin.wu', '吳冠廷', 'Kevin Wu', 'PUR', ['BUYER'], 'ACTIVE'],
  ['zhang.wei', '張偉', 'Zhang Wei', 'PUR', ['BUYER'], 'ACTIVE'],
  ['joao.silva', '席爾瓦', 'João Silva', 'PUR', ['BUYER_BR'], 'ACTIVE'],
  ['ana.costa', '柯絲塔', 'Ana Costa', 'PUR', ['BUYER_BR'], 'ACTIVE'],
  ['li.na', '李娜', 'Li Na', 'SRC', ['SOURCING'], 'ACTIVE'],
  ['eric.tsai', '蔡承恩', 'Eric Tsai', 'SRC', ['SOURCING', 'VIEWER'], 'ACTIVE'],
  ['grace.lin', '林佳慧', 'Grace Lin', 'FIN', ['FINANCE'], 'ACTIVE'],
  ['tony.chen', '陳建宏', 'Tony Chen', 'QM', ['QUALITY'], 'ACTIVE'],
  ['old.buyer', '周志明', 'Chou Chih-ming', 'PUR', ['LEGACY_BUYER'], 'INACTIVE'],
];

/**
 * Internal user records (a/internalUser). The first four are the documented demo accounts; the
 * others are the staff the seeded records name as buyers, sourcers and owners. Every one signs in
 * (seed/accounts.ts), but the INACTIVE one is refused as deactivated.
 */
export function seedInternalUsers(): (InternalAccount & { id: number })[] {
  return USERS.map(([account, zh, en, department, roles, status], i) => ({
    id: i + 1,
    account,
    name: `${zh} ${en}`,
    department,
    email: `${account}@portal.example`,
    status,
    roles,
  }));
}

/** Staff (`staffs` option list): the active internal users, named in the request's language. */
export function seedStaffs(): SeedOption[] {
  return USERS.filter((u) => u[5] === 'ACTIVE').map(([account, zh, en]) => ({ code: account, name: bi(zh, en) }));
}

/** The buyers the seeded suppliers and POs are handled by, per purchasing org. */
export const BUYERS_BY_ORG: Record<string, string[]> = {
  '1100': ['buyer', 'amy.huang'],
  '1200': ['buyer', 'kevin.wu'],
  '2100': ['zhang.wei', 'buyer'],
  '3100': ['joao.silva', 'ana.costa'],
  '3200': ['ana.costa'],
};
export const SOURCERS = ['li.na', 'eric.tsai'];
/**
 * The sourcers the seeded suppliers name, per purchasing org: each one whose roles reach that
 * org's sourcing (the SOURCING role covers 1100 and 1200 only), so a supplier's sourcer can open
 * its inquiries and is told of its messages. eric.tsai, a sourcer who also views every org
 * (VIEWER), follows the Suzhou and Brazilian suppliers.
 */
export const SOURCERS_BY_ORG: Record<string, string[]> = {
  '1100': SOURCERS,
  '1200': SOURCERS,
  '2100': ['eric.tsai'],
  '3100': ['eric.tsai'],
  '3200': ['eric.tsai'],
};
