import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../i18n/i18n';
import { LOCALES, useSession, type Locale } from '../session/session-store';

/** 中文 / English; the choice is remembered and survives logout (spec section 9). */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const id = useId();
  const locale = useSession((s) => s.locale);
  return (
    <FormControl size="small" sx={{ minWidth: 110 }}>
      <InputLabel variant="standard" htmlFor={id}>
        {t('language.label')}
      </InputLabel>
      <NativeSelect id={id} value={locale} onChange={(e) => void changeLocale(e.target.value as Locale)}>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`language.${l}`)}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
