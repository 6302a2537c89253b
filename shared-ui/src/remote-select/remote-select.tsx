import Autocomplete from '@mui/material/Autocomplete';
import { RemoteInput, useRemoteOptions, type RemoteInputProps, type RemoteOption } from './remote-options';

export type { RemoteOption } from './remote-options';

export interface RemoteSelectProps extends RemoteInputProps {
  /** Asks the server for the options matching what the user typed. */
  search: (text: string) => Promise<RemoteOption[]>;
  /** A stable name for the cache (e.g. 'a/supplier'). */
  queryKey: string;
  value: RemoteOption | null;
  onChange: (value: RemoteOption | null) => void;
  disabled?: boolean;
  /** `small` in a filter bar. */
  size?: 'small' | 'medium';
}

/** One pick among thousands, searched on the server as the user types (`useRemoteOptions`). */
export function RemoteSelect({ search, queryKey, value, onChange, disabled, size, ...input }: RemoteSelectProps) {
  const { autocomplete, fetching, setText } = useRemoteOptions(search, queryKey);
  return (
    <Autocomplete
      {...autocomplete}
      value={value}
      onChange={(_e, next) => onChange(next)}
      onInputChange={(_e, next) => setText(next)}
      getOptionLabel={(o) => `${o.code} ${o.name}`}
      disabled={disabled}
      size={size}
      renderInput={(params) => <RemoteInput params={params} fetching={fetching} {...input} />}
    />
  );
}
