import { Columns, Section } from 'shared-ui/components';
import { attachmentSettingSchema, type AttachmentSetting, type AttachmentSettingFormInput, type AttachmentSettingFormOutput } from 'shared-ui/contract';
import { optionsOf, type StaticOption } from 'shared-ui/data';
import { defineDetail, DetailPage } from 'shared-ui/detail';
import { CheckboxField, SelectField, TextField } from 'shared-ui/form';
import { attachmentSettingResource } from './attachments.api';

const STAGES: StaticOption[] = [
  { code: 'FIRST', label: 'status:attachmentStage.FIRST' },
  { code: 'SECOND', label: 'status:attachmentStage.SECOND' },
];

function SettingFields({ record }: { record: AttachmentSetting | undefined }) {
  return (
    <Section id="attachment-setting" title="admin:attachments.basic">
      <Columns>
        {/* The code keys the setting in routes and suppliers' attachments: set once. */}
        <TextField name="attachmentCode" label="admin:fields.attachmentCode" required readOnly={record ? true : undefined} />
        {/* The setting's own name ("姓名" is a person's). */}
        <TextField name="name" label="admin:fields.attachmentName" required />
        <SelectField name="type" label="admin:fields.type" options={optionsOf('attachmentTypes')} required />
        <SelectField name="supplierTypeCode" label="admin:fields.supplierTypeCode" options={optionsOf('supplierTypes')} required />
        <SelectField name="lang" label="admin:fields.lang" options={optionsOf('languages')} required />
        <SelectField name="stage" label="admin:fields.stage" options={STAGES} required />
        <CheckboxField name="required" label="admin:fields.required" />
        <CheckboxField name="openBpmStatus" label="admin:fields.openBpmStatus" />
      </Columns>
    </Section>
  );
}

/** One attachment setting, at `/admin/attachments/detail/:mode/:code`; the registration page follows it at once. */
export const attachmentDetail = defineDetail<AttachmentSetting, AttachmentSettingFormInput, AttachmentSettingFormOutput>({
  resource: attachmentSettingResource,
  permission: 'SUPPLIER_INFO',
  title: 'admin:attachments.detailTitle',
  recordLabel: (setting) => setting.attachmentCode,
  form: {
    schema: () => attachmentSettingSchema,
    toForm: ({ attachmentCode, name, type, supplierTypeCode, lang, stage, required, openBpmStatus }) => ({ attachmentCode, name, type, supplierTypeCode, lang, stage, required, openBpmStatus }),
    create: () => ({ attachmentCode: '', name: '', type: '', supplierTypeCode: '', lang: '', stage: 'FIRST', required: false, openBpmStatus: false }),
    idOf: (record) => record.attachmentCode,
  },
  tabs: () => [{ key: 'setting', label: 'admin:attachments.tab', render: ({ record }) => <SettingFields record={record} /> }],
});

export function AttachmentDetailPage() {
  return <DetailPage declaration={attachmentDetail} />;
}
