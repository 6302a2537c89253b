import { http } from 'msw';
import type { ApplicantAvailability } from 'shared-ui/contract';
import { accountTaken } from '../admin/sign-in-accounts';
import { guarded } from '../http/guarded';
import { requireGeneralToken } from '../http/guards';
import { say } from '../http/locale';
import { queryParam } from '../http/options';
import { fail, ok } from '../http/respond';
import { SIGNUP_MSG } from './messages';

/**
 * `GET ss/applicant?account=` (general token): whether the applicant account typed is free, as
 * the sign-up would find it. It tells no more than the sign-up's own "account taken" refusal.
 */
export const applicantHandlers = [
  http.get('*/api/ss/applicant', guarded(requireGeneralToken, ({ request }) => {
    const account = queryParam(request, 'account');
    if (!account) return fail(400, [say(request, SIGNUP_MSG.accountMissing)]);
    const answer: ApplicantAvailability = { account, available: !accountTaken(account) };
    return ok(answer);
  })),
];
