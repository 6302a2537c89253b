import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, BusyButton, Button, notify, Stack, Typography } from 'shared-ui';
import { Alert, Chip, MenuItem, TextField as MuiTextField, useFocusAfterRemoval } from 'shared-ui/components';
import type { BulletinTarget, PublishTarget } from 'shared-ui/contract';
import { optionsOf, useOptions, useQuery } from 'shared-ui/data';
import { issueText, RadioField, ReadOnlyValue, useFieldError, useFieldLabel, useFieldReadOnly, useFormContext, useFormState, useWatch, type FieldError } from 'shared-ui/form';
import { MultiRemoteSelect, type RemoteOption } from 'shared-ui/remote-select';
import { publishTargetResource, reachedBy } from './bulletin.api';

const label = (key: string) => `admin:targets.${key}`;
const TYPE_OPTIONS = [
  { code: 'SUPPLIER', label: label('SUPPLIER') },
  { code: 'CRITERIA', label: label('CRITERIA') },
];
const countries = optionsOf('countries');

const optionOf = (s: PublishTarget): RemoteOption => ({ code: String(s.id), name: `${s.name} (${s.supplierNoScp})` });

/** Suppliers by name or SCP no., as the user types. */
const searchTargets = (text: string) =>
  publishTargetResource.search({ keyword: text.trim() || undefined, paging: { page: 1, pageSize: 20 }, sorts: [] }).then((page) => page.items.map(optionOf));

/** The chosen suppliers' names (the form keeps their ids). */
function useChosenNames(ids: readonly number[]) {
  return useQuery({
    queryKey: ['publishTargets', 'names', [...ids].sort((a, b) => a - b)],
    queryFn: () => publishTargetResource.search({ ids: [...ids], paging: { page: 1, pageSize: 1000 }, sorts: [] }).then((page) => new Map(page.items.map((s) => [s.id, optionOf(s)]))),
    enabled: ids.length > 0,
    placeholderData: (previous) => previous,
  });
}

/**
 * Who an announcement is for (spec section 3): chosen suppliers, or the green supply chain as
 * the criterion. Suppliers are picked by name, or a whole country at once (a region's notice).
 */
export function TargetsField({ name = 'targets' }: { name?: string }) {
  const readOnly = useFieldReadOnly();
  const targets = useWatch({ name }) as BulletinTarget | undefined;
  return readOnly ? <TargetsView targets={targets} /> : <TargetsEditor name={name} targets={targets} />;
}

function TargetsEditor({ name, targets }: { name: string; targets: BulletinTarget | undefined }) {
  const { setValue } = useFormContext();
  // The radio writes `targets.type`; the target then takes that kind's shape (ids or the criterion).
  useEffect(() => {
    const shape = targets as { type?: string; supplierIds?: unknown; greenSupplyChain?: unknown } | undefined;
    if (shape?.type === 'CRITERIA' && shape.greenSupplyChain !== true) setValue(name, { type: 'CRITERIA', greenSupplyChain: true }, { shouldDirty: true });
    if (shape?.type === 'SUPPLIER' && !Array.isArray(shape.supplierIds)) setValue(name, { type: 'SUPPLIER', supplierIds: [] }, { shouldDirty: true });
  }, [targets, name, setValue]);
  return (
    <Stack spacing={1.5}>
      <RadioField name={`${name}.type`} label={label('type')} options={TYPE_OPTIONS} required />
      {targets?.type === 'CRITERIA' ? <GreenCount /> : <SupplierPicker name={`${name}.supplierIds`} />}
    </Stack>
  );
}

/** The first message of a list's errors: the list's own ("Select at least one") or an item's ("Duplicate supplier selected."). */
function firstError(error: unknown): FieldError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && (error as FieldError).message) return error as FieldError;
  return Object.values(error as Record<string, unknown>).map(firstError).find(Boolean);
}

