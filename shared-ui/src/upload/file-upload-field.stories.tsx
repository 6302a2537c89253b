import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DemoUploadForm, emptyUploads, fileHandlers, filledUploads, type SentFile } from './upload-fixtures';

// What the mock backend received in the current story.
const sent: SentFile[] = [];
const MB = 1024 * 1024;
const pdf = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
// The hidden file input behind a field's "Choose" button, found by the field's label.
const input = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByLabelText(label, { selector: 'input' });
const group = (canvasElement: HTMLElement, label: RegExp) => within(within(canvasElement).getByRole('group', { name: label }));
// Dialogs render in a portal on <body>, outside the story's canvas.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Form/FileUploadField',
  component: DemoUploadForm,
  tags: ['autodocs'],
  args: { values: emptyUploads() },
  parameters: { msw: { handlers: fileHandlers(sent, { latencyMs: 700 }) } },
  beforeEach: () => {
    sent.length = 0;
  },
} satisfies Meta<typeof DemoUploadForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A single required file, several drawings and the attachment slots of a supplier type (zh-TW). */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const quotation = group(canvasElement, /報價單檔案/);
    await expect(quotation.getByRole('button', { name: '選擇一個檔案' })).toHaveAccessibleDescription('每個檔案上限 2 MB，接受：pdf、png。');
    await expect(group(canvasElement, /ISO certificate/).getByRole('button', { name: '選擇檔案' })).toBeEnabled();
  },
};

export const EmptyEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement, /Drawings/).getByRole('button', { name: 'Choose files' })).toHaveAccessibleDescription(
      'Up to 10 MB a file: pdf, doc, docx, xls, xlsx, ppt, pptx, csv, txt, jpg, jpeg, png, zip.',
    );
  },
};

/** A file over the limit is refused with the size in MB, and nothing is sent. */
export const OversizeRefused: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await userEvent.upload(input(canvasElement, 'Quotation file'), pdf('big.pdf', 2 * MB + 1));
    await expect(await group(canvasElement, /Quotation file/).findByRole('alert')).toHaveTextContent('big.pdf: File size exceeded 2 MB.');
    await expect(sent).toEqual([]);
  },
};

export const OversizeRefusedChinese: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.upload(input(canvasElement, '報價單檔案'), pdf('big.pdf', 2 * MB + 1));
    await expect(await group(canvasElement, /報價單檔案/).findByRole('alert')).toHaveTextContent('big.pdf：檔案大小超過 2 MB。');
  },
};

/** A type not allowed is refused with the allowed types (the file chooser offers only those, but "all files" can still be picked). */
export const WrongTypeRefused: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await userEvent.upload(input(canvasElement, 'Quotation file'), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }), { applyAccept: false });
    await expect(await group(canvasElement, /Quotation file/).findByRole('alert')).toHaveTextContent('setup.exe: Only pdf, png files accepted.');
    await expect(sent).toEqual([]);
  },
};

export const WrongTypeRefusedChinese: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.upload(input(canvasElement, '報價單檔案'), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }), { applyAccept: false });
    await expect(await group(canvasElement, /報價單檔案/).findByRole('alert')).toHaveTextContent('setup.exe：僅接受 pdf, png 檔案。');
  },
};

/** A good file: progress while it goes up (with the field's limits), then its download link and remove button. */
export const GoodFileUploads: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const quotation = group(canvasElement, /Quotation file/);
    await userEvent.upload(input(canvasElement, 'Quotation file'), pdf('offer.pdf'));
    await expect(await quotation.findByRole('progressbar', { name: 'Uploading offer.pdf' })).toBeVisible();
    await expect(await quotation.findByRole('button', { name: 'Download offer.pdf' }, { timeout: 10000 })).toBeVisible();
    await expect(quotation.queryByRole('progressbar')).toBeNull();
    await expect(quotation.getByRole('button', { name: 'Remove offer.pdf' })).toBeEnabled();
    await expect(quotation.getByRole('button', { name: 'Choose a file' })).toBeDisabled();
    await expect(sent).toEqual([{ url: expect.stringMatching(/\/api\/g\/file\/issue\?maxMb=2&types=pdf%2Cpng$/), name: 'offer.pdf' }]);
  },
};

export const GoodFileUploadsChinese: Story = {
  play: async ({ canvasElement }) => {
    const slot = group(canvasElement, /ISO certificate/);
    await userEvent.upload(input(canvasElement, 'ISO certificate'), pdf('ISO 9001.pdf'));
    await expect(await slot.findByRole('progressbar', { name: '正在上傳 ISO 9001.pdf' })).toBeVisible();
    await expect(await slot.findByRole('button', { name: '下載 ISO 9001.pdf' }, { timeout: 10000 })).toBeVisible();
    // An attachment slot sends its setting's code: the server narrows its limits by it.
    await expect(sent[0].url).toMatch(/attachmentCode=RAW-ISO-EN/);
  },
};

/** The server refuses the file (400): its message at the field. */
export const ServerRefusal: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await userEvent.upload(input(canvasElement, 'Drawings'), pdf('refused-drawing.pdf'));
    await expect(await group(canvasElement, /Drawings/).findByRole('alert', {}, { timeout: 10000 })).toHaveTextContent('refused-drawing.pdf: The file is damaged.');
  },
};

/** Remove asks first; by keyboard, focus comes back to the chooser. */
export const RemoveAsksFirst: Story = {
  args: { values: filledUploads() },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const quotation = group(canvasElement, /Quotation file/);
    quotation.getByRole('button', { name: 'Remove quotation-2026.pdf' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Remove quotation-2026.pdf?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(quotation.queryByRole('button', { name: 'Download quotation-2026.pdf' })).toBeNull());
    await waitFor(() => expect(quotation.getByRole('button', { name: 'Choose a file' })).toHaveFocus());
  },
};

/** Save with required files missing: the message at each field, naming it (zh-TW). */
export const RequiredMissing: Story = {
  args: { validateOnMount: true },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(group(canvasElement, /報價單檔案/).getByRole('button', { name: '選擇一個檔案' })).toHaveAccessibleDescription('請上傳必要附件：報價單檔案。'));
    await expect(within(canvasElement).getByText('請上傳必要附件：ISO certificate。')).toBeVisible();
  },
};

export const RequiredMissingEnglish: Story = {
  args: { validateOnMount: true },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Upload the required attachment: Quotation file.')).toBeVisible());
    await expect(within(canvasElement).getByText('Upload the required attachment: ISO certificate.')).toBeVisible();
  },
};

/** View mode: the files as download links, nothing to choose or remove. */
export const ReadOnly: Story = {
  args: { values: filledUploads(), readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '下載 quotation-2026.pdf' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /選擇|移除/ })).toBeNull();
  },
};

export const ReadOnlyEnglish: Story = {
  args: { values: filledUploads(), readOnly: true },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Download ISO 9001.pdf' })).toBeVisible();
    await expect(canvas.getByText('1.5 MB')).toBeVisible();
  },
};
