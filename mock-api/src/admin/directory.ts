import { seedInternalUsers } from '../seed/internal-users';

export interface DirectoryEntry {
  account: string;
  name: string;
  department: string;
  email: string;
}

/** Staff of the company directory who have no portal account yet (the seeded ones have). */
const NEWCOMERS: DirectoryEntry[] = [
  { account: 'mei.chen', name: '陳美玲 Mei Chen', department: 'PUR', email: 'mei.chen@portal.example' },
  { account: 'paulo.santos', name: '桑托斯 Paulo Santos', department: 'PUR', email: 'paulo.santos@portal.example' },
  { account: 'hank.lee', name: '李漢克 Hank Lee', department: 'IT', email: 'hank.lee@portal.example' },
  { account: 'ivy.wang', name: '王艾薇 Ivy Wang', department: 'QM', email: 'ivy.wang@portal.example' },
  { account: 'sam.liu', name: '劉山姆 Sam Liu', department: 'FIN', email: 'sam.liu@portal.example' },
];

/**
 * The company directory `a/internalUser/preFetch` reads (the real one is the corporate LDAP):
 * every seeded internal user and a few newcomers. Read-only, so it is code, not state.
 */
export function directoryEntry(account: string): DirectoryEntry | undefined {
  const key = account.trim().toLowerCase();
  const seeded = seedInternalUsers().map(({ account: a, name, department, email }) => ({ account: a, name, department, email }));
  return [...seeded, ...NEWCOMERS].find((e) => e.account.toLowerCase() === key);
}
