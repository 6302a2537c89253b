import { api } from 'shared-ui';
import type { PageResult, SearchRequest } from 'shared-ui/contract';
import { downloadFile } from './download';

export type Id = number | string;

/** An uploaded file as `g/file/issue` answers it: a token until the record that uses it is committed. */
export interface IssuedFile {
  fileId: string;
  name: string;
  size: number;
  type: string;
}

/**
 * The calls of one REST resource by the conventions (api-conventions.md), so pages never build
 * URLs: search, read, create, update, delete, a named action, Excel export, upload with progress.
 */
export function resource<T, F extends object = Record<string, unknown>>(path: string) {
  return {
    path,
    search: (body: SearchRequest<F>) => api.post<PageResult<T>>(`${path}/search`, body).then((r) => r.data),
    get: (id: Id) => api.get<T>(`${path}/${id}`).then((r) => r.data),
    create: (body: Partial<T>) => api.post<T>(path, body).then((r) => r.data),
    update: (id: Id, body: Partial<T>) => api.put<T>(`${path}/${id}`, body).then((r) => r.data),
    remove: (id: Id) => api.delete(`${path}/${id}`).then(() => undefined),
    /** A named transition of the spec: commit, reject, approve, block... */
    action: <R = T>(id: Id, name: string, body?: unknown) => api.post<R>(`${path}/${id}/${name}`, body).then((r) => r.data),
    exportXls: (body: SearchRequest<F>, subPath = 'search/xls') =>
      downloadFile({ method: 'POST', url: `${path}/${subPath}`, body }, `${path.split('/').pop()}.xlsx`),
  };
}

/**
 * How many records a search matches (its `totalCount`, asking for a one-row page): the counts of a
 * home page or a board. `silent`: the screen shows a dash instead of a notice when it fails.
 */
export const countMatches = (searchPath: string, filters: object = {}) =>
  api.post<PageResult<unknown>>(searchPath, { ...filters, paging: { page: 1, pageSize: 1 } }, { silent: true }).then((r) => r.data.totalCount);

/**
 * Uploads one file (multipart, field `file`), reporting progress from 0 to 100. `silent`: the
 * caller shows the failure itself (an upload field shows a 400's messages at the field).
 */
export async function uploadFile(url: string, file: File, onProgress?: (percent: number) => void, options: { silent?: boolean } = {}): Promise<IssuedFile> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post<IssuedFile>(url, form, {
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress: (e) => onProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
    silent: options.silent,
  });
  onProgress?.(100);
  return data;
}
