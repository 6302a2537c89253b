import type { Code } from './scalars';

/**
 * One entry of an option list (spec section 3, "Option lists": statuses, companies, plants,
 * currencies, countries, ...).
 *
 * `name` is ONE string, already in the language of the request: the client sends
 * `Accept-Language` on every call and the server answers in that language, as it does for
 * error messages (api-conventions.md). The portal refetches option lists when the user switches
 * language (the locale is part of the query key), so no screen ever picks between two names.
 */
export interface OptionItem {
  code: Code;
  name: string;
}

export type OptionList = OptionItem[];

/** An option list's name for the code, or the code itself when the list does not know it. */
export function optionName(list: readonly OptionItem[] | undefined, code: Code | undefined): string {
  if (code === undefined) return '';
  return list?.find((o) => o.code === code)?.name ?? code;
}

/**
 * The option lists filtered by the user's permission (spec section 6): internal users read them
 * from `a/options/{list}` (their roles' companies and purchasing orgs), everyone else from `g/`.
 */
export const PERMISSION_SCOPED_OPTION_LISTS = ['companies', 'purchasingOrgs', 'plants', 'poTypes', 'supplierTypes'] as const;
