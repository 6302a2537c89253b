import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Stack, Typography } from 'shared-ui';
import { DeleteIcon, IconButton, Section, Tooltip } from 'shared-ui/components';
import { CheckboxField, ListIssue, SelectField, useFieldArray, useFieldReadOnly, useFormContext, useWatch } from 'shared-ui/form';
import { fieldLabel } from './company-section';
import type { MasterOptions } from './master-options';

/**
 * Service item categories (`categoryInfoList`): at least one, exactly one the main one; ticking
 * "main" on a row unticks the others.
 */
export function ServiceItemsSection({ prefix, options, id }: { prefix: string; options: MasterOptions; id: string }) {
  const { t } = useTranslation('supplier');
  const name = `${prefix}categoryInfoList`;
  const rows = useFieldArray({ name });
  const { setValue: set } = useFormContext();
  const readOnly = useFieldReadOnly();
  const list = useWatch({ name }) as { main?: boolean }[] | undefined;
  const mains = (list ?? []).map((c) => Boolean(c?.main));
  const previous = useRef(mains);
  useEffect(() => {
    const newlyTicked = mains.findIndex((m, i) => m && !previous.current[i]);
    previous.current = mains;
    if (newlyTicked < 0) return;
    mains.forEach((m, i) => {
      if (m && i !== newlyTicked) set(`${name}.${i}.main`, false);
    });
  });

  return (
    <Section id={id} title="supplier:register.sections.serviceItems">
      <Stack spacing={2}>
        {!readOnly && (
          <Typography variant="body2" color="text.secondary">
            {t('register.serviceItems.hint')}
          </Typography>
        )}
        {rows.fields.map((row, index) => (
          <Box
            key={row.id}
            role="group"
            aria-label={t('register.serviceItems.row', { n: index + 1 })}
            sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) auto auto' }, gap: 1, alignItems: 'center' }}
          >
            <SelectField name={`${name}.${index}.serviceItemCode`} label={fieldLabel('serviceItem')} options={options.serviceItems} required />
            <Box sx={{ gridRow: { xs: 2, sm: 'auto' } }}>
              <CheckboxField name={`${name}.${index}.main`} label={fieldLabel('main')} />
            </Box>
            {!readOnly && (
              <Tooltip title={t('register.serviceItems.remove', { n: index + 1 })}>
                <span>
                  <IconButton aria-label={t('register.serviceItems.remove', { n: index + 1 })} disabled={rows.fields.length === 1} onClick={() => rows.remove(index)}>
                    <DeleteIcon />
                  </IconButton>
                </span>
              </Tooltip>
            )}
          </Box>
        ))}
        <ListIssue name={name} label="supplier:register.sections.serviceItems" />
        {!readOnly && (
          <div>
            <Button onClick={() => rows.append({ serviceItemCode: '', main: rows.fields.length === 0 })}>{t('register.serviceItems.add')}</Button>
          </div>
        )}
      </Stack>
    </Section>
  );
}
