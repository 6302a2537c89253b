import { useTranslation } from 'react-i18next';
import { Box } from 'shared-ui';
import { MenuItem, TextField } from 'shared-ui/components';
import type { BulkUploadFilter } from 'shared-ui/contract';
import { optionsOf, serviceItemOptions, useOptions, type ServerOptions } from 'shared-ui/data';

type Props = { value: BulkUploadFilter; onChange(value: BulkUploadFilter): void };

/** One option list as a select; `multiple` for the lists the filter takes several of. */
function OptionSelect({ label, source, value, multiple, onChange }: { label: string; source: ServerOptions; value: string | string[]; multiple?: boolean; onChange(v: string | string[]): void }) {
  const { t } = useTranslation('admin');
  const options = useOptions(source);
  return (
    <TextField
      select
      size="small"
      label={t(label)}
      value={value}
      onChange={(e) => onChange(e.target.value as string | string[])}
      slotProps={{ select: { multiple } }}
    >
      {!multiple && <MenuItem value="">{t('upload.suppliers.any')}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.code} value={o.code}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The bulk upload filter of spec section 3: which suppliers the download covers. */
export function BulkFilter({ value, onChange }: Props) {
  const { t } = useTranslation('admin');
  const set = (patch: Partial<BulkUploadFilter>) => onChange({ ...value, ...patch });
  const one = (v: string | string[]) => (typeof v === 'string' && v !== '' ? v : undefined);
  const green = value.greenSupplyChain === undefined ? '' : value.greenSupplyChain ? 'Y' : 'N';
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
      <OptionSelect label="admin:upload.filter.companyCodes" source={optionsOf('companies')} multiple value={value.companyCodes ?? []} onChange={(v) => set({ companyCodes: v as string[] })} />
      <OptionSelect
        label="admin:upload.filter.environmentLevelCodes"
        source={optionsOf('environmentLevels')}
        multiple
        value={value.environmentLevelCodes ?? []}
        onChange={(v) => set({ environmentLevelCodes: v as string[] })}
      />
      <TextField select size="small" label={t('upload.filter.greenSupplyChain')} value={green} onChange={(e) => set({ greenSupplyChain: e.target.value === '' ? undefined : e.target.value === 'Y' })}>
        <MenuItem value="">{t('upload.suppliers.any')}</MenuItem>
        <MenuItem value="Y">{t('upload.yes')}</MenuItem>
        <MenuItem value="N">{t('upload.no')}</MenuItem>
      </TextField>
      <OptionSelect label="admin:upload.filter.purchasingOrgCode" source={optionsOf('purchasingOrgs')} value={value.purchasingOrgCode ?? ''} onChange={(v) => set({ purchasingOrgCode: one(v) })} />
      {/* Items only: a supplier names items, so a group would match none. */}
      <OptionSelect label="admin:upload.filter.serviceItemCode" source={serviceItemOptions} value={value.serviceItemCode ?? ''} onChange={(v) => set({ serviceItemCode: one(v) })} />
      <OptionSelect label="admin:upload.filter.supplierTypeCode" source={optionsOf('supplierTypes')} value={value.supplierTypeCode ?? ''} onChange={(v) => set({ supplierTypeCode: one(v) })} />
    </Box>
  );
}
