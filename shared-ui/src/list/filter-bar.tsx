import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import { memo, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Stack } from 'shared-ui';
import { useScreenBelow } from '../ui/use-screen-below';
import { FilterField } from './filter-fields';
import { fieldLabel, type FilterDef, type FilterValues } from './list-declaration';
import { filterBodyValue, type FilterError } from './search-body';

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
 *
 * On a phone the fields stack into a screen of their own above the rows, so they are folded
 * behind a Filters button that counts the chosen ones; Search and Clear stay, and a refused
 * filter unfolds them to show its message. Folded, the typed values are kept (they are the page's).
 */
export const FilterBar = memo(function FilterBar({ filters, namespace, listKey, values, errors, onChange, onSearch, onClear }: FilterBarProps) {
  const { t } = useTranslation('list');
  const phone = useScreenBelow('sm');
  const [unfolded, setUnfolded] = useState(false);
  const fieldsId = useId();
  const shown = !phone || unfolded || Object.keys(errors).length > 0;
  // Counted for the phone's Filters button only.
  const chosen = phone ? filters.filter((def) => filterBodyValue(def, values[def.name]) !== undefined).length : 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  return (
    <Box component="form" role="search" aria-label={t('list:filters')} onSubmit={submit} noValidate>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {phone && (
          <Button type="button" variant="outlined" startIcon={<FilterListIcon />} aria-expanded={shown} aria-controls={fieldsId} onClick={() => setUnfolded(!shown)}>
            {chosen ? t('list:filtersChosen', { chosen }) : t('list:filters')}
          </Button>
        )}
        {/* What the Filters button unfolds; `contents` keeps the fields in the row's own wrapping. */}
        <Box id={fieldsId} sx={{ display: 'contents' }}>
          {shown && filters.map((def) => (
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
        </Box>
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
