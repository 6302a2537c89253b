import { api } from 'shared-ui';
import { applySilentFailure, type FailedCall } from './failed-call';
import { saveBlob } from './save-blob';

/**
 * The file name of a `Content-Disposition: attachment; filename=...` header: the RFC 5987
 * `filename*=UTF-8''...` form wins (Chinese names), then the plain one, quoted or not.
 */
export function filenameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // a broken encoding falls back to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain ? (plain[2] ?? plain[1]).trim() : '';
  return name || undefined;
}

/** A refusal's body, which a file request receives as a Blob: its JSON, else its text. */
async function bodyOf(data: unknown): Promise<unknown> {
  if (!(data instanceof Blob)) return data;
  const text = await data.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Downloads a file the server answers (Excel exports, uploaded attachments) and saves it under
 * the server's name, or `fallbackName` when the server gives none. A refusal comes as a Blob too:
 * the call is silent and its messages are read from it before they are shown (the client alone
 * would show "400 {}").
 */
export async function downloadFile(request: { method: 'GET' | 'POST'; url: string; body?: unknown }, fallbackName: string): Promise<string> {
  let response;
  try {
    response = await api.request<Blob>({ method: request.method, url: request.url, data: request.body, responseType: 'blob', silent: true });
  } catch (error) {
    const failed = (error as FailedCall | undefined)?.response;
    applySilentFailure(failed, await bodyOf(failed?.data));
    throw error;
  }
  const filename = filenameFromDisposition(response.headers['content-disposition'] as string | undefined) ?? fallbackName;
  saveBlob(response.data, filename);
  return filename;
}
