import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack, Typography } from 'shared-ui';
import { Section } from 'shared-ui/components';
import type { SupplierAttachment } from 'shared-ui/contract';
import { useQuery } from 'shared-ui/data';
import { useFormContext, useWatch } from 'shared-ui/form';
import { AttachmentSlots, attachmentSlotsOf, FileUploadField } from 'shared-ui/upload';
import { defaultAttachments } from './lookups';

/** The attachment settings of a supplier type in a language (both stages: the supplier exists). */
const fetchSettings = defaultAttachments('g');

/**
 * The attachments the supplier type asks for (one slot per setting, the files already given kept)
 * and free attachments. `supplierTypeCode` is given when the form has no such field (own record).
 */
export function AttachmentsSection({ prefix, id, supplierTypeCode: fixedType }: { prefix: string; id: string; supplierTypeCode?: string }) {
  const { t } = useTranslation('supplier');
  const form = useFormContext();
  const [typeInForm, langCode] = useWatch({ name: [`${prefix}supplierTypeCode`, `${prefix}companyInfo.langCode`] }) as [string | undefined, string | undefined];
  const supplierTypeCode = fixedType ?? typeInForm;
  const settings = useQuery({
    queryKey: ['supplier-attachments', supplierTypeCode, langCode],
    queryFn: () => fetchSettings(supplierTypeCode!, langCode!),
    enabled: Boolean(supplierTypeCode && langCode),
    staleTime: 5 * 60_000,
  });
  const name = `${prefix}attachmentList`;
  useEffect(() => {
    if (!settings.data) return;
    const current = (form.getValues(name) ?? []) as SupplierAttachment[];
    const slots = attachmentSlotsOf(settings.data, current);
    // Files in a slot the settings no longer list are kept, not silently dropped.
    const kept = current.filter((a) => a.files.length > 0 && !slots.some((s) => s.attachmentCode === a.attachmentCode));
    form.setValue(name, [...slots, ...kept], { shouldDirty: false });
  }, [settings.data, form, name]);

  return (
    <Section id={id} title="supplier:master.sections.attachments">
      <Stack spacing={2}>
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
