import {
  ATTACHMENT_FILE_RULES,
  fileRuleIssues,
  type IssueMessage,
} from 'shared-ui/contract';
import { issuedFileOf } from '../general/file-store';
import { text } from '../http/body';
import type { FieldText } from '../http/field-errors';
import type { GeneralCaller } from '../http/guards';
import { say } from '../http/locale';
import { masterCodeIssues } from '../supplier/master-codes';
import { SIGNUP_MSG } from './messages';

// What the registration refuses beyond its schema: a taken account, a code outside its list, a
// file this sign-up did not issue or that breaks the attachment limits, a slot nobody asked for.

export const nested = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** A code that is not in its option list (a forged or outdated form) is refused at its field; blank ones the schema reports. */
export function checkCodes(body: Record<string, unknown>, problems: Problems) {
  problems.issues.push(...masterCodeIssues(body));
}

export interface Problems {
  issues: IssueMessage[];
  /** Field errors with a text of their own (not a contract rule). */
  texts: FieldText[];
}

/**
 * The uploaded files of the attachments: each must be a file this sign-up issued, within the
 * attachment limits (the issue call checked them too; a file could have been issued elsewhere).
 */
export function checkFiles(request: Request, body: Record<string, unknown>, caller: GeneralCaller, problems: Problems) {
  const check = (file: unknown, path: string) => {
    const fileId = text(nested(file, 'fileId'));
    const name = text(nested(file, 'fileName')) || fileId;
    if (!fileId) return; // the schema reports it
    const stored = issuedFileOf(fileId, caller.account, caller.visit);
    if (!stored) {
      problems.texts.push({ path, message: say(request, SIGNUP_MSG.fileMissing(name)) });
      return;
    }
    for (const broken of fileRuleIssues({ name: stored.fileName, size: stored.size ?? 0, type: stored.contentType ?? '' }, ATTACHMENT_FILE_RULES)) {
      problems.issues.push({ ...broken, path });
    }
  };
  const list = Array.isArray(body.attachmentList) ? body.attachmentList : [];
  list.forEach((slot, index) => {
    const files = nested(slot, 'files');
    if (Array.isArray(files)) for (const file of files) check(file, `attachmentList.${index}.files`);
  });
  // The free attachments are committed and kept on the record too: only this visit's uploads.
  const free = Array.isArray(body.freeAttachmentList) ? body.freeAttachmentList : [];
  free.forEach((file, index) => check(file, `freeAttachmentList.${index}`));
}

/** The attachment's name for "Upload the required attachment: {name}" when the rule names none. */
export function nameOfSlot(body: Record<string, unknown>, broken: IssueMessage): string {
  const match = /^attachmentList\.(\d+)/.exec(broken.path);
  const slot = match && Array.isArray(body.attachmentList) ? body.attachmentList[Number(match[1])] : undefined;
  return text(nested(slot, 'attachmentName')) || text(nested(slot, 'attachmentCode')) || '';
}
