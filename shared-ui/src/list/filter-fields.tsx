import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Stack } from 'shared-ui';
import { Checkbox, DateInput, InputAdornment, ListItemText, MenuItem, TextField, useFormats, useStandIn } from 'shared-ui/components';
import type { ValueSearch, ValueSearchMode } from 'shared-ui/contract';
import { nameOf, useOptions } from 'shared-ui/data';
import {
  isDateRange,
  isPickedOptions,
  isValueSearch,
  type DateRange,
  type FilterDef,
  type FilterValue,
  type RemoteSelectFilter,
  type SelectFilter,
  type ValueSearchFilter,
} from './list-declaration';
import type { FilterError } from './search-body';

export interface FilterFieldProps<D extends FilterDef = FilterDef> {
  def: D;
  /** i18n key of the label (the declared one, or the list's `fields.<name>`). */
  label: string;
  /** Names the list, for the remote select's cache of searches. */
  listKey: string;
  value: FilterValue | undefined;
  error?: FilterError;
  onChange(value: FilterValue | undefined): void;
}

const FIELD_WIDTH = 200;
const ALL_MODES: readonly ValueSearchMode[] = ['STARTS_WITH', 'CONTAINS', 'BETWEEN'];

/** One filter of the filter bar, by its declared type. */
export function FilterField(props: FilterFieldProps) {
  const { def } = props;
  switch (def.type) {
    case 'text':
      return <TextFilterField {...props} />;
    case 'select':
    case 'multiSelect':
      return <SelectFilterField {...(props as FilterFieldProps<SelectFilter>)} />;
    case 'dateRange':
      return <DateRangeFilterField {...props} />;
    case 'valueSearch':
      return <ValueSearchFilterField {...(props as FilterFieldProps<ValueSearchFilter>)} />;
    case 'remoteSelect':
      return <RemoteSelectFilterField {...(props as FilterFieldProps<RemoteSelectFilter>)} />;
  }
}

// The Autocomplete is a chunk of its own, fetched when the user first goes into the field: a list
// shows its supplier filter at no cost until someone searches by supplier.
const MultiRemoteSelect = lazy(() => import('shared-ui/remote-select').then((m) => ({ default: m.MultiRemoteSelect })));

function RemoteSelectFilterField({ def, label, listKey, value, onChange }: FilterFieldProps<RemoteSelectFilter>) {
  const { t } = useTranslation('list');
  // Focus fetches the Autocomplete; the stand-in keeps the focus and the typing until it is there.
  const { wanted, focused, standIn: focusHandlers } = useStandIn();
  const [typed, setTyped] = useState('');
  const { list } = useFormats();
  const picked = isPickedOptions(value) ? value : [];
  // Until then a plain field with the same label stands in, the kept picks before what is typed.
  const standIn = (
    <TextField
      size="small"
      name={def.name}
      label={t(label)}
      value={typed}
      onChange={(e) => setTyped(e.target.value)}
      {...focusHandlers}
      slotProps={{
        htmlInput: { role: 'combobox', 'aria-expanded': false, autoComplete: 'off' },
        input: picked.length ? { startAdornment: <InputAdornment position="start">{list(picked.map((o) => o.name))}</InputAdornment> } : undefined,
      }}
      fullWidth
    />
  );
  return (
    <div style={{ width: 320 }}>
      <Suspense fallback={standIn}>
        {wanted ? (
          <MultiRemoteSelect
            label={label}
            search={def.search}
            queryKey={`${listKey}:${def.name}`}
            value={picked}
            onChange={(next) => onChange(next.length ? next : undefined)}
            size="small"
            limitTags={2}
            autoFocus={focused}
            initialText={typed}
          />
        ) : (
          standIn
        )}
      </Suspense>
    </div>
  );
}

function TextFilterField({ def, label, value, onChange }: FilterFieldProps) {
  const { t } = useTranslation('list');
  return (
    <TextField
      size="small"
      name={def.name}
      label={t(label)}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      sx={{ width: FIELD_WIDTH }}
    />
  );
}

