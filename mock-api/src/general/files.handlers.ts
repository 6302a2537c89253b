import { http, HttpResponse } from 'msw';
import { ATTACHMENT_FILE_RULES, DEFAULT_FILE_RULES, fileRuleIssues, type FileRef, type FileRules } from 'shared-ui/contract';
import type { IssuedFile } from 'shared-ui/data';
import { guarded, type Refusal } from '../http/guarded';
import { requireGeneralToken, requireUser } from '../http/guards';
import { sayIssue } from '../http/issue-messages';
import { say, type Bilingual } from '../http/locale';
import { queryParam } from '../http/options';
import { fail, nextTransactionId, ok } from '../http/respond';
import { clock } from '../store/clock';
import { createCollection } from '../store/collection';
import { attachmentSettings } from '../store/collections';

/**
 * An uploaded file. `file issue` gives it an opaque `fileId` (a token, not a record id: spec
 * section 7); the record that uses it sends `commit`. Small files keep their bytes in the saved
 * state (`data`, base64), so the browser mock and the Node server both serve them after a reload.
 */
interface StoredFile {
  id: number;
  fileId: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
  committed: boolean;
  /** The account that issued it (`signup` for the public sign-up's general token). */
  account: string;
  data?: string;
}

const files = createCollection<StoredFile>('files');

// The saved state stays small (localStorage holds a few MB, and the Node server rewrites its file
// on every change): at most INLINE_BUDGET bytes of file content are saved, the newest first. The
// content of a bigger or older file lives in this process only, and after a restart its download
// answers 404.
const INLINE_MAX = 256 * 1024;
const INLINE_BUDGET = 1024 * 1024;
const MAX_FILES = 200;
const inMemory = new Map<string, string>();

const FILE_MSG = {
  noFile: { 'zh-TW': '請選擇要上傳的檔案（欄位 file）。', 'en-US': 'Choose a file to upload (field file).' },
  badMaxMb: { 'zh-TW': 'maxMb 必須是大於 0 的數字。', 'en-US': 'maxMb must be a number above 0.' },
  unknownAttachment: (code: string): Bilingual => ({ 'zh-TW': `附件設定 ${code} 不存在。`, 'en-US': `There is no attachment setting ${code}.` }),
  notFound: { 'zh-TW': '找不到這個檔案。', 'en-US': 'No such file.' },
  contentGone: { 'zh-TW': '這個檔案的內容已不在模擬伺服器中，請重新上傳。', 'en-US': 'The mock server no longer holds this file\'s content. Upload it again.' },
} satisfies Record<string, Bilingual | ((code: string) => Bilingual)>;

const allowedType = (rules: FileRules, type: string) => rules.types.some((t) => t.toLowerCase() === type.toLowerCase());

/**
 * The limits of one upload: the defaults, narrowed by the attachment setting (`attachmentCode`)
 * and by `maxMb` / `types` (comma-separated) in the query. Narrowing never widens: a bigger
 * `maxMb` keeps the limit, a type outside the allowed list is ignored.
 */
function rulesOf(request: Request): FileRules | Response {
  let rules = DEFAULT_FILE_RULES;
  const code = queryParam(request, 'attachmentCode');
  if (code) {
    if (!attachmentSettings.all().some((s) => s.attachmentCode === code)) return fail(400, [say(request, FILE_MSG.unknownAttachment(code))]);
    rules = narrow(rules, ATTACHMENT_FILE_RULES);
  }
  const maxMb = queryParam(request, 'maxMb');
  if (maxMb && !(Number(maxMb) > 0)) return fail(400, [say(request, FILE_MSG.badMaxMb)]);
  const types = queryParam(request, 'types').split(',').map((t) => t.trim().replace(/^\./, '')).filter(Boolean);
  return narrow(rules, { maxMb: maxMb ? Number(maxMb) : rules.maxMb, types });
}

function narrow(base: FileRules, by: FileRules): FileRules {
  const types = by.types.filter((t) => allowedType(base, t));
  return { maxMb: Math.min(base.maxMb, by.maxMb), types: types.length ? types : base.types };
}

/** Any signed-in user, or the general token of the public sign-up. */
function requireUploader(request: Request): { account: string } | Refusal {
  const user = requireUser(request);
  if (!('response' in user)) return { account: user.account.account };
  const general = requireGeneralToken(request);
  return 'response' in general ? user : general;
}

/** The multipart field `file`, checked against the limits; or the 400 to answer. */
async function readUpload(request: Request): Promise<{ file: File; bytes: Uint8Array } | Response> {
  const rules = rulesOf(request);
  if (rules instanceof Response) return rules;
  const form = await request.formData().catch(() => null);
  const file = form?.get('file');
  if (!file || typeof file === 'string') return fail(400, [say(request, FILE_MSG.noFile)]);
  const issues = fileRuleIssues({ name: file.name, size: file.size, type: file.type }, rules);
  if (issues.length) return fail(400, issues.map((i) => sayIssue(request, i)));
  return { file, bytes: new Uint8Array(await file.arrayBuffer()) };
}

