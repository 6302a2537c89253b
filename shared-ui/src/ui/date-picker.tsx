// The calendar of the date fields: @mui/x-date-pickers and dayjs are a chunk of their own, loaded
// when the first date field renders (never with the login page).
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, zhTW } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-tw';
import { useTranslation } from 'react-i18next';
import type { DateInputProps } from './date-input';

const ISO = 'YYYY-MM-DD';
/** What an incomplete or impossible date becomes: the schema's `z.iso.date` answers `validation:date`. */
const INVALID = 'invalid-date';

export default function DatePickerInput({ label, value, onChange, onBlur, inputRef, name, required, disabled, error, helperText, minDate, maxDate, fullWidth = true, autoFocus }: DateInputProps) {
  const { i18n } = useTranslation();
  const zh = i18n.language === 'zh-TW';
  const parsed = value ? dayjs(value, ISO) : null;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={zh ? 'zh-tw' : 'en'}
      localeText={(zh ? zhTW : enUS).components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <DatePicker
        label={label}
        value={parsed}
        format={ISO}
        minDate={minDate ? dayjs(minDate, ISO) : undefined}
        maxDate={maxDate ? dayjs(maxDate, ISO) : undefined}
        disabled={disabled}
        autoFocus={autoFocus}
        inputRef={inputRef}
        onChange={(d) => onChange(d ? (d.isValid() ? d.format(ISO) : INVALID) : '')}
        slotProps={{ textField: { name, required, error, helperText, onBlur, size: 'small', fullWidth } }}
      />
    </LocalizationProvider>
  );
}
