import { useTranslation } from 'react-i18next';
import { useFormats } from 'shared-ui/components';
import { nameOf, useOptions, type OptionsSource } from 'shared-ui/data';

/** The names of codes of an option list, joined; an empty list means everyone (`audit:survey.forEveryone`). */
export function OptionNames({ source, codes }: { source: OptionsSource; codes: readonly string[] | string | undefined }) {
  const { t } = useTranslation('audit');
  const options = useOptions(source);
  const { list: listed } = useFormats();
  const list = typeof codes === 'string' ? [codes] : (codes ?? []);
  return <>{list.length === 0 ? t('audit:survey.forEveryone') : listed(list.map((c) => nameOf(options, c)))}</>;
}
