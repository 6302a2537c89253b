import { useTranslation } from 'react-i18next';
import { OptionNames as Names } from 'shared-ui/components';
import type { OptionsSource } from 'shared-ui/data';

/** The names of codes of an option list, joined; an empty list means everyone (`audit:survey.forEveryone`). */
export function OptionNames({ source, codes }: { source: OptionsSource; codes: readonly string[] | string | undefined }) {
  const { t } = useTranslation('audit');
  const list = typeof codes === 'string' ? [codes] : (codes ?? []);
  return list.length === 0 ? <>{t('audit:survey.forEveryone')}</> : <Names source={source} codes={list} />;
}
