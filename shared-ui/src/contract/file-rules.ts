import type { FileRules } from './files';
import { issue, type IssueMessage } from './issues';
import { VK } from './validation-keys';

const BYTES_PER_MB = 1024 * 1024;

/**
 * The limits of an upload nobody narrowed: 10 MB, office documents, images and zip. An upload
 * field (and the server's `file issue`) may narrow them, never widen them.
 */
export const DEFAULT_FILE_RULES: FileRules = {
  maxMb: 10,
  types: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'csv', 'txt', 'jpg', 'jpeg', 'png', 'zip'],
};

/** The files of an attachment setting (licences, certificates, bank proofs): scans, 5 MB of PDF or images. */
export const ATTACHMENT_FILE_RULES: FileRules = { maxMb: 5, types: ['pdf', 'jpg', 'jpeg', 'png'] };

const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/** A type entry matches the file's extension (`pdf`, `.PDF`) or its MIME type (`image/png`, `image/*`). */
function typeMatches(entry: string, file: { name: string; type: string }): boolean {
  const want = entry.trim().toLowerCase().replace(/^\./, '');
  if (!want.includes('/')) return want === extensionOf(file.name);
  const mime = file.type.toLowerCase();
  return want.endsWith('/*') ? mime.startsWith(want.slice(0, -1)) : mime === want;
}

/**
 * The file checks of spec section 5: size within `maxMb` ("File size exceeded {{size}} MB.") and
 * type among `types` ("Only {{type}} files accepted.", the types listed). An empty `types` list
 * accepts every type. Works on a browser `File` and on the mock backend's upload alike.
 */
export function fileRuleIssues(file: { name: string; size: number; type: string }, rules: FileRules): IssueMessage[] {
  const out: IssueMessage[] = [];
  if (file.size > rules.maxMb * BYTES_PER_MB) out.push(issue(VK.fileSize, 'file', { size: rules.maxMb }));
  if (rules.types.length > 0 && !rules.types.some((t) => typeMatches(t, file))) {
    out.push(issue(VK.fileType, 'file', { type: rules.types.join(', ') }));
  }
  return out;
}
