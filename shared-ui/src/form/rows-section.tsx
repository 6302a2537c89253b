import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Stack, Typography } from 'shared-ui';
import { DeleteIcon, IconButton, Section, Tooltip, useFocusAfterRemoval } from 'shared-ui/components';
import { useFieldArray } from 'react-hook-form';
import { useFieldReadOnly } from './form-read-only';
import { ListIssue } from './list-issue';

export interface RowsSectionProps {
  id: string;
  /**
   * The i18n key prefix of the section's texts: `<labels>.heading` the heading, `<labels>.row` one
   * row's name (`{{n}}`), `<labels>.add` the add button, `<labels>.none` the empty state.
   */
  labels: string;
  /** The list in the form values (`basicData.contactList`). */
  name: string;
  newRow(): object;
  /** The fields of row `index`; `at(field)` is the field's full name. */
  renderRow(index: number, at: (field: string) => string): ReactNode;
}

/**
 * A list of records edited in place (contacts, bank accounts, purchasing orgs…): each row a
 * labelled group with its fields and a remove button, an add button below, the list's own rule
 * (one account per currency) shown under it. Read-only: the rows as text, no buttons. A removed
 * row hands the focus to the next row's remove button, else the previous one's, else Add.
 */
export function RowsSection({ id, labels, name, newRow, renderRow }: RowsSectionProps) {
  const { t } = useTranslation('detail');
  const rows = useFieldArray({ name });
  const readOnly = useFieldReadOnly();
  const { removeButton, addControl, removed } = useFocusAfterRemoval();
  const key = (part: 'heading' | 'row' | 'add' | 'none') => `${labels}.${part}`;
  return (
    <Section id={id} title={key('heading')}>
      <Stack spacing={2}>
        {rows.fields.length === 0 && <Typography color="text.secondary">{t(key('none'))}</Typography>}
        {rows.fields.map((row, index) => {
          const rowName = t(key('row'), { n: index + 1 });
          return (
            <Box key={row.id} role="group" aria-label={rowName} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, position: 'relative' }}>
              <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
                <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
                  {rowName}
                </Typography>
                {!readOnly && (
                  <Tooltip title={t('detail:rows.remove', { row: rowName })}>
                    <IconButton
                      ref={removeButton(index)}
                      aria-label={t('detail:rows.remove', { row: rowName })}
                      onClick={() => {
                        removed(index);
                        rows.remove(index);
                      }}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                )}
              </Stack>
              {renderRow(index, (field) => `${name}.${index}.${field}`)}
            </Box>
          );
        })}
        <ListIssue name={name} label={key('heading')} />
        {!readOnly && (
          <div>
            <Button ref={addControl} onClick={() => rows.append(newRow())}>
              {t(key('add'))}
            </Button>
          </div>
        )}
      </Stack>
    </Section>
  );
}
