import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Stack, Typography } from 'shared-ui';
import { DeleteIcon, IconButton, Tooltip } from 'shared-ui/components';
import { useFieldArray, useFieldReadOnly } from 'shared-ui/form';
import { Section } from './layout';
import { ListIssue } from './list-issue';

export interface RowsSectionProps {
  id: string;
  /** i18n keys: the heading, one row's name (`{{n}}`), the add button, the empty state. */
  title: string;
  rowLabel: string;
  addLabel: string;
  emptyLabel: string;
  /** The list in the form values (`basicData.contactList`). */
  name: string;
  newRow(): object;
  /** The fields of row `index`; `at(field)` is the field's full name. */
  renderRow(index: number, at: (field: string) => string): ReactNode;
}

/**
 * A list of records edited in place (contacts, bank accounts, purchasing orgs…): each row a
 * labelled group with its fields and a remove button, an add button below, the list's own rule
 * (one account per currency) shown under it. Read-only: the rows as text, no buttons.
 */
export function RowsSection({ id, title, rowLabel, addLabel, emptyLabel, name, newRow, renderRow }: RowsSectionProps) {
  const { t } = useTranslation('supplier');
  const rows = useFieldArray({ name });
  const readOnly = useFieldReadOnly();
  return (
    <Section id={id} title={t(title)}>
      <Stack spacing={2}>
        {rows.fields.length === 0 && <Typography color="text.secondary">{t(emptyLabel)}</Typography>}
        {rows.fields.map((row, index) => (
          <Box key={row.id} role="group" aria-label={t(rowLabel, { n: index + 1 })} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, position: 'relative' }}>
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
                {t(rowLabel, { n: index + 1 })}
              </Typography>
              {!readOnly && (
                <Tooltip title={t('master.rows.remove', { row: t(rowLabel, { n: index + 1 }) })}>
                  <IconButton aria-label={t('master.rows.remove', { row: t(rowLabel, { n: index + 1 }) })} onClick={() => rows.remove(index)}>
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              )}
            </Stack>
            {renderRow(index, (field) => `${name}.${index}.${field}`)}
          </Box>
        ))}
        <ListIssue name={name} />
        {!readOnly && (
          <div>
            <Button onClick={() => rows.append(newRow())}>{t(addLabel)}</Button>
          </div>
        )}
      </Stack>
    </Section>
  );
}
