import SearchIcon from '@mui/icons-material/Search';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Stack } from 'shared-ui';
import { FilterField } from './filter-fields';
import type { FilterDef, FilterValues } from './list-declaration';
import type { FilterError } from './search-body';

export interface FilterBarProps {
  filters: readonly FilterDef[];
  resource: string;
  values: FilterValues;
  errors: Record<string, FilterError>;
  onChange(values: FilterValues): void;
  onSearch(): void;
  onClear(): void;
}

/** The filters of a list with Search and Clear; Enter in any field searches (a form's submit). */
export function FilterBar({ filters, resource, values, errors, onChange, onSearch, onClear }: FilterBarProps) {
  const { t } = useTranslation('list');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  return (
    <Box component="form" role="search" aria-label={t('list:filters')} onSubmit={submit} noValidate>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {filters.map((def) => (
          <FilterField
            key={def.name}
            def={def}
            resource={resource}
            value={values[def.name]}
            error={errors[def.name]}
            onChange={(value) => onChange({ ...values, [def.name]: value })}
          />
        ))}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
            {t('list:search')}
          </Button>
          <Button type="button" variant="outlined" onClick={onClear}>
            {t('list:clear')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
