import { useTranslation } from 'react-i18next';
import { useSession } from 'shared-ui';
import type { OptionItem } from 'shared-ui/contract';
import { useQuery } from 'shared-ui/data';
import type { FieldOption, OptionsSource } from './field-props';

/**
 * The choices of a select field: static (labels are i18n keys) or a server option list, loaded
 * once per `cacheKey` and language with TanStack Query; `loading` while a server list is on its way.
 */
export function useOptionList(options: OptionsSource, cacheKey: string): { items: OptionItem[]; loading: boolean } {
  const { t } = useTranslation('detail');
  const locale = useSession((s) => s.locale);
  const loader = typeof options === 'function' ? options : undefined;
  const loaded = useQuery({
    queryKey: ['form-options', cacheKey, locale],
    queryFn: () => loader!(),
    enabled: Boolean(loader),
    staleTime: 5 * 60_000,
  });
  if (loader) return { items: loaded.data ?? [], loading: loaded.isPending };
  return { items: (options as readonly FieldOption[]).map((o) => ({ code: o.code, name: t(o.label) })), loading: false };
}

/** The choices alone (see useOptionList). */
export const useOptions = (options: OptionsSource, cacheKey: string): OptionItem[] => useOptionList(options, cacheKey).items;

export const nameOf = (options: readonly OptionItem[], code: unknown) => options.find((o) => o.code === code)?.name ?? String(code ?? '');
