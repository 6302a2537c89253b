import type { ReactNode } from 'react';
import { Stack } from 'shared-ui';
import { Columns, Section, Wide } from 'shared-ui/components';
import { optionsOf } from 'shared-ui/data';
import { DateField, DateRangeField, SelectField, TextField } from 'shared-ui/form';
import { FileUploadField } from 'shared-ui/upload';
import { ContentField } from './content-field';
import { TargetsField } from './targets-field';

export const fieldKey = (field: string) => `admin:fields.${field}`;
const categories = optionsOf('bulletinCategories');

/**
 * What every announcement says (spec section 3): subject, category, title, content, when it is
 * published and valid, who it is for, its files. `extra` adds a kind's own fields (the reply
 * a document asks for) beside the dates.
 */
export function NoticeFields({ id, title, summary, extra }: { id: string; title: string; summary?: ReactNode; extra?: ReactNode }) {
  return (
    <Stack spacing={2}>
      {summary}
      <Section id={id} title={title}>
        <Columns>
          <Wide>
            <TextField name="subject" label={fieldKey('subject')} required />
          </Wide>
          <SelectField name="category" label={fieldKey('category')} options={categories} required />
          <DateField name="publishDate" label={fieldKey('publishDate')} required />
          <Wide>
            <TextField name="title" label={fieldKey('title')} required />
          </Wide>
          <Wide>
            <ContentField name="content" label={fieldKey('content')} required />
          </Wide>
          <DateRangeField startName="validFrom" endName="validTo" label={fieldKey('validity')} required />
          {extra}
          <Wide>
            <TargetsField />
          </Wide>
          <Wide>
            <FileUploadField name="attachments" label={fieldKey('attachments')} />
          </Wide>
        </Columns>
      </Section>
    </Stack>
  );
}
