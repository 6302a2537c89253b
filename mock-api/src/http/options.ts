import type { SeedOption } from '../seed/option-types';
import type { Lang } from './locale';

/** The answer row of an option: `{ code, name }` in the language asked for, plus the entry's extras. */
export function localize({ name, ...rest }: SeedOption, lang: Lang) {
  return { ...rest, name: name[lang] };
}

/** Filters a list by the query parameters that name an extra field (`?companyCode=1000`). */
export function byQuery(list: readonly SeedOption[], request: Request): SeedOption[] {
  const query = new URL(request.url).searchParams;
  const keys = ['companyCode', 'parentCode', 'countryCode', 'currencyCode'] as const;
  return list.filter((o) => keys.every((k) => !query.get(k) || o[k] === query.get(k)));
}

export const queryParam = (request: Request, name: string) => new URL(request.url).searchParams.get(name)?.trim() ?? '';
