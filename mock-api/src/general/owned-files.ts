import type { FileRef } from 'shared-ui/contract';
import type { FieldText } from '../http/field-errors';
import { say, type Bilingual } from '../http/locale';
import { issuedFileOf } from './file-store';
import { eachFileRef } from './seeded-files';

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
 * its name comes back in `missing` for the caller's field message (issue 18). The save commits
 * nothing itself: the store commits the files a stored record names (file-store.ts).
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

/**
 * The files a save may keep without uploading them again: the record's own, and where a copy of
 * another record is saved (a document's "copy" carries its files), those of the records the
 * caller reads anyway (it downloads them already). A function is asked only when files were sent.
 */
export type KeptFiles = readonly FileRef[] | (() => readonly FileRef[]);

/**
 * The field messages for the files a save names at `path` (a list, or one file) that the record
 * may not name (see ownedFiles): none when each is `kept` (held by the record already: a record
 * saved again with its files is never refused) or issued to the caller. Issue 18 again: a save
 * that stored any id it was sent let a user attach another's upload to its own document and so
 * download it (`g/file/{id}` answers a reader of a document holding the file).
 */
export function foreignFileTexts(request: Request, path: string, sent: unknown, kept: KeptFiles, account: string): FieldText[] {
  const list = Array.isArray(sent) ? sent : sent ? [sent] : [];
  if (list.length === 0) return [];
  return ownedFiles(list, typeof kept === 'function' ? kept() : kept, account).missing.map((name) => ({ path, message: say(request, FILE_MSG.missing(name)) }));
}

/** Every file a stored record (or a part of it) names, at any depth: the ones a save of it keeps. */
export function heldFiles(value: unknown): FileRef[] {
  const found: FileRef[] = [];
  eachFileRef(value, (ref) => void found.push(ref));
  return found;
}
