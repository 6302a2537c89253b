import { useWatch } from 'react-hook-form';
import { Stack } from 'shared-ui';
import { ATTACHMENT_FILE_RULES, type AttachmentSetting, type FileRules, type SupplierAttachment } from 'shared-ui/contract';
import { FileUploadField } from './file-upload-field';

/** What a slot needs of an attachment setting (its name is in the setting's own language). */
export type SlotSetting = Pick<AttachmentSetting, 'attachmentCode' | 'name' | 'required'>;

/**
 * The form value of the slots: one `SupplierAttachment` per setting, in the settings' order,
 * keeping the files already there. Use it for the form's default values.
 */
export function attachmentSlotsOf(settings: readonly SlotSetting[], existing: readonly SupplierAttachment[] = []): SupplierAttachment[] {
  return settings.map((s) => ({
    attachmentCode: s.attachmentCode,
    attachmentName: s.name,
    required: s.required,
    files: existing.find((a) => a.attachmentCode === s.attachmentCode)?.files ?? [],
  }));
}

export interface AttachmentSlotsProps {
  /** The form's list of slots (`SupplierAttachment[]`, built by `attachmentSlotsOf`). */
  name: string;
  settings: readonly SlotSetting[];
  /** Default: `ATTACHMENT_FILE_RULES` (5 MB of PDF or images), as the server checks them. */
  rules?: FileRules;
  issueUrl?: string;
  readOnly?: boolean;
  disabled?: boolean;
}

/**
 * One upload field per attachment setting, required ones marked. The form's schema
 * (`attachmentListSchema(requiredCodes)`) puts "Upload the required attachment: {name}" on the
 * empty slot's field.
 */
export function AttachmentSlots({ name, settings, rules = ATTACHMENT_FILE_RULES, issueUrl, readOnly, disabled }: AttachmentSlotsProps) {
  const slots = (useWatch({ name }) as SupplierAttachment[] | undefined) ?? [];
  return (
    <Stack spacing={2}>
      {settings.map((setting) => {
        const index = slots.findIndex((s) => s.attachmentCode === setting.attachmentCode);
        if (index < 0) return null;
        return (
          <FileUploadField
            key={setting.attachmentCode}
            name={`${name}.${index}.files`}
            label="upload:slot"
            labelValues={{ name: setting.name }}
            required={setting.required}
            rules={rules}
            attachmentCode={setting.attachmentCode}
            issueUrl={issueUrl}
            readOnly={readOnly}
            disabled={disabled}
          />
        );
      })}
    </Stack>
  );
}
