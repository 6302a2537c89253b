import { http } from 'msw';
import type { UserProfile } from 'shared-ui/contract';
import { requireUser } from '../http/auth-guard';
import { guarded } from '../http/guarded';
import { say } from '../http/locale';
import { MSG } from '../http/messages';
import { fail, ok } from '../http/respond';
import type { AccountRecord } from '../seed/accounts';
import { db } from '../store/db';
import { disabledFunctions } from './function-switch';

function profileOf(a: AccountRecord): UserProfile {
  return {
    fullName: a.fullName,
    account: a.account,
    userKind: a.kind,
    acceptTerm: a.acceptTerm,
    permissionMap: a.permissionMap,
    functionDisable: disabledFunctions(),
    itStaff: a.itStaff,
  };
}

/** The terms accepted, on the call of the account's own kind only (a/ internal, su/ supplier). */
function acceptTerm(kind: AccountRecord['kind']) {
  return guarded(requireUser, ({ request, caller }) => {
    if (caller.account.kind !== kind) return fail(403, [say(request, MSG.forbidden)]);
    caller.account.acceptTerm = true;
    db.commit();
    return ok(profileOf(caller.account));
  });
}

export const profileHandlers = [
  http.get('*/api/g/me', guarded(requireUser, ({ caller }) => ok(profileOf(caller.account)))),
  http.put('*/api/a/me/acceptTerm', acceptTerm('internal')),
  http.put('*/api/su/me/acceptTerm', acceptTerm('supplier')),
];
