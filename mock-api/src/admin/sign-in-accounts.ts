import { findAccount } from '../auth/accounts';
import { issueTempPassword } from '../auth/passwords';
import { say, requestLang, type Bilingual } from '../http/locale';
import type { AccountRecord } from '../seed/accounts';
import { formatMinute } from '../store/clock';
import { internalUsers, supplierAccounts } from '../store/collections';
import { db } from '../store/db';
import { sendMail } from '../store/outbox';
import { notify, recordLink } from '../notifications';
import { ADMIN_MAIL } from './messages';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** An account name is one person's across the portal: sign-in, internal and supplier accounts, any case. */
export const accountTaken = (account: string) =>
  db.state.accounts.some((a) => same(a.account, account)) ||
  internalUsers.all().some((u) => same(u.account, account)) ||
  supplierAccounts.all().some((a) => same(a.account, account));

type NewSignIn = Pick<AccountRecord, 'account' | 'fullName' | 'email' | 'kind' | 'supplierId' | 'department'>;

/** The department whose internal accounts are the spec's "IT staff" (the all-supplier upload is theirs alone). */
export const IT_DEPARTMENT = 'IT';
const isItStaff = (who: Pick<AccountRecord, 'kind' | 'department'>) => who.kind === 'internal' && who.department === IT_DEPARTMENT;

/** The mail that hands a new account its temporary password (and when it expires). */
export interface WelcomeMail {
  subject: Bilingual;
  body(password: string, expires: string): Bilingual;
}

/** The welcome of an account an administrator opened (internal or supplier sub-account). */
export const accountWelcome = (account: string): WelcomeMail => ({
  subject: ADMIN_MAIL.welcomeSubject,
  body: (password, expires) => ADMIN_MAIL.welcomeBody(account, password, expires),
});

/**
 * The sign-in account of a new portal account (registered or opened by an administrator): no
 * password of its own yet, a 24 h temporary password mailed, so the first sign-in makes the
 * owner set one.
 */
export function openSignIn(request: Request, who: NewSignIn, mail: WelcomeMail): AccountRecord {
  const login: AccountRecord = {
    ...who,
    // Never typed: the first sign-in uses the mailed temporary password and sets a real one.
    password: `unset-${crypto.randomUUID()}`,
    previousPassword: null,
    itStaff: isItStaff(who),
    permissionMap: {},
    acceptTerm: false,
    failedLogins: 0,
    lockedUntil: null,
    mustResetPassword: false,
    tempPassword: null,
  };
  db.state.accounts.push(login);
  const temp = issueTempPassword(login);
  db.commit();
  const expires = formatMinute(temp.expiresAt);
  sendMail(login.email, say(request, mail.subject), mail.body(temp.value, expires)[requestLang(request)]);
  // The new account's own first notification, waiting for its first sign-in.
  notify([login.account], { kind: 'ACCOUNT_CREATED', docNo: login.account, link: recordLink.home() });
  return login;
}

/** The sign-in account follows the record's name, e-mail and (an internal account's) department, which makes it IT staff or not. */
export function syncSignIn(account: string, fullName: string, email: string, department: string | null = null): void {
  const login = findAccount(account);
  if (!login) return;
  login.fullName = fullName;
  login.email = email;
  if (login.kind === 'internal') {
    login.department = department;
    login.itStaff = isItStaff(login);
  }
  db.commit();
}

/** A deleted account can no longer sign in, and its open sessions end. */
export function closeSignIn(account: string): void {
  db.state.accounts = db.state.accounts.filter((a) => a.account !== account);
  db.state.sessions = db.state.sessions.filter((s) => s.account !== account);
  db.commit();
}
