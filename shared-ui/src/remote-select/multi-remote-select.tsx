import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from './debounce';
import type { RemoteOption } from './remote-select';

export interface MultiRemoteSelectProps {
  /** An i18n key. */
  label: string;
  /** Asks the server for the options matching what the user typed. */
  search: (text: string) => Promise<RemoteOption[]>;
  /** A stable name for the cache (e.g. 'a/supplier/searchPublishTarget'). */
  queryKey: string;
  value: readonly RemoteOption[];
  onChange: (value: RemoteOption[]) => void;
  error?: string;
  /** A hint under the field (translated text); an error replaces it. */
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  /** How many chosen options show as chips while the field is not focused (the rest as "+n"). */
  limitTags?: number;
}

/**
 * Several picks among thousands (suppliers to address): the server searched as the user types,
 * debounced as `RemoteSelect` (spec section 9), each pick a chip that Backspace or its delete
 * icon removes; what was chosen stays out of the options, so nobody is picked twice.
 */
export function MultiRemoteSelect({ label, search, queryKey, value, onChange, error, helperText, required, disabled, limitTags = 8 }: MultiRemoteSelectProps) {
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
      multiple
      filterSelectedOptions
      limitTags={limitTags}
      options={query.data ?? []}
      value={[...value]}
      onChange={(_e, next) => onChange(next)}
      inputValue={text}
      onInputChange={(_e, next, reason) => {
        if (reason !== 'reset') setText(next);
      }}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      filterOptions={(options) => options}
      loading={query.isFetching}
      loadingText={t('loading')}
      noOptionsText={t('remoteSelect.noOptions')}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t(label)}
          required={required}
          error={Boolean(error)}
          helperText={error ?? helperText}
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
