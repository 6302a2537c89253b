import { http } from 'msw';
import { findAccount } from '../auth/accounts';
import { unlock } from '../auth/lockout';
import { guarded } from '../http/guarded';
import { internalHolding } from '../http/guards';
import { say } from '../http/locale';
import { MSG } from '../http/messages';
import { fail, ok } from '../http/respond';
import { db } from '../store/db';

/**
 * `POST a/internalUser/{account}/unlock`: an administrator lifts a login lock before its 30
 * minutes run out. Only internal accounts are found under internalUser (a supplier account is
 * a 404 here, as it would be under the wrong resource).
 */
export const internalUserHandlers = [
  http.post<{ account: string }>('*/api/a/internalUser/:account/unlock', guarded(internalHolding('ACCOUNT_INTERNAL', 'edit'), ({ request, params }) => {
    const target = findAccount(params.account);
    if (!target || target.kind !== 'internal') return fail(404, [say(request, MSG.accountNotFound)]);
    unlock(target);
    db.commit();
    return ok({ account: target.account, locked: false });
  })),
];
