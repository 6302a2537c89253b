// Test and story fixtures of the upload fields: a demo form, its schema and the file calls of a
// mock backend. Not exported by the entry.
import { delay, http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, registerNamespace, Stack } from 'shared-ui';
import { attachmentListSchema, fileListField, type FileRef, type SupplierAttachment } from 'shared-ui/contract';
import { FormProvider, FormReadOnly, usePortalForm } from 'shared-ui/form';
import { AttachmentSlots, attachmentSlotsOf, FileUploadField, type SlotSetting } from 'shared-ui/upload';
import { z } from 'zod';

registerNamespace('uploadDemo', {
  'zh-TW': { quotation: '報價單檔案', drawings: '圖面' },
  'en-US': { quotation: 'Quotation file', drawings: 'Drawings' },
});

/** Two attachment settings of a supplier type (names in the setting's language), one required. */
export const demoSettings: SlotSetting[] = [
  { attachmentCode: 'RAW-ISO-EN', name: 'ISO certificate', required: true },
  { attachmentCode: 'RAW-CSR-EN', name: 'CSR commitment', required: false },
];

export const demoUploadSchema = z.object({
  quotation: fileListField({ required: true }),
  drawings: fileListField(),
  attachments: attachmentListSchema(demoSettings.filter((s) => s.required).map((s) => s.attachmentCode)),
});

export type DemoUploadValues = z.input<typeof demoUploadSchema>;

export const uploadedQuotation: FileRef = { fileId: 'file-quote', fileName: 'quotation-2026.pdf', size: 48_213, contentType: 'application/pdf' };

export const emptyUploads = (): DemoUploadValues => ({ quotation: [], drawings: [], attachments: attachmentSlotsOf(demoSettings) });

export const filledUploads = (): DemoUploadValues => ({
  quotation: [uploadedQuotation],
  drawings: [],
  attachments: attachmentSlotsOf(demoSettings, [{ attachmentCode: 'RAW-ISO-EN', files: [{ fileId: 'file-iso', fileName: 'ISO 9001.pdf', size: 1_572_864 }] }] as SupplierAttachment[]),
});

/** The demo field's limits: 2 MB of PDF or PNG. */
export const DEMO_RULES = { maxMb: 2, types: ['pdf', 'png'] };

export interface DemoUploadFormProps {
  values?: DemoUploadValues;
  readOnly?: boolean;
  validateOnMount?: boolean;
  onValid?(values: z.output<typeof demoUploadSchema>): void;
}

/** A quotation file (one, required), drawings (several) and the attachment slots, with Save. */
export function DemoUploadForm({ values, readOnly = false, validateOnMount, onValid }: DemoUploadFormProps) {
  const { t } = useTranslation('detail');
  const form = usePortalForm(demoUploadSchema, values ?? emptyUploads());
  useEffect(() => {
    if (validateOnMount) void form.trigger();
  }, [validateOnMount, form]);
  return (
    <FormProvider {...form}>
      <FormReadOnly value={readOnly}>
        <form noValidate onSubmit={form.handleSubmit((v) => onValid?.(v))}>
          <Stack spacing={3}>
            <FileUploadField name="quotation" label="uploadDemo:quotation" required maxFiles={1} rules={DEMO_RULES} />
            <FileUploadField name="drawings" label="uploadDemo:drawings" />
            <AttachmentSlots name="attachments" settings={demoSettings} />
          </Stack>
          {!readOnly && (
            <Button type="submit" variant="contained" sx={{ mt: 2 }}>
              {t('detail:save')}
            </Button>
          )}
        </form>
      </FormReadOnly>
    </FormProvider>
  );
}

/** What the mock backend received: each upload's URL (with its limits) and file name. */
export interface SentFile {
  url: string;
  name: string;
}

/**
 * `file issue` (a file named `refused-*` answers 400 with the server's message) and the download,
 * as the mock backend answers them.
 */
export function fileHandlers(sent: SentFile[], { latencyMs = 0 } = {}) {
  return [
    http.post('*/api/g/file/issue', async ({ request }) => {
      const file = (await request.formData()).get('file');
      const name = typeof file === 'string' || !file ? '' : file.name;
      sent.push({ url: request.url, name });
      if (latencyMs) await delay(latencyMs);
      if (name.startsWith('refused-')) return HttpResponse.json({ messages: ['The file is damaged.'] }, { status: 400 });
      return HttpResponse.json({ fileId: `file-${sent.length}`, name, size: typeof file === 'string' || !file ? 0 : file.size, type: 'application/pdf' });
    }),
    http.get('*/api/g/file/:fileId', () =>
      new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="quotation-2026.pdf"' },
      }),
    ),
  ];
}

/**
 * `file issue` answered only once `release()` is called (a 4 MB PDF on a slow line): until then the
 * upload's progress bar runs.
 */
export function heldFileHandler(name: string) {
  let release!: () => void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  const handler = http.post('*/api/g/file/issue', async () => {
    await answered;
    return HttpResponse.json({ fileId: 'file-held', name, size: 4_194_304, type: 'application/pdf' });
  });
  return { handler, release };
}
