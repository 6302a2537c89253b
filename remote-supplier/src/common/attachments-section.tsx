import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack, Typography } from 'shared-ui';
import { Alert, Section, useFormats } from 'shared-ui/components';
import type { AttachmentSetting, SupplierAttachment, SupplierStage } from 'shared-ui/contract';
import { useQuery } from 'shared-ui/data';
import { useFormContext, useWatch } from 'shared-ui/form';
import { AttachmentSlots, attachmentSlotsOf, FileUploadField, type SlotSetting } from 'shared-ui/upload';
import { defaultAttachments } from './lookups';

/** The attachment settings of a supplier type in a language (both stages: the supplier exists). */
const fetchSettings = defaultAttachments('g');

/** The attachment settings of a supplier type in its company's language, cached: the slots of the form and their names elsewhere (History). */
export const useAttachmentSettings = (supplierTypeCode: string | undefined, langCode: string | undefined) =>
  useQuery({
    queryKey: ['supplier-attachments', supplierTypeCode, langCode],
    queryFn: () => fetchSettings(supplierTypeCode!, langCode!),
    enabled: Boolean(supplierTypeCode && langCode),
    staleTime: 5 * 60_000,
  });

/**
 * The form's slots (`name`) follow the attachment settings of the chosen type and language: one
 * slot per setting, the files given kept. Nothing changes until the settings are loaded (none
 * chosen yet, still loading, failed: not "no attachments"), and the files of a slot the settings
 * no longer list are kept after the slots, not silently dropped: choosing the type or language
 * back brings them back. The staff's and the applicant's forms alike.
 */
export function useAttachmentSlots(name: string, settings: readonly SlotSetting[] | undefined): void {
  const form = useFormContext();
  useEffect(() => {
    if (!settings) return;
    const current = (form.getValues(name) ?? []) as SupplierAttachment[];
    const slots = attachmentSlotsOf(settings, current);
    const kept = current.filter((a) => a.files.length > 0 && !slots.some((s) => s.attachmentCode === a.attachmentCode));
    form.setValue(name, [...slots, ...kept], { shouldDirty: false });
  }, [settings, form, name]);
}

/** The review (second-stage) attachments the type requires that have no file yet. */
const missingReview = (settings: readonly AttachmentSetting[], list: readonly SupplierAttachment[] | undefined) =>
  settings.filter((s) => s.stage === 'SECOND' && s.required && !(list ?? []).some((a) => a.attachmentCode === s.attachmentCode && a.files?.length > 0));

/**
 * The attachments the supplier type asks for (one slot per setting, the files already given kept)
 * and free attachments. `supplierTypeCode` is given when the form has no such field (own record).
 * `reviewNotice`: a potential supplier is told which review attachments the sign-off still needs
 * (the server refuses to send it to sign-off without them).
 */
export function AttachmentsSection({
  prefix,
  id,
  supplierTypeCode: fixedType,
  reviewNotice = false,
}: {
  prefix: string;
  id: string;
  supplierTypeCode?: string;
  reviewNotice?: boolean;
}) {
  const { t } = useTranslation('supplier');
  const { list: listed } = useFormats();
  const [typeInForm, langCode] = useWatch({ name: [`${prefix}supplierTypeCode`, `${prefix}companyInfo.langCode`] }) as [string | undefined, string | undefined];
  const supplierTypeCode = fixedType ?? typeInForm;
  const settings = useAttachmentSettings(supplierTypeCode, langCode);
  const name = `${prefix}attachmentList`;
  const [stage, list] = useWatch({ name: [`${prefix}systemInfo.stage`, name] }) as [SupplierStage | undefined, SupplierAttachment[] | undefined];
  const missing = reviewNotice && stage === 'PRE' ? missingReview(settings.data ?? [], list) : [];
  useAttachmentSlots(name, settings.data);

  return (
    <Section id={id} title="supplier:master.sections.attachments">
      <Stack spacing={2}>
        {missing.length > 0 && (
          <Alert severity="warning" role="status">
            {t('master.reviewAttachmentsMissing', { names: listed(missing.map((s) => s.name)) })}
          </Alert>
        )}
        {settings.isPending && supplierTypeCode && langCode ? (
          <Typography color="text.secondary" role="status">
            {t('register.attachments.loading')}
          </Typography>
        ) : (
          <AttachmentSlots name={name} settings={settings.data ?? []} />
        )}
        <FileUploadField name={`${prefix}freeAttachmentList`} label="supplier:master.freeAttachments" />
      </Stack>
    </Section>
  );
}
