import { fileTypeFromBuffer } from 'file-type';
import type { Bilingual } from '../http/locale';

/**
 * What the content of each accepted extension is detected as (file-type's `ext`, from the magic
 * bytes); `undefined` is a text, which has no signature. The Office formats are zip or OLE
 * containers; a zip that file-type cannot tell apart still counts as an Office file.
 */
const CONTENT_OF: Record<string, readonly (string | undefined)[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  zip: ['zip'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  csv: [undefined],
  txt: [undefined],
};

export const CONTENT_MSG = {
  mismatch: (name: string, ext: string): Bilingual => ({
    'zh-TW': `檔案「${name}」的內容不是 ${ext.toUpperCase()} 檔，請確認後重新上傳。`,
    'en-US': `The content of "${name}" is not a ${ext.toUpperCase()} file. Check it and upload it again.`,
  }),
};

const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/**
 * The extension the content contradicts, or undefined when the bytes are what the name says
 * (issue 18: a renamed program passed as `invoice.pdf`). Checked by the content, not the
 * browser's type, which follows the name too.
 */
export async function contradictedExtension(name: string, bytes: Uint8Array): Promise<string | undefined> {
  const ext = extensionOf(name);
  const expected = CONTENT_OF[ext];
  if (!expected) return undefined; // no type rule names it (the limits decide)
  const found = (await fileTypeFromBuffer(bytes))?.ext;
  return expected.includes(found) ? undefined : ext;
}
