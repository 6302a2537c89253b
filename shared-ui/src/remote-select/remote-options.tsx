import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import { useQuery } from '@tanstack/react-query';
import { useForkRef } from '@mui/material/utils';
import { useLayoutEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from './debounce';

export interface RemoteOption {
  code: string;
  name: string;
}

/**
 * What the one- and the several-pick selects share: the server searched as the user types,
 * debounced 500 ms, at most 5000 ms (spec section 9), answers cached per text, the last answer
 * kept while the next loads; the Autocomplete props that follow from it.
 */
export function useRemoteOptions(search: (text: string) => Promise<RemoteOption[]>, queryKey: string, initialText = '', initiallyOpen = false) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(initialText);
  // Controlled only to open at once on text typed into a stand-in (its options are asked for).
  const [open, setOpen] = useState(initiallyOpen && Boolean(initialText));
  const settled = useDebouncedValue(text);
  const query = useQuery({
    queryKey: ['remote-select', queryKey, settled],
    queryFn: () => search(settled),
    placeholderData: (previous) => previous,
  });
  return {
    fetching: query.isFetching,
    autocomplete: {
      options: query.data ?? [],
      inputValue: text,
      open,
      onOpen: () => setOpen(true),
      onClose: () => setOpen(false),
      isOptionEqualToValue: (a: RemoteOption, b: RemoteOption) => a.code === b.code,
      // The server has filtered already.
      filterOptions: (options: RemoteOption[]) => options,
      loading: query.isFetching,
      loadingText: t('loading'),
      noOptionsText: t('remoteSelect.noOptions'),
    },
    setText,
  };
}

export interface RemoteInputProps {
  /** An i18n key. */
  label: string;
  required?: boolean;
  /** Translated text; replaces the hint. */
  error?: string;
  /** A hint under the field (translated text). */
  helperText?: string;
  /** Takes the focus when it appears (it replaced a stand-in the user just focused), the caret after its text. */
  autoFocus?: boolean;
  /** The text field's input (the add control a list's removal hands the focus to, `useFocusAfterRemoval`). */
  inputRef?: Ref<HTMLInputElement>;
}

/** The text field of a remote select, with a spinner while the server answers. */
export function RemoteInput({ params, fetching, label, required, error, helperText, autoFocus, inputRef }: RemoteInputProps & { params: AutocompleteRenderInputParams; fetching: boolean }) {
  const { t } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  const ref = useForkRef(inputRef, input);
  // Taking over from a stand-in, the text typed there continues: the caret goes after it, as
  // if the user had typed here.
  useLayoutEffect(() => {
    const field = input.current;
    if (autoFocus && field) field.setSelectionRange(field.value.length, field.value.length);
    // Once, when the field appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <TextField
      {...params}
      label={t(label)}
      autoFocus={autoFocus}
      inputRef={ref}
      required={required}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        ...params.slotProps,
        input: {
          ...params.slotProps.input,
          endAdornment: (
            <>
              {fetching ? <CircularProgress color="inherit" size={18} aria-hidden /> : null}
              {params.slotProps.input.endAdornment}
            </>
          ),
        },
      }}
    />
  );
}
