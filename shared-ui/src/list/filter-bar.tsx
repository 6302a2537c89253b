import SearchIcon from '@mui/icons-material/Search';
import { memo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Stack } from 'shared-ui';
import { FilterField } from './filter-fields';
import { fieldLabel, type FilterDef, type FilterValues } from './list-declaration';
import type { FilterError } from './search-body';

export interface FilterBarProps {
  filters: readonly FilterDef[];
  /** The namespace of the default labels (`<namespace>:fields.<name>`). */
  namespace: string;
  /** Names the list, for the caches of its fields. */
  listKey: string;
  values: FilterValues;
  errors: Record<string, FilterError>;
  onChange(values: FilterValues): void;
  onSearch(): void;
  onClear(): void;
}

/**
 * The filters of a list with Search and Clear; Enter in any field searches (a form's submit).
 * Memoised: the list page draws it again only when the typed values or the errors change.
 */
export const FilterBar = memo(function FilterBar({ filters, namespace, listKey, values, errors, onChange, onSearch, onClear }: FilterBarProps) {
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
            label={fieldLabel(namespace, def.name, def.label)}
            listKey={listKey}
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
});
