import type { Contact } from 'shared-ui/contract';
import { useTranslation } from 'react-i18next';
import { Button, Stack } from 'shared-ui';
import { Columns, useFocusAfterRemoval, Wide } from 'shared-ui/components';
import { CheckboxField, DateField, EmailField, RowsSection, SelectField, TextareaField, TextField, useFieldArray, useFieldReadOnly } from 'shared-ui/form';
import { FileUploadField } from 'shared-ui/upload';
import { portalRowOptions, type RowOptions } from './master-options';

const label = (key: string) => `supplier:master.contact.${key}`;

export const newContact = (): Contact => ({ name: '', email: '', socialMediaList: [], sendEnvironmentSurvey: false, sendPurchaseOrder: false });

/** The supplier's contacts with every field of spec section 3 (the personal ones for relationship care). */
export function ContactsSection({ prefix, id, options = portalRowOptions }: { prefix: string; id: string; options?: RowOptions }) {
  return (
    <RowsSection
      id={id}
      name={`${prefix}contactList`}
      labels="supplier:master.contact"
      newRow={newContact}
      renderRow={(_index, at) => (
        <Columns>
          <TextField name={at('name')} label={label('name')} required />
          <EmailField name={at('email')} label={label('email')} required />
          <TextField name={at('title')} label={label('title')} />
          <TextField name={at('dept')} label={label('dept')} />
          <TextField name={at('phone')} label={label('phone')} />
          <TextField name={at('mobile')} label={label('mobile')} />
          <DateField name={at('birthday')} label={label('birthday')} />
          <SelectField name={at('gender')} label={label('gender')} options={options.genders} />
          <SelectField name={at('langCode')} label={label('langCode')} options={options.languages} />
          <TextField name={at('tenure')} label={label('tenure')} />
          <TextField name={at('marriage')} label={label('marriage')} />
          <TextField name={at('family')} label={label('family')} />
          <TextField name={at('pet')} label={label('pet')} />
          <TextField name={at('interest')} label={label('interest')} />
          <TextField name={at('sport')} label={label('sport')} />
          <TextField name={at('sign')} label={label('sign')} />
          <TextField name={at('foodAllergy')} label={label('foodAllergy')} />
          <TextField name={at('foodPreference')} label={label('foodPreference')} />
          <Wide>
            <TextareaField name={at('background')} label={label('background')} />
          </Wide>
          <Wide>
            <SocialMedia name={at('socialMediaList')} types={options.socialMediaTypes} />
          </Wide>
          <CheckboxField name={at('sendEnvironmentSurvey')} label={label('sendEnvironmentSurvey')} />
          <CheckboxField name={at('sendPurchaseOrder')} label={label('sendPurchaseOrder')} />
          <Wide>
            <SingleFile name={at('attachment')} />
          </Wide>
        </Columns>
      )}
    />
  );
}

/** The contact's social media accounts: a type and an account each; a removed one hands the focus on (`useFocusAfterRemoval`). */
function SocialMedia({ name, types }: { name: string; types: RowOptions['socialMediaTypes'] }) {
  const { t } = useTranslation('supplier');
  const rows = useFieldArray({ name });
  const readOnly = useFieldReadOnly();
  const { removeButton, addControl, removed } = useFocusAfterRemoval();
  return (
    <Stack spacing={1} role="group" aria-label={t(label('socialMedia'))}>
      {rows.fields.map((row, i) => (
        <Stack key={row.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <SelectField name={`${name}.${i}.typeCode`} label={label('socialMediaType')} options={types} required />
          <TextField name={`${name}.${i}.account`} label={label('socialMediaAccount')} required />
          {!readOnly && (
            <Button
              ref={removeButton(i)}
              onClick={() => {
                removed(i);
                rows.remove(i);
              }}
            >
              {t('master.contact.removeSocialMedia')}
            </Button>
          )}
        </Stack>
      ))}
      {!readOnly && (
        <div>
          <Button ref={addControl} onClick={() => rows.append({ typeCode: '', account: '' })}>
            {t('master.contact.addSocialMedia')}
          </Button>
        </div>
      )}
    </Stack>
  );
}

/**
 * The contact's one attachment (a business card). The upload field works on a list: the form
 * holds `[file]` (`contactsToForm`), the contract's schema reads it back as the file.
 */
function SingleFile({ name }: { name: string }) {
  return <FileUploadField name={name} label={label('attachment')} maxFiles={1} />;
}

export const contactsToForm = (contacts: readonly Contact[]) =>
  contacts.map((c) => ({ ...newContact(), ...c, attachment: c.attachment ? [c.attachment] : [] }));
