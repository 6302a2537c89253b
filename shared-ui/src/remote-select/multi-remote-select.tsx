import Autocomplete from '@mui/material/Autocomplete';
import { RemoteInput, useRemoteOptions, type RemoteInputProps, type RemoteOption } from './remote-options';

export interface MultiRemoteSelectProps extends RemoteInputProps {
  /** Asks the server for the options matching what the user typed. */
  search: (text: string) => Promise<RemoteOption[]>;
  /** A stable name for the cache (e.g. 'a/supplier/searchPublishTarget'). */
  queryKey: string;
  value: readonly RemoteOption[];
  onChange: (value: RemoteOption[]) => void;
  disabled?: boolean;
  /** `small` in a filter bar. */
  size?: 'small' | 'medium';
  /** How many chosen options show as chips while the field is not focused (the rest as "+n"). */
  limitTags?: number;
  /** What the user typed into the stand-in this field replaces: searched at once, its options open if the field takes the focus. */
  initialText?: string;
}

/**
 * Several picks among thousands (suppliers to address, suppliers to filter by): searched as
 * `RemoteSelect` is, each pick a chip that Backspace or its delete icon removes; what was chosen
 * stays out of the options, so nobody is picked twice.
 */
export function MultiRemoteSelect({ search, queryKey, value, onChange, disabled, size, limitTags = 8, initialText, ...input }: MultiRemoteSelectProps) {
  const { autocomplete, fetching, setText } = useRemoteOptions(search, queryKey, initialText, input.autoFocus);
  return (
    <Autocomplete
      {...autocomplete}
      multiple
      filterSelectedOptions
      limitTags={limitTags}
      value={[...value]}
      onChange={(_e, next) => onChange(next)}
      onInputChange={(_e, next, reason) => {
        // A pick clears the typed text ('reset'); the search stays what the user typed.
        if (reason !== 'reset') setText(next);
      }}
      getOptionLabel={(o) => o.name}
      disabled={disabled}
      size={size}
      renderInput={(params) => <RemoteInput params={params} fetching={fetching} {...input} />}
    />
  );
}