function SupplierPicker({ name }: { name: string }) {
  const { t } = useTranslation('admin');
  const { setValue } = useFormContext();
  // Once the form has been submitted, each pick is checked at once, as a typed field would be.
  const { isSubmitted } = useFormState();
  const error = useFieldError<unknown>(name);
  // It shows the list's errors and its picks': a refusal of a pick is named by it.
  useFieldLabel(name, t(label('suppliers')));
  const ids = (useWatch({ name }) as number[] | undefined) ?? [];
  const names = useChosenNames(ids);
  const value = ids.map((id) => names.data?.get(id) ?? { code: String(id), name: `#${id}` });
  const set = (next: number[]) => setValue(name, next, { shouldDirty: true, shouldValidate: isSubmitted });
  // Clear leaves with what it cleared: the focus goes to the search, where the next pick starts.
  const { addControl, removed } = useFocusAfterRemoval();
  const message = issueText(t, firstError(error));
  return (
    <Stack spacing={1}>
      <MultiRemoteSelect
        label={label('suppliers')}
        search={searchTargets}
        queryKey="a/supplier/searchPublishTarget"
        value={value}
        onChange={(next) => set(next.map((o) => Number(o.code)))}
        error={message}
        helperText={t(label('suppliersHint'))}
        required
        inputRef={addControl}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <CountryAdder onAdd={(found) => set([...new Set([...ids, ...found])])} />
        {ids.length > 0 && (
          <>
            <Typography variant="body2" role="status">
              {t(label('chosen'), { count: ids.length })}
            </Typography>
            <Button
              size="small"
              onClick={() => {
                removed();
                set([]);
              }}
            >
              {t(label('clear'))}
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}

/** Adds every supplier of a country (a region's notice: the Taiwan suppliers). */
function CountryAdder({ onAdd }: { onAdd(ids: number[]): void }) {
  const { t } = useTranslation('admin');
  const options = useOptions(countries);
  const [country, setCountry] = useState('');
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      const page = await publishTargetResource.search({ countryCode: country, paging: { page: 1, pageSize: 1000 }, sorts: [] });
      onAdd(page.items.map((s) => s.id));
      notify({ severity: 'success', message: t(label('added'), { count: page.items.length }) });
    } catch {
      // the api client has shown the error
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <MuiTextField select size="small" label={t(label('country'))} value={country} onChange={(e) => setCountry(e.target.value)} sx={{ minWidth: 200 }}>
        {options.map((o) => (
          <MenuItem key={o.code} value={o.code}>
            {o.name}
          </MenuItem>
        ))}
      </MuiTextField>
      <BusyButton variant="outlined" size="small" inactive={!country || busy} onClick={() => void add()}>
        {t(label('addCountry'))}
      </BusyButton>
    </>
  );
}

/** How many suppliers the green supply chain holds now. */
function GreenCount() {
  const { t } = useTranslation('admin');
  const reached = useQuery({ queryKey: ['publishTargets', 'green'], queryFn: () => reachedBy({ type: 'CRITERIA', greenSupplyChain: true }) });
  return (
    <Alert severity="info" icon={false}>
      <Chip size="small" color="success" label={t(label('green'))} sx={{ mr: 1 }} />
      {t(label('greenHint'), { count: reached.data?.length ?? (reached.isError ? '—' : '…') })}
    </Alert>
  );
}

/** The targets in view mode: the criterion, or the chosen suppliers' names. */
function TargetsView({ targets }: { targets: BulletinTarget | undefined }) {
  const { t } = useTranslation('admin');
  const ids = targets?.type === 'SUPPLIER' ? targets.supplierIds : [];
  const names = useChosenNames(ids);
  if (!targets) return <ReadOnlyValue label={label('type')} />;
  if (targets.type === 'CRITERIA') return <ReadOnlyValue label={label('type')} value={t(label('greenView'))} />;
  return (
    <ReadOnlyValue label={label('type')}>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {t(label('chosen'), { count: ids.length })}
      </Typography>
      <Box component="ul" aria-label={t(label('suppliers'))} sx={{ m: 0, pl: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {ids.map((id) => (
          <li key={id}>
            <Chip size="small" label={names.data?.get(id)?.name ?? (names.isPending ? t(label('loadingNames')) : `#${id}`)} />
          </li>
        ))}
      </Box>
    </ReadOnlyValue>
  );
}
