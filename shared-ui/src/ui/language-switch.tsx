import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../i18n/i18n';
import { LOCALES, useSession, type Locale } from '../session/session-store';

// The field's element is a select: InputBase hands it the input's props, which a select takes too.
function SelectElement({ ref, ...props }: InputBaseComponentProps & { ref?: Ref<HTMLSelectElement> }) {
  return <select ref={ref} {...(props as SelectHTMLAttributes<HTMLSelectElement>)} />;
}

/**
 * 中文 / English; the choice is remembered and survives logout (spec section 9). The browser's
 * own select in the outlined frame of the login form's fields: MUI's NativeSelect would bring a
 * second input style and its icon to the first page for this one control.
 */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const id = useId();
  const locale = useSession((s) => s.locale);
  const label = t('language.label');
  return (
    <FormControl size="small" sx={{ minWidth: 120 }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched
        inputComponent={SelectElement}
        value={locale}
        onChange={(e) => void changeLocale(e.target.value as Locale)}
        inputProps={{
          children: LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {t(`language.${l}`)}
            </option>
          )),
        }}
      />
    </FormControl>
  );
}