function SelectFilterField({ def, label, value, onChange }: FilterFieldProps<SelectFilter>) {
  const { t } = useTranslation('list');
  const id = useId();
  const multiple = def.type === 'multiSelect';
  const selected = multiple ? (Array.isArray(value) ? value : []) : typeof value === 'string' ? value : '';
  const options = useOptions(def.options, selected);
  const { list } = useFormats();
  return (
    <TextField
      select
      id={id}
      size="small"
      name={def.name}
      label={t(label)}
      value={selected}
      onChange={(e) => onChange(e.target.value as unknown as string | string[])}
      sx={{ width: FIELD_WIDTH }}
      slotProps={{
        select: multiple ? { multiple: true, renderValue: (v) => list((v as string[]).map((code) => nameOf(options, code))) } : {},
      }}
    >
      {!multiple && (
        <MenuItem value="">
          <em>{t('list:any')}</em>
        </MenuItem>
      )}
      {options.map((o) => (
        <MenuItem key={o.code} value={o.code}>
          {multiple && <Checkbox size="small" checked={(selected as string[]).includes(o.code)} />}
          {multiple ? <ListItemText primary={o.name} /> : o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Two fields side by side under one group label; on a phone the second goes under the first. */
function RangeGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label={label}>
      {children}
    </Stack>
  );
}

/** From and to, each one field with the calendar in the portal's language; each stops at the other. */
function DateRangeFilterField({ def, label: labelKey, value, error, onChange }: FilterFieldProps) {
  const { t } = useTranslation('list');
  const range: DateRange = isDateRange(value) ? value : {};
  const label = t(labelKey);
  const field = (part: 'from' | 'to') => (
    <Box sx={{ width: 170 }}>
      <DateInput
        name={`${def.name}.${part}`}
        label={t(`list:range.${part}`, { label })}
        value={range[part] ?? ''}
        onChange={(next) => onChange({ ...range, [part]: next })}
        error={error?.part === part}
        helperText={error?.part === part ? t(error.message) : undefined}
        minDate={part === 'to' ? range.from || undefined : undefined}
        maxDate={part === 'from' ? range.to || undefined : undefined}
        loadOnFocus
      />
    </Box>
  );
  return (
    <RangeGroup label={label}>
      {field('from')}
      {field('to')}
    </RangeGroup>
  );
}

/** Spec section 5: starts with, contains, between (the start may not exceed the end). */
function ValueSearchFilterField({ def, label: labelKey, value, error, onChange }: FilterFieldProps<ValueSearchFilter>) {
  const { t } = useTranslation('list');
  const label = t(labelKey);
  const modes = def.modes ?? ALL_MODES;
  const search: ValueSearch = isValueSearch(value) ? value : { mode: modes[0] };
    const modeId = useId();
  const part = (key: 'value' | 'from' | 'to', text: string) => (
    <TextField
      size="small"
      name={`${def.name}.${key}`}
      label={text}
      value={search[key] ?? ''}
      onChange={(e) => onChange({ ...search, [key]: e.target.value })}
      error={error?.part === key}
      helperText={error?.part === key ? t(error.message) : undefined}
      sx={{ width: key === 'value' ? FIELD_WIDTH : 140 }}
    />
  );
  return (
    <RangeGroup label={label}>
      <TextField
        select
        id={modeId}
        size="small"
        name={`${def.name}.mode`}
        label={t('list:valueSearch.modeOf', { label })}
        value={search.mode}
        onChange={(e) => onChange({ ...search, mode: e.target.value as ValueSearchMode })}
        sx={{ width: 150 }}
      >
        {modes.map((m) => (
          <MenuItem key={m} value={m}>
            {t(`list:valueSearch.modes.${m}`)}
          </MenuItem>
        ))}
      </TextField>
      {search.mode === 'BETWEEN' ? (
        <>
          {part('from', t('list:range.from', { label }))}
          {part('to', t('list:range.to', { label }))}
        </>
      ) : (
        part('value', label)
      )}
    </RangeGroup>
  );
}
