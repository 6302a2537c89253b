import { api } from 'shared-ui';
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

/**
 * Downloads a file the server answers (Excel exports, uploaded attachments) and saves it under
 * the server's name, or `fallbackName` when the server gives none.
 */
export async function downloadFile(request: { method: 'GET' | 'POST'; url: string; body?: unknown }, fallbackName: string): Promise<string> {
  const response = await api.request<Blob>({ method: request.method, url: request.url, data: request.body, responseType: 'blob' });
  const filename = filenameFromDisposition(response.headers['content-disposition'] as string | undefined) ?? fallbackName;
  saveBlob(response.data, filename);
  return filename;
}
