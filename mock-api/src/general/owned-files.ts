import type { FileRef } from 'shared-ui/contract';
import type { Bilingual } from '../http/locale';
import { issuedFileOf } from './file-store';

export const FILE_MSG = {
  missing: (name: string): Bilingual => ({
    'zh-TW': `找不到檔案「${name}」，請重新上傳。`,
    'en-US': `The file "${name}" was not found; upload it again.`,
  }),
};

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The files a saved record may name: those it held already, and new ones issued to the caller
 * (`g/file/issue`). Any other id (another account's upload, or one nobody issued) is not stored:
 * its name comes back in `missing` for the caller's field message (issue 18).
 */
export function ownedFiles(list: unknown, kept: readonly FileRef[], account: string): { files: FileRef[]; missing: string[] } {
  const held = new Map(kept.map((f) => [f.fileId, f]));
  const files: FileRef[] = [];
  const missing: string[] = [];
  for (const file of Array.isArray(list) ? (list as Record<string, unknown>[]) : []) {
    const fileId = textOf(file?.fileId);
    const known = held.get(fileId) ?? issuedFileOf(fileId, account);
    if (!known) {
      missing.push(textOf(file?.fileName) || fileId);
      continue;
    }
    const { committed: _committed, ...ref } = known as FileRef & { committed?: boolean };
    files.push(ref);
  }
  return { files, missing };
}
