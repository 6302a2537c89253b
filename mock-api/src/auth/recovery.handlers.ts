import { http } from 'msw';
import { findAccount, isEmail, sameEmail } from './accounts';
import { isLocked, unlock } from './lockout';
import { refuseLocked, refuseWrongPassword } from './refusals';
import { standIn } from './unknown-accounts';
import { AUTH_MAIL, AUTH_MSG } from './messages';
import { checkCredential, issueTempPassword, meetsPolicy } from './passwords';
import { readBody, text } from '../http/body';
import { say } from '../http/locale';
import { MSG } from '../http/messages';
import { endSessions } from '../http/auth-guard';
import { issue, PASSWORD_HISTORY, VK, type IssueMessage } from 'shared-ui/contract';
import { refuseFields } from '../http/field-errors';
import { fail, noContent } from '../http/respond';
import { clock } from '../store/clock';
import type { AccountRecord } from '../seed/accounts';
import { formatMinute } from '../store/clock';
import { db } from '../store/db';
import { sendMail } from '../store/outbox';

const required = (request: Request, values: unknown[]) => values.filter((v) => !v).map(() => say(request, MSG.required));

function mailTempPassword(request: Request, account: AccountRecord) {
  const temp = issueTempPassword(account);
  const expires = formatMinute(temp.expiresAt);
  sendMail(account.email, say(request, AUTH_MAIL.tempPasswordSubject), say(request, AUTH_MAIL.tempPasswordBody(account.account, temp.value, expires)));
}

/**
 * `POST auth/forgetPwd` { account, email }: a temporary password by mail when both match.
 * The answer (204) is the same whether or not they match, so nobody can probe for accounts;
 * only malformed input is refused.
 */
async function forgetPassword({ request }: { request: Request }) {
  const body = await readBody(request);
  const name = text(body.account);
  const email = text(body.email);
  const problems = required(request, [name, email]);
  if (email && !isEmail(email)) problems.push(say(request, MSG.invalidEmail));
  if (problems.length) return fail(400, problems);
  const account = findAccount(name);
  if (account && sameEmail(account.email, email)) mailTempPassword(request, account);
  return noContent();
}

export const TEMP_PASSWORDS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Whether the name may be sent another temporary password now (at most 3 an hour, business
 * clock), counted by the name typed whether or not it is an account, so the 429 tells nothing.
 */
function mayMailTempPassword(account: string): boolean {
  const since = clock.now() - HOUR_MS;
  const throttle = db.state.throttle;
  throttle.tempPasswordRequests = throttle.tempPasswordRequests.filter((r) => r.at > since);
  if (throttle.tempPasswordRequests.filter((r) => r.account === account).length >= TEMP_PASSWORDS_PER_HOUR) return false;
  throttle.tempPasswordRequests.push({ account, at: clock.now() });
  return true;
}

/** `POST auth/sendTempPwd` { account }: the same, to the account's registered address; rate-limited per account. */
async function sendTempPassword({ request }: { request: Request }) {
  const name = text((await readBody(request)).account);
  if (!name) return fail(400, required(request, [name]));
  const allowed = mayMailTempPassword(name);
  db.commit();
  if (!allowed) return fail(429, [say(request, AUTH_MSG.tooManyTempPasswords)]);
  const account = findAccount(name);
  if (account) mailTempPassword(request, account);
  return noContent();
}

/** `POST auth/forgetAccount` { email }: the account names registered with that address, by mail. */
async function forgetAccount({ request }: { request: Request }) {
  const email = text((await readBody(request)).email);
  if (!email) return fail(400, required(request, [email]));
  if (!isEmail(email)) return fail(400, [say(request, MSG.invalidEmail)]);
  const owners = db.state.accounts.filter((a) => sameEmail(a.email, email));
  // To the registered address (the one we trust), not the spelling typed into the form.
  if (owners.length) {
    const body = AUTH_MAIL.accountBody(owners.map((a) => a.account));
    sendMail(owners[0].email, say(request, AUTH_MAIL.accountSubject), say(request, body));
  }
  return noContent();
}

/**
 * `POST auth/resetPwd` { account, oldPassword, newPassword, confirmPassword }. The old password
 * may be the regular one or a valid temporary one. A wrong old password counts as a failed
 * login (else this call would be a way round the lock). The new password's rules are all
 * checked and every broken one reported.
 */
async function resetPassword({ request }: { request: Request }) {
  const body = await readBody(request);
  const name = text(body.account);
  const [oldPassword, newPassword, confirmPassword] = [body.oldPassword, body.newPassword, body.confirmPassword].map((v) =>
    typeof v === 'string' ? v : '',
  );
  const missing = required(request, [name, oldPassword, newPassword, confirmPassword]);
  if (missing.length) return fail(400, missing);

  const account = findAccount(name);
  if (!account) {
    const unknown = standIn(name);
    return isLocked(unknown) ? refuseLocked(request) : refuseWrongPassword(request, unknown);
  }
  if (isLocked(account)) return refuseLocked(request);
  const credential = checkCredential(account, oldPassword);
  if (credential === 'wrong') return refuseWrongPassword(request, account);
  if (credential === 'temp-expired') return fail(400, [say(request, AUTH_MSG.tempExpired)], 'TEMP_PASSWORD_EXPIRED');

  // Each broken rule by the field it is about and in the contract's words, as the form says it:
  // the reuse of an earlier password is one no form can check.
  const broken: IssueMessage[] = [];
  if (!meetsPolicy(newPassword)) broken.push(issue(VK.passwordPolicy, 'newPassword'));
  if (newPassword !== confirmPassword) broken.push(issue(VK.passwordMismatch, 'confirmPassword'));
  // History 1 (spec section 9): not the current, not the previous, not the old one just typed.
  if ([account.password, account.previousPassword, oldPassword].includes(newPassword)) broken.push(issue(VK.passwordReused, 'newPassword', { history: PASSWORD_HISTORY }));
  if (broken.length) return refuseFields(request, broken);

  account.previousPassword = account.password;
  account.password = newPassword;
  account.tempPassword = null;
  account.mustResetPassword = false;
  unlock(account);
  // Sessions opened with the old password end with it.
  endSessions(account.account);
  db.commit();
  return noContent();
}

export const recoveryHandlers = [
  http.post('*/api/auth/forgetPwd', forgetPassword),
  http.post('*/api/auth/sendTempPwd', sendTempPassword),
  http.post('*/api/auth/forgetAccount', forgetAccount),
  http.post('*/api/auth/resetPwd', resetPassword),
];
