import { http, type RequestHandler } from 'msw';
import { ATTACHMENT_FILE_RULES, DEFAULT_FILE_RULES, fileRuleIssues, type FileRules } from 'shared-ui/contract';
import { holdersOf, readsAHolder } from '../activity/file-holders';
import { guarded, type Refusal } from '../http/guarded';
import { requireGeneralToken, requireUser } from '../http/guards';
import { sayIssue } from '../http/issue-messages';
import { say, type Bilingual } from '../http/locale';
import { queryParam } from '../http/options';
import { download, fail, ok } from '../http/respond';
import type { AccountRecord } from '../seed/accounts';
import { CONTENT_MSG, contradictedExtension } from './file-content';
import { demoContent, isSeededFileId } from './seeded-files';
import { attachmentSettings } from '../store/collections';
import { byFileId, contentOf, files, fromBase64, issued, keepContent, uploadFields, type StoredFile } from './file-store';

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

/**
 * Who calls: a signed-in user (`user`), or a general token (the public sign-up's, or a signed-in
 * user's). The sign-up's visitors share one pseudo account, so a visitor is also told apart by its
 * visit (the sign-in id of its token, `GET auth/supplierSignup`).
 */
interface Uploader {
  account: string;
  visit?: string;
  user?: AccountRecord;
}

/** Any signed-in user, or a general token (the public sign-up's). */
function requireUploader(request: Request): Uploader | Refusal {
  const user = requireUser(request);
  if (!('response' in user)) return { account: user.account.account, user: user.account };
  const visitor = requireGeneralToken(request);
  return 'response' in visitor ? user : visitor;
}

/** Whether the caller issued the file: the same account, and for the sign-up the same visit. */
const issuedTo = (file: StoredFile, caller: Uploader) => file.account === caller.account && file.visit === caller.visit;

/** The multipart field `file`, checked against the limits; or the 400 to answer. */
async function readUpload(request: Request): Promise<{ file: File; bytes: Uint8Array } | Response> {
  const rules = rulesOf(request);
  if (rules instanceof Response) return rules;
  const form = await request.formData().catch(() => null);
  const file = form?.get('file');
  if (!file || typeof file === 'string') return fail(400, [say(request, FILE_MSG.noFile)]);
  const issues = fileRuleIssues({ name: file.name, size: file.size, type: file.type }, rules);
  if (issues.length) return fail(400, issues.map((i) => sayIssue(request, i)));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contradicted = await contradictedExtension(file.name, bytes);
  if (contradicted) return fail(400, [say(request, CONTENT_MSG.mismatch(file.name, contradicted))]);
  return { file, bytes };
}

/**
 * The file of `{fileId}` for a change: only the account that issued it changes it (another
 * caller gets 404, so file ids cannot be probed).
 */
function ownFile(request: Request, fileId: string, caller: Uploader): StoredFile | Response {
  const found = byFileId(fileId);
  return found && issuedTo(found, caller) ? found : fail(404, [say(request, FILE_MSG.notFound)]);
}

async function issueFile(request: Request, caller: Uploader) {
  const upload = await readUpload(request);
  if (upload instanceof Response) return upload;
  const owner = { account: caller.account, ...(caller.visit ? { visit: caller.visit } : {}) };
  const stored = files.insert({ fileId: `file-${crypto.randomUUID()}`, ...uploadFields(upload.file), committed: false, ...owner });
  keepContent(stored, upload.bytes);
  return ok(issued(stored));
}

function commitFile(request: Request, fileId: string, caller: Uploader) {
  const found = ownFile(request, fileId, caller);
  if (found instanceof Response) return found;
  return ok({ ...issued(files.update(found.id, { committed: true })!), committed: true });
}

type Params = { fileId: string };

/**
 * Whether the caller may download the file: while no record names it, whoever issued it (a
 * draft's fresh upload, the sign-up's own files); once a record does, whoever reads a document
 * holding it (activity/file-holders.ts), as that document's own GET answers the caller. The
 * sign-up's visitor reads no document: its files are its own until its registration names them.
 */
async function mayDownload(request: Request, fileId: string, caller: Uploader, stored: StoredFile | undefined, documents: () => readonly RequestHandler[]) {
  const held = holdersOf(fileId);
  if (!held.attached) return { allowed: Boolean(stored && issuedTo(stored, caller)), held };
  return { allowed: caller.user ? await readsAHolder(request, fileId, held.holders, caller.user, documents) : false, held };
}

/** The file calls; `documents` answer the GETs of the documents that hold files (who may download one). */
export const fileHandlers = (documents: () => readonly RequestHandler[]) => [
  /** `file issue`: multipart field `file`, within the limits (query `maxMb`, `types`, `attachmentCode`). */
  http.post('*/api/g/file/issue', guarded(requireUploader, ({ request, caller }) => issueFile(request, caller))),

  /** `file update`: new content (and name) under the same id, within the same limits. */
  http.put<Params>('*/api/g/file/:fileId', guarded(requireUploader, async ({ request, params, caller }) => {
    const found = ownFile(request, params.fileId, caller);
    if (found instanceof Response) return found;
    const upload = await readUpload(request);
    if (upload instanceof Response) return upload;
    const updated = files.update(found.id, uploadFields(upload.file))!;
    keepContent(updated, upload.bytes);
    return ok(issued(updated));
  })),

  /** `file commit`: the record that uses the file was saved; answered again when repeated. */
  http.post<Params>('*/api/g/file/:fileId/commit', guarded(requireUploader, ({ request, params, caller }) => commitFile(request, params.fileId, caller))),

  /**
   * The download: the bytes as uploaded, under their name, to whoever may have them (mayDownload);
   * anyone else is told there is no such file (404, as an unknown id: ids cannot be probed).
   */
  http.get<Params>('*/api/g/file/:fileId', guarded(requireUploader, async ({ request, params, caller }) => {
    const stored = byFileId(params.fileId);
    const { allowed, held } = await mayDownload(request, params.fileId, caller, stored, documents);
    if (!allowed) return fail(404, [say(request, FILE_MSG.notFound)]);
    if (!stored && held.ref && isSeededFileId(params.fileId)) {
      const demo = await demoContent(held.ref);
      return download(demo.bytes, held.ref.fileName, demo.contentType);
    }
    if (!stored) return fail(404, [say(request, FILE_MSG.notFound)]);
    const content = contentOf(stored);
    if (content === undefined) return fail(404, [say(request, FILE_MSG.contentGone)]);
    return download(fromBase64(content), stored.fileName, stored.contentType);
  })),

  /** The public sign-up's `file issue` and `file commit` (spec section 7), general token only. */
  http.post('*/api/ss/file/issue', guarded(requireGeneralToken, ({ request, caller }) => issueFile(request, caller))),
  http.post<Params>('*/api/ss/file/:fileId/commit', guarded(requireGeneralToken, ({ request, params, caller }) => commitFile(request, params.fileId, caller))),
];
