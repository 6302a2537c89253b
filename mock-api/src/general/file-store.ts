import type { FileRef } from 'shared-ui/contract';
import type { IssuedFile } from 'shared-ui/data';
import { clock } from '../store/clock';
import { createCollection } from '../store/collection';
import { db } from '../store/db';
import { eachFileRef, isSeededFileId } from './seeded-files';

/**
 * An uploaded file. `file issue` gives it an opaque `fileId` (a token, not a record id: spec
 * section 7); the record that uses it sends `commit`. Small files keep their bytes in the saved
 * state (`data`, base64), so the browser mock and the Node server both serve them after a reload.
 */
export interface StoredFile {
  id: number;
  fileId: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
  committed: boolean;
  /** The account that issued it (`signup` for the public sign-up's general token). */
  account: string;
  /** The sign-up's visit that issued it (visitors share the `signup` account): only that visit downloads it. */
  visit?: string;
  data?: string;
}

export const files = createCollection<StoredFile>('files');

// The saved state stays small (localStorage holds a few MB, and the Node server rewrites its file
// on every change): at most INLINE_BUDGET bytes of file content are saved, the newest first. The
// content of a bigger or older file lives in this process only, and after a restart its download
// answers 404.
const INLINE_MAX = 256 * 1024;
const INLINE_BUDGET = 1024 * 1024;
const MAX_FILES = 200;
const inMemory = new Map<string, string>();

// btoa/atob, not Buffer: the same handlers run in the browser's worker.
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Puts the content where it fits (see INLINE_BUDGET) and forgets the oldest files beyond MAX_FILES. */
export function keepContent(stored: StoredFile, bytes: Uint8Array) {
  const all = files.all();
  const inline = all.filter((f) => f.data !== undefined && f.fileId !== stored.fileId).reduce((sum, f) => sum + f.size, 0);
  inMemory.delete(stored.fileId);
  if (bytes.byteLength <= INLINE_MAX && inline + bytes.byteLength <= INLINE_BUDGET) {
    files.update(stored.id, { data: toBase64(bytes) });
  } else {
    files.update(stored.id, { data: undefined });
    inMemory.set(stored.fileId, toBase64(bytes));
  }
  const excess = all.length - MAX_FILES;
  if (excess > 0) {
    const oldest = [...all.filter((f) => !f.committed), ...all.filter((f) => f.committed)].slice(0, excess);
    for (const f of oldest) {
      files.remove(f.id);
      inMemory.delete(f.fileId);
    }
  }
}

export const contentOf = (f: StoredFile) => (f.data !== undefined ? f.data : inMemory.get(f.fileId));
export const issued = (f: StoredFile): IssuedFile & Pick<FileRef, 'uploadedAt'> => ({ fileId: f.fileId, name: f.fileName, size: f.size, type: f.contentType, uploadedAt: f.uploadedAt });
export const byFileId = (fileId: string) => files.all().find((f) => f.fileId === fileId);


/** What an upload says of itself: its name, type and size, at the business clock's now. */
export const uploadFields = (file: File) => ({
  fileName: file.name,
  contentType: file.type || 'application/octet-stream',
  size: file.size,
  uploadedAt: clock.iso(),
});

/**
 * An issued file as a record that uses it sees it (the sign-up checks its attachments), or
 * undefined when no such file was issued by `account`.
 */
export function issuedFileOf(fileId: string, account: string, visit?: string): (FileRef & { committed: boolean }) | undefined {
  const found = byFileId(fileId);
  if (!found || found.account !== account || found.visit !== visit) return undefined;
  return { fileId: found.fileId, fileName: found.fileName, size: found.size, contentType: found.contentType, uploadedAt: found.uploadedAt, committed: found.committed };
}

/**
 * `file commit` by the server, for every record at once: a record stored (inserted, changed or
 * replaced, in any collection but the files) commits each issued file it names (`{ fileId,
 * fileName }` at any depth, as records hold their files, and as a download finds the record
 * holding one: activity/file-holders.ts). The portal uploads through `g/file/issue` and never
 * sends `g/file/{id}/commit` itself, and a save that forgot to commit left its files to be
 * forgotten first (keepContent) while the record still listed them. Here no save can forget:
 * the saves check what they may name (owned-files.ts), the store commits what they named. A
 * refused save stores nothing, so its uploads stay uncommitted.
 *
 * A file a save drops stays committed: it may still be named elsewhere (a copy of a document
 * carries its source's files, a supplier's last approved version keeps those its draft dropped
 * and a rollback brings back), and committed files are forgotten too, after the uncommitted ones.
 */
db.onCommit(({ collection, ids }) => {
  if (collection === files.name) return;
  // Every commit of every collection comes here: the uncommitted files are read once, without a
  // copy, and most commits stop at once because there are none.
  const uncommitted = new Map<string, StoredFile>();
  for (const f of (db.state.collections[files.name]?.items ?? []) as unknown as StoredFile[]) if (!f.committed) uncommitted.set(f.fileId, f);
  if (uncommitted.size === 0) return;
  // Only the records the commit names are walked (the rest of the collection is passed by id).
  const touched = new Set(ids);
  for (const record of db.state.collections[collection]?.items ?? []) {
    if (!touched.has(record.id)) continue;
    if (uncommitted.size === 0) return;
    eachFileRef(record, (ref) => {
      // The seed's files were never uploaded: nothing to commit.
      if (isSeededFileId(ref.fileId)) return;
      const found = uncommitted.get(ref.fileId);
      if (!found) return;
      uncommitted.delete(ref.fileId);
      files.update(found.id, { committed: true });
      // Every uncommitted file is committed: the rest of the walk finds nothing.
      return uncommitted.size === 0;
    });
  }
});
