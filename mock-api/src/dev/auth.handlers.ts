import { http } from 'msw';
import { findAccount } from '../auth/accounts';
import { readBody, text } from '../http/body';
import { say } from '../http/locale';
import { MSG } from '../http/messages';
import { fail, ok } from '../http/respond';
import { db } from '../store/db';

const SSO_MSG = {
  enabled: { 'zh-TW': 'enabled 必須是 true 或 false。', 'en-US': 'enabled must be true or false.' },
  account: { 'zh-TW': '單一登入只適用於內部帳號。', 'en-US': 'Single sign-on is for an internal account only.' },
  value: { 'zh-TW': 'value 必須是 true 或 false。', 'en-US': 'value must be true or false.' },
};

/** Switches for the auth flows that a demo cannot reach by ordinary calls. */
export const devAuthHandlers = [
  http.get('*/api/dev/sso', () => ok(db.state.sso)),
  /** `{ enabled, account? }`: Kerberos stands for that internal account (default `buyer`). */
  http.post('*/api/dev/sso', async ({ request }) => {
    const body = await readBody(request);
    const account = text(body.account) || db.state.sso.account;
    const problems = [];
    if (typeof body.enabled !== 'boolean') problems.push(SSO_MSG.enabled);
    if (findAccount(account)?.kind !== 'internal') problems.push(SSO_MSG.account);
    if (problems.length) return fail(400, problems.map((m) => say(request, m)));
    db.state.sso = { enabled: body.enabled as boolean, account };
    db.commit();
    return ok(db.state.sso);
  }),
  /** `{ value? = true }`: the account's next login answers REGULAR_PASSWORD_RESET until it sets a new password. */
  http.post<{ account: string }>('*/api/dev/accounts/:account/mustResetPassword', async ({ request, params }) => {
    const account = findAccount(params.account);
    if (!account) return fail(404, [say(request, MSG.accountNotFound)]);
    const { value = true } = await readBody(request);
    if (typeof value !== 'boolean') return fail(400, [say(request, SSO_MSG.value)]);
    account.mustResetPassword = value;
    db.commit();
    return ok({ account: account.account, mustResetPassword: value });
  }),
];
