import { useTranslation } from 'react-i18next';
import { api, useSession } from 'shared-ui';
import type { OptionItem } from 'shared-ui/contract';
// By path, not through the contract's entry: a zod-free constant (.dependency-cruiser.cjs, entries-without-contract).
import { PERMISSION_SCOPED_OPTION_LISTS } from '../contract/options';
import { useQuery } from '@tanstack/react-query';

const scoped = new Set<string>(PERMISSION_SCOPED_OPTION_LISTS);

/** A static choice of a select (a status, a band): `label` is an i18n key. */
export interface StaticOption {
  code: string;
  label: string;
}

/**
 * A list of choices the server answers, as TanStack's `queryOptions` describe a query: the cache
 * key that names it and the loader. Names come in the request's language.
 */
export interface ServerOptions {
  key: readonly unknown[];
  load(): Promise<OptionItem[]>;
}

/** What a select offers: static choices or a server list. */
export type OptionsSource = readonly StaticOption[] | ServerOptions;

/**
 * An option list in the user's language. Companies, purchasing orgs, plants, PO types and supplier
 * types come filtered by the internal user's permission; suppliers and other lists read `g/`.
 */
export function loadOptions(list: string, params?: Record<string, string>): Promise<OptionItem[]> {
  const prefix = scoped.has(list) && !useSession.getState().isSupplier ? 'a' : 'g';
  return api.get<OptionItem[]>(`${prefix}/options/${list}`, { params }).then((r) => r.data);
}

/** A server option list for a select: `options: optionsOf('plants')`. */
export const optionsOf = (list: string, params?: Record<string, string>): ServerOptions => ({
  key: ['options', list, params ?? {}],
  load: () => loadOptions(list, params),
});

/** A server list narrowed on the client (service items without their groups), cached under its own key. */
export const narrowed = (source: ServerOptions, name: string, keep: (option: OptionItem) => boolean): ServerOptions => ({
  key: [...source.key, name],
  load: async () => (await source.load()).filter(keep),
});

/**
 * The service items (4 digits), not their groups (2 digits, the items' `parentCode`): what a
 * supplier offers (its `categoryInfoList`), so what every filter by service item can match.
 */
export const serviceItemOptions: ServerOptions = narrowed(optionsOf('serviceItems'), 'items', (o) => 'parentCode' in o && Boolean(o.parentCode));

const isServer = (source: OptionsSource): source is ServerOptions => !Array.isArray(source);

/**
 * The choices of a select as `{ code, name }`: static labels translated, a server list loaded
 * once per key and language (option names follow the request's language). A chosen code the
 * list does not hold (yet, while it loads; or no more) stays a choice named by its code, so the
 * field never shows blank and the select never holds a value it cannot offer.
 */
export function useOptions(source: OptionsSource, chosen?: unknown): OptionItem[] {
  const { t } = useTranslation();
  const locale = useSession((s) => s.locale);
  const server = isServer(source) ? source : undefined;
  const loaded = useQuery({
    queryKey: [...(server?.key ?? ['static']), locale],
    queryFn: () => server!.load(),
    enabled: Boolean(server),
    staleTime: 5 * 60_000,
  });
  const options = server ? (loaded.data ?? []) : (source as readonly StaticOption[]).map((o) => ({ code: o.code, name: t(o.label) }));
  const codes = (Array.isArray(chosen) ? chosen : [chosen]).filter((c): c is string => typeof c === 'string' && c !== '');
  const missing = codes.filter((code) => !options.some((o) => o.code === code));
  return missing.length ? [...options, ...missing.map((code) => ({ code, name: code }))] : options;
}

/** The name of a code among the options (the code itself until the list has loaded). */
export const nameOf = (options: readonly OptionItem[], code: unknown) => options.find((o) => o.code === code)?.name ?? String(code ?? '');
