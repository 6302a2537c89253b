import { http } from 'msw';
import type { UserProfile } from 'shared-ui/session/profile';
import { requireUser } from '../http/auth-guard';
import { say } from '../http/locale';
import { MSG } from '../http/messages';
import { fail, ok } from '../http/respond';
import { db } from '../store/db';
import type { AccountRecord } from '../seed/accounts';

export function profileOf(a: AccountRecord): UserProfile {
  return {
    fullName: a.fullName,
    account: a.account,
    acceptTerm: a.acceptTerm,
    permissionMap: a.permissionMap,
    functionDisable: [],
    itStaff: a.itStaff,
  };
}

function acceptTerm(kind: AccountRecord['kind']) {
  return ({ request }: { request: Request }) => {
    const caller = requireUser(request);
    if ('response' in caller) return caller.response;
    if (caller.account.kind !== kind) return fail(403, [say(request, MSG.forbidden)]);
    caller.account.acceptTerm = true;
    db.commit();
    return ok(profileOf(caller.account));
  };
}

export const profileHandlers = [
  http.get('*/api/g/me', ({ request }) => {
    const caller = requireUser(request);
    return 'response' in caller ? caller.response : ok(profileOf(caller.account));
  }),
  http.put('*/api/a/me/acceptTerm', acceptTerm('internal')),
  http.put('*/api/su/me/acceptTerm', acceptTerm('supplier')),
];
