import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from './debounce';

export interface RemoteOption {
  code: string;
  name: string;
}

export interface RemoteSelectProps {
  /** An i18n key. */
  label: string;
  /** Asks the server for the options matching what the user typed. */
  search: (text: string) => Promise<RemoteOption[]>;
  /** A stable name for the cache (e.g. 'a/supplier'). */
  queryKey: string;
  value: RemoteOption | null;
  onChange: (value: RemoteOption | null) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** `small` in a filter bar. */
  size?: 'small' | 'medium';
  /** Takes the focus when it appears (it replaced a stand-in the user just focused). */
  autoFocus?: boolean;
}

/**
 * A select whose options come from a server search as the user types: debounced 500 ms, at most
 * 5000 ms (spec section 9), answers cached per text, the last answer kept while the next loads.
 */
export function RemoteSelect({ label, search, queryKey, value, onChange, error, required, disabled, size, autoFocus }: RemoteSelectProps) {
  const { t } = useTranslation('common');
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text);
  const query = useQuery({
    queryKey: ['remote-select', queryKey, settled],
    queryFn: () => search(settled),
    placeholderData: (previous) => previous,
  });
  return (
    <Autocomplete
      options={query.data ?? []}
      value={value}
      onChange={(_e, next) => onChange(next)}
      inputValue={text}
      onInputChange={(_e, next) => setText(next)}
      getOptionLabel={(o) => `${o.code} ${o.name}`}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      filterOptions={(options) => options}
      loading={query.isFetching}
      loadingText={t('loading')}
      noOptionsText={t('remoteSelect.noOptions')}
      disabled={disabled}
      size={size}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t(label)}
          autoFocus={autoFocus}
          required={required}
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {query.isFetching ? <CircularProgress color="inherit" size={18} aria-hidden /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
