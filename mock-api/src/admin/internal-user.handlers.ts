import { http } from 'msw';
import { internalAccountSchema, issue, issueMessages, VK, type InternalAccount, type IssueMessage } from 'shared-ui/contract';
import { findAccount } from '../auth/accounts';
import { isLocked, unlock } from '../auth/lockout';
import { readBody, text } from '../http/body';
import { fieldsOf } from '../http/body-fields';
import { refuseFields } from '../http/field-errors';
import { guarded } from '../http/guarded';
import { internalHolding, type Caller } from '../http/guards';
import { say } from '../http/locale';
import { MSG } from '../http/messages';
import { idOf, notFound } from '../http/record';
import { fail, noContent, ok } from '../http/respond';
import { searchCalls } from '../http/search-calls';
import { internalUsers, roles } from '../store/collections';
import { db } from '../store/db';
import { textFilter } from '../store/text-filter';
import { optionCodes } from './codes';
import { directoryEntry } from './directory';
import { ADMIN_MSG } from './messages';
import { accountTaken, accountWelcome, closeSignIn, openSignIn, syncSignIn } from './sign-in-accounts';

type UserRow = InternalAccount & { id: number };

/** The record as the detail shows it: the roles it lacks beside the ones it holds, and its lock. */
function shaped(user: UserRow): UserRow {
  const login = findAccount(user.account);
  return {
    ...user,
    unassignedRoles: roles.all().map((r) => r.roleCode).filter((code) => !user.roles.includes(code)),
    locked: login ? isLocked(login) : false,
  };
}

/** The contract's rules, then the store's: a free account found in the directory, known roles and department. */
async function checkedUser(request: Request, self?: UserRow): Promise<{ data: Omit<InternalAccount, 'id'> } | { response: Response }> {
  const body = await readBody(request);
  // The account is the person's sign-in name: it stays as created.
  const parsed = internalAccountSchema.safeParse(self ? { ...body, account: self.account } : body);
  const issues: IssueMessage[] = parsed.success ? [] : issueMessages(parsed.error);
  if (parsed.success) {
    const { account, department, roles: held } = parsed.data;
    if (!self && !directoryEntry(account)) issues.push(issue(VK.accountNotFound, 'account'));
    else if (!self && accountTaken(account)) issues.push(issue(VK.accountTaken, 'account'));
    if (!optionCodes('departments').has(department)) issues.push(issue(VK.invalid, 'department'));
    const known = new Set(roles.all().map((r) => r.roleCode));
    held.forEach((code, i) => known.has(code) || issues.push(issue(VK.invalid, `roles.${i}`)));
  }
  if (!parsed.success || issues.length) return { response: refuseFields(request, issues) };
  return { data: { ...parsed.data, roles: [...new Set(parsed.data.roles)] } };
}

/** Nobody removes their own access by mistake: their own account is kept active. */
const ownAccount = (caller: Caller, user: UserRow) => caller.account.account === user.account;

const view = internalHolding('ACCOUNT_INTERNAL', 'view');
const edit = internalHolding('ACCOUNT_INTERNAL', 'edit');

/**
 * `a/internalUser` (spec section 7: create, read, update, delete, search, preFetch) under
 * ACCOUNT_INTERNAL. A new account gets its sign-in with a mailed temporary password; its
 * permission map always comes from the roles it holds (http/permission-map.ts).
 */
export const internalUserHandlers = [
  ...searchCalls({
    path: '*/api/a/internalUser/search',
    guard: view,
    rows: () => internalUsers.all(),
    spec: {
      keywordFields: ['account', 'name', 'email'],
      customFilters: { account: textFilter((u: UserRow) => u.account), name: textFilter((u: UserRow) => u.name) },
    },
  }),

  /** `{ account }` → name, department and e-mail from the company directory. */
  http.post('*/api/a/internalUser/preFetch', guarded(internalHolding('ACCOUNT_INTERNAL', 'create'), async ({ request }) => {
    const account = text((await readBody(request)).account);
    if (!account) return refuseFields(request, [issue(VK.required, 'account')]);
    const entry = directoryEntry(account);
    return entry ? ok(entry) : refuseFields(request, [issue(VK.accountNotFound, 'account')]);
  })),

  /** An administrator lifts a login lock before its 30 minutes run out (a supplier account: 404 here). */
  http.post<{ account: string }>('*/api/a/internalUser/:account/unlock', guarded(edit, ({ request, params }) => {
    const target = findAccount(params.account);
    if (!target || target.kind !== 'internal') return fail(404, [say(request, MSG.accountNotFound)]);
    unlock(target);
    db.commit();
    return ok({ account: target.account, locked: false });
  })),

  http.get<{ id: string }>('*/api/a/internalUser/:id', guarded(view, ({ request, params }) => {
    const user = internalUsers.get(idOf(params.id));
    return user ? ok(shaped(user)) : notFound(request);
  })),

  http.post('*/api/a/internalUser', guarded(internalHolding('ACCOUNT_INTERNAL', 'create'), async ({ request }) => {
    const checked = await checkedUser(request);
    if ('response' in checked) return checked.response;
    const user = internalUsers.insert(checked.data);
    openSignIn(request, { account: user.account, fullName: user.name, email: user.email, kind: 'internal', supplierId: null, department: user.department }, accountWelcome(user.account));
    return ok(shaped(user), 201);
  })),

  http.put<{ id: string }>('*/api/a/internalUser/:id', guarded(edit, async ({ request, params, caller }) => {
    const user = internalUsers.get(idOf(params.id));
    if (!user) return notFound(request);
    const checked = await checkedUser(request, user);
    if ('response' in checked) return checked.response;
    if (ownAccount(caller, user) && checked.data.status !== 'ACTIVE') return fail(409, [say(request, ADMIN_MSG.ownAccountKept)]);
    const saved = internalUsers.replace(user.id, fieldsOf(internalAccountSchema), checked.data) as UserRow;
    syncSignIn(saved.account, saved.name, saved.email, saved.department);
    return ok(shaped(saved));
  })),

  http.delete<{ id: string }>('*/api/a/internalUser/:id', guarded(edit, ({ request, params, caller }) => {
    const user = internalUsers.get(idOf(params.id));
    if (!user) return notFound(request);
    if (ownAccount(caller, user)) return fail(409, [say(request, ADMIN_MSG.ownAccountKept)]);
    internalUsers.remove(user.id);
    closeSignIn(user.account);
    return noContent();
  })),
];
