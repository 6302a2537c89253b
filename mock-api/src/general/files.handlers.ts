import { http } from 'msw';
import { ATTACHMENT_FILE_RULES, DEFAULT_FILE_RULES, fileRuleIssues, type FileRules } from 'shared-ui/contract';
import { guarded, type Refusal } from '../http/guarded';
import { requireGeneralToken, requireUser } from '../http/guards';
import { sayIssue } from '../http/issue-messages';
import { say, type Bilingual } from '../http/locale';
import { queryParam } from '../http/options';
import { download, fail, ok } from '../http/respond';
import { CONTENT_MSG, contradictedExtension } from './file-content';
import { demoContent, seededFileRef } from './seeded-files';
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
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contradicted = await contradictedExtension(file.name, bytes);
  if (contradicted) return fail(400, [say(request, CONTENT_MSG.mismatch(file.name, contradicted))]);
  return { file, bytes };
}

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
  const stored = files.insert({ fileId: `file-${crypto.randomUUID()}`, ...uploadFields(upload.file), committed: false, account });
  keepContent(stored, upload.bytes);
  return ok(issued(stored));
}

function commitFile(request: Request, fileId: string, account: string) {
  const found = ownFile(request, fileId, account);
  if (found instanceof Response) return found;
  return ok({ ...issued(files.update(found.id, { committed: true })!), committed: true });
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
    const updated = files.update(found.id, uploadFields(upload.file))!;
    keepContent(updated, upload.bytes);
    return ok(issued(updated));
  })),

  /** `file commit`: the record that uses the file was saved; answered again when repeated. */
  http.post<Params>('*/api/g/file/:fileId/commit', guarded(requireUploader, ({ request, params, caller }) => commitFile(request, params.fileId, caller.account))),

  /** The download: the bytes as uploaded, under their name. Any caller holding the id may read it. */
  http.get<Params>('*/api/g/file/:fileId', guarded(requireUploader, async ({ request, params }) => {
    const found = byFileId(params.fileId);
    const seeded = found ? undefined : seededFileRef(params.fileId);
    if (seeded) {
      const demo = await demoContent(seeded);
      return download(demo.bytes, seeded.fileName, demo.contentType);
    }
    if (!found) return fail(404, [say(request, FILE_MSG.notFound)]);
    const content = contentOf(found);
    if (content === undefined) return fail(404, [say(request, FILE_MSG.contentGone)]);
    return download(fromBase64(content), found.fileName, found.contentType);
  })),

  /** The public sign-up's `file issue` and `file commit` (spec section 7), general token only. */
  http.post('*/api/ss/file/issue', guarded(requireGeneralToken, ({ request, caller }) => issueFile(request, caller.account))),
  http.post<Params>('*/api/ss/file/:fileId/commit', guarded(requireGeneralToken, ({ request, params, caller }) => commitFile(request, params.fileId, caller.account))),
];
