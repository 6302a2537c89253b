import { http } from 'msw';
import { PERMISSION_SCOPED_OPTION_LISTS } from 'shared-ui/contract';
import { effectivePermissionMap } from 'shared-ui/session/permissions';
import { guarded } from '../http/guarded';
import { requireGeneralToken, requireInternalUser, requireUser } from '../http/guards';
import { requestLang, say, type Bilingual } from '../http/locale';
import { byQuery, localize } from '../http/options';
import { fail, ok } from '../http/respond';
import { scopeOf } from '../http/scope';
import type { SeedOption } from '../seed/option-types';
import { db } from '../store/db';

/** The lists the public sign-up page may read with the general token (spec section 7, ss/). */
export const SIGNUP_LISTS = ['supplierTypes', 'serviceItems', 'phoneCodes', 'languages', 'identityTypes', 'genders', 'countries', 'companies', 'taxJurisdictions'];
/** The permission-filtered lookups of internal users (spec section 6). */
export const SCOPED_LISTS: readonly string[] = PERMISSION_SCOPED_OPTION_LISTS;

const noSuchList = (list: string): Bilingual => ({ 'zh-TW': `沒有選項清單 ${list}。`, 'en-US': `There is no option list ${list}.` });

const answerList = (request: Request, list: SeedOption[]) => {
  const lang = requestLang(request);
  return ok(byQuery(list, request).map((o) => localize(o, lang)));
};

function optionList(request: Request, list: string, allowed?: readonly string[]) {
  const options = db.state.reference.options[list];
  if (!options || (allowed && !allowed.includes(list))) return fail(404, [say(request, noSuchList(list))]);
  return answerList(request, options);
}

export const optionHandlers = [
  /** Any signed-in user: every option list, names in the request's language. */
  http.get<{ list: string }>('*/api/g/options/:list', guarded(requireUser, ({ request, params }) => optionList(request, params.list))),

  /** The sign-up page, with the general token of `GET auth/supplierSignup`. */
  http.get<{ list: string }>('*/api/ss/options/:list', guarded(requireGeneralToken, ({ request, params }) => optionList(request, params.list, SIGNUP_LISTS))),

  /**
   * Internal users: companies, purchasing orgs and plants within the scope of their active roles;
   * PO types with view on PURCHASE_ORDER, supplier types with view on SUPPLIER_BASIC (a type tied
   * to companies only when one of them is in scope). Anything else answers an empty list.
   */
  http.get<{ list: string }>('*/api/a/options/:list', guarded(requireInternalUser, ({ request, params, caller }) => {
    const options = db.state.reference.options[params.list];
    if (!options || !SCOPED_LISTS.includes(params.list)) return fail(404, [say(request, noSuchList(params.list))]);
    const { companies, purchasingOrgs } = scopeOf(caller.account);
    const map = effectivePermissionMap(caller.account.permissionMap);
    const keep: Record<string, (o: SeedOption) => boolean> = {
      companies: (o) => companies.has(o.code),
      purchasingOrgs: (o) => companies.has(o.companyCode ?? '') && purchasingOrgs.has(o.code),
      plants: (o) => companies.has(o.companyCode ?? ''),
      poTypes: () => Boolean(map.PURCHASE_ORDER?.view),
      supplierTypes: (o) => Boolean(map.SUPPLIER_BASIC?.view) && (!o.companyCodes || o.companyCodes.some((c) => companies.has(c))),
    };
    return answerList(request, options.filter(keep[params.list]));
  })),
];
