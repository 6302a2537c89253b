import { api } from 'shared-ui';
import type { SearchRequest } from 'shared-ui/contract';
import { filenameFromDisposition, saveBlob } from './save-blob';

/** The export's URL: `true` is `${resource}/search/xls`, a string a path under the resource (`xls`). */
export function exportUrl(resource: string, option: boolean | string): string {
  return `${resource}/${typeof option === 'string' ? option : 'search/xls'}`;
}

/**
 * Excel export of the current filter (api-conventions.md): POST with the search body, answer an
 * .xlsx saved under the server's file name, or the resource's name when the server gives none.
 */
export async function exportList(resource: string, option: boolean | string, body: SearchRequest<Record<string, unknown>>): Promise<string> {
  const response = await api.post<Blob>(exportUrl(resource, option), body, { responseType: 'blob' });
  const header = response.headers['content-disposition'] as string | undefined;
  const filename = filenameFromDisposition(header) ?? `${resource.split('/').pop()}.xlsx`;
  saveBlob(response.data, filename);
  return filename;
}