// btoa/atob, not Buffer: the same handlers run in the browser's worker.
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Puts the content where it fits (see INLINE_BUDGET) and forgets the oldest files beyond MAX_FILES. */
function keepContent(stored: StoredFile, bytes: Uint8Array) {
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

const contentOf = (f: StoredFile) => (f.data !== undefined ? f.data : inMemory.get(f.fileId));
const issued = (f: StoredFile): IssuedFile & Pick<FileRef, 'uploadedAt'> => ({ fileId: f.fileId, name: f.fileName, size: f.size, type: f.contentType, uploadedAt: f.uploadedAt });
const byFileId = (fileId: string) => files.all().find((f) => f.fileId === fileId);

/** `Content-Disposition` with a plain ASCII name and the RFC 5987 UTF-8 one (Chinese names). */
const disposition = (name: string) => `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * The file of `{fileId}` for a change: only the account that issued it changes it (another
 * caller gets 404, so file ids cannot be probed).
 */
function ownFile(request: Request, fileId: string, account: string): StoredFile | Response {
  const found = byFileId(fileId);
  return found && found.account === account ? found : fail(404, [say(request, FILE_MSG.notFound)]);
}

async function issueFile(request: Request, account: string) {
  const upload = await readUpload(request);
  if (upload instanceof Response) return upload;
  const stored = files.insert({
    fileId: `file-${crypto.randomUUID()}`,
    fileName: upload.file.name,
    contentType: upload.file.type || 'application/octet-stream',
    size: upload.file.size,
    uploadedAt: new Date(clock.now()).toISOString(),
    committed: false,
    account,
  });
  keepContent(stored, upload.bytes);
  return ok(issued(stored));
}

function commitFile(request: Request, fileId: string, account: string) {
  const found = ownFile(request, fileId, account);
  if (found instanceof Response) return found;
  return ok({ ...issued(files.update(found.id, { committed: true })!), committed: true });
}

/**
 * An issued file as a record that uses it sees it (the sign-up checks its attachments), or
 * undefined when no such file was issued by `account`.
 */
export function issuedFileOf(fileId: string, account: string): (FileRef & { committed: boolean }) | undefined {
  const found = byFileId(fileId);
  if (!found || found.account !== account) return undefined;
  return { fileId: found.fileId, fileName: found.fileName, size: found.size, contentType: found.contentType, uploadedAt: found.uploadedAt, committed: found.committed };
}

/** `file commit` for a record the server saves itself (the sign-up commits its attachments). */
export function commitIssuedFile(fileId: string): void {
  const found = byFileId(fileId);
  if (found && !found.committed) files.update(found.id, { committed: true });
}

type Params = { fileId: string };

export const fileHandlers = [
  /** `file issue`: multipart field `file`, within the limits (query `maxMb`, `types`, `attachmentCode`). */
  http.post('*/api/g/file/issue', guarded(requireUploader, ({ request, caller }) => issueFile(request, caller.account))),

  /** `file update`: new content (and name) under the same id, within the same limits. */
  http.put<Params>('*/api/g/file/:fileId', guarded(requireUploader, async ({ request, params, caller }) => {
    const found = ownFile(request, params.fileId, caller.account);
    if (found instanceof Response) return found;
    const upload = await readUpload(request);
    if (upload instanceof Response) return upload;
    const updated = files.update(found.id, {
      fileName: upload.file.name,
      contentType: upload.file.type || 'application/octet-stream',
      size: upload.file.size,
      uploadedAt: new Date(clock.now()).toISOString(),
    })!;
    keepContent(updated, upload.bytes);
    return ok(issued(updated));
  })),

  /** `file commit`: the record that uses the file was saved; answered again when repeated. */
  http.post<Params>('*/api/g/file/:fileId/commit', guarded(requireUploader, ({ request, params, caller }) => commitFile(request, params.fileId, caller.account))),

  /** The download: the bytes as uploaded, under their name. Any caller holding the id may read it. */
  http.get<Params>('*/api/g/file/:fileId', guarded(requireUploader, ({ request, params }) => {
    const found = byFileId(params.fileId);
    if (!found) return fail(404, [say(request, FILE_MSG.notFound)]);
    const content = contentOf(found);
    if (content === undefined) return fail(404, [say(request, FILE_MSG.contentGone)]);
    return new HttpResponse(fromBase64(content), {
      status: 200,
      headers: {
        'Content-Type': found.contentType,
        'Content-Disposition': disposition(found.fileName),
        'X-Transaction-Id': nextTransactionId(),
      },
    });
  })),

  /** The public sign-up's `file issue` and `file commit` (spec section 7), general token only. */
  http.post('*/api/ss/file/issue', guarded(requireGeneralToken, ({ request, caller }) => issueFile(request, caller.account))),
  http.post<Params>('*/api/ss/file/:fileId/commit', guarded(requireGeneralToken, ({ request, params, caller }) => commitFile(request, params.fileId, caller.account))),
];
