import type { TFunction } from 'i18next';
import type { FileRef, FileRules } from 'shared-ui/contract';
import { downloadFile, type IssuedFile } from 'shared-ui/data';

/** `file issue` of the general prefix (api-conventions.md); the sign-up page passes `ss/file/issue`. */
export const ISSUE_URL = 'g/file/issue';

/** Where a file's bytes are read (`GET g/file/{fileId}`). */
export const fileUrl = (fileId: string) => `g/file/${encodeURIComponent(fileId)}`;

/**
 * The issue URL with the field's limits, so the server checks what the field checked: `maxMb`,
 * `types` (comma-separated) and the attachment setting's code. The server only narrows its own.
 */
export function issueUrl(base: string, limits: { rules?: FileRules; attachmentCode?: string } = {}): string {
  const query = new URLSearchParams();
  if (limits.rules) {
    query.set('maxMb', String(limits.rules.maxMb));
    if (limits.rules.types.length) query.set('types', limits.rules.types.join(','));
  }
  if (limits.attachmentCode) query.set('attachmentCode', limits.attachmentCode);
  const text = query.toString();
  return text ? `${base}${base.includes('?') ? '&' : '?'}${text}` : base;
}

/** The contract's file reference of what `file issue` answered. */
export function toFileRef(issued: IssuedFile & { uploadedAt?: string }): FileRef {
  const ref: FileRef = { fileId: issued.fileId, fileName: issued.name, size: issued.size, contentType: issued.type };
  return issued.uploadedAt ? { ...ref, uploadedAt: issued.uploadedAt } : ref;
}

/** Saves an uploaded file under its name (the request carries the token, so not a plain link). */
export const downloadFileRef = (file: FileRef) => downloadFile({ method: 'GET', url: fileUrl(file.fileId) }, file.fileName);

/** The file chooser's `accept`: `.pdf` for an extension, a MIME type as it is; none for "any type". */
export function acceptOf(rules: FileRules): string | undefined {
  if (rules.types.length === 0) return undefined;
  return rules.types.map((t) => (t.includes('/') ? t : `.${t.replace(/^\./, '')}`)).join(',');
}

/** A file's size for people: KB below 1 MB, else MB with one decimal. */
export function sizeText(t: TFunction, bytes: number | undefined): string | undefined {
  if (bytes === undefined) return undefined;
  if (bytes < 1024 * 1024) return t('upload:size.kb', { value: Math.max(1, Math.round(bytes / 1024)) });
  return t('upload:size.mb', { value: (bytes / (1024 * 1024)).toFixed(1) });
}
