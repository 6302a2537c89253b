import { api } from 'shared-ui';
import type { PageResult, SearchRequest } from 'shared-ui/contract';
import { downloadFile } from './download';

export type Id = number | string;

/** What a call may add: `silent` when the screen shows the failure itself, `signal` to cancel it. */
export interface CallOptions {
  silent?: boolean;
  signal?: AbortSignal;
  /**
   * A create's or an action's `Idempotency-Key` (api-conventions.md; `useIdempotentCall` keeps
   * one per submission): the same key again, after an answer that never arrived, gets the first
   * answer instead of a second record or a refusal of work already done.
   */
  idempotencyKey?: string;
  /** The query of the call (`?supplierId=`: an audit's conversation with one of its targets). */
  params?: Record<string, string>;
}

/** The options as axios takes them: the key as its header. */
const withKey = ({ idempotencyKey, ...options }: CallOptions = {}) =>
  idempotencyKey ? { ...options, headers: { 'Idempotency-Key': idempotencyKey } } : options;

/**
 * The calls of one REST resource by the conventions (api-conventions.md), so pages and templates
 * never build URLs. `Rec` is the record a read answers, `Row` a row of its search, `Filter` the
 * search filters of spec section 3.
 */
export interface Resource<Rec = unknown, Row = Rec, Filter extends object = Record<string, unknown>> {
  /** The path under /api, e.g. `a/po`. */
  readonly path: string;
  /**
   * The root of every cache key of the resource's lists, records and parts: invalidating it after
   * a change reads them all again.
   */
  readonly key: readonly [string];
  /** `POST {path}/{search}` (the spec names some searches: `searchForReply`). */
  search(body: SearchRequest<Partial<Filter>>, options?: CallOptions): Promise<PageResult<Row>>;
  /** How many records the search matches (a one-row page), for the counts of a home page or a board. */
  count(filters?: Partial<Filter> & { keyword?: string }): Promise<number>;
  get(id: Id, options?: CallOptions): Promise<Rec>;
  /** `GET {path}?{params}`: a lookup answered by its query (the banks of a country). */
  read<R>(params?: Record<string, string>, options?: CallOptions): Promise<R>;
  /** `GET {path}/{id}/{part}`: a part read on its own (a commit history, the last approved version). */
  getPart<R>(id: Id, part: string, options?: CallOptions): Promise<R>;
  create(body: unknown, options?: CallOptions): Promise<Rec>;
  update(id: Id, body: unknown, options?: CallOptions): Promise<Rec>;
  remove(id: Id, options?: CallOptions): Promise<void>;
  /** A named transition of the spec on one record: `POST {path}/{id}/{name}` (commit, reject, confirm...). */
  action<R = Rec>(id: Id, name: string, body?: unknown, options?: CallOptions): Promise<R>;
  /** A call on the whole resource: `POST {path}/{name}` (a reply to several lines, a file upload). */
  call<R = unknown>(name: string, body?: unknown, options?: CallOptions): Promise<R>;
  /** A file for the resource (multipart, field `file`): `POST {path}/{name}`, e.g. `replyByFile`. */
  upload<R = unknown>(name: string, file: File, options?: UploadOptions): Promise<R>;
  /** An Excel export of a search (`search/xls` unless the spec names another path), saved under the server's name. */
  exportXls(body: SearchRequest<Partial<Filter>>, subPath?: string): Promise<string>;
}

/** A resource as a detail page or a record's tab reads it: its search rows and filters do not matter there. */
export type RecordResource<Rec = unknown> = Resource<Rec, unknown, object>;

/** An upload's progress from 0 to 100, and whether the caller shows a failure itself. */
export interface UploadOptions {
  silent?: boolean;
  onProgress?(percent: number): void;
  /** More multipart fields sent beside the file (the supplier staff act for). */
  fields?: Record<string, string>;
  /** As a create's (`CallOptions`): the same file sent again after a lost answer is answered once. */
  idempotencyKey?: string;
}

/** `search`: the name of the resource's search action when the spec names another one. */
export function resource<Rec = unknown, Row = Rec, Filter extends object = Record<string, unknown>>(
  path: string,
  options: { search?: string } = {},
): Resource<Rec, Row, Filter> {
  const search = options.search ?? 'search';
  const at = (...parts: Id[]) => [path, ...parts.map((p) => encodeURIComponent(String(p)))].join('/');
  return {
    path,
    key: [path],
    search: (body, o) => api.post<PageResult<Row>>(at(search), body, o).then((r) => r.data),
    count: (filters = {}) =>
      api.post<PageResult<unknown>>(at(search), { ...filters, paging: { page: 1, pageSize: 1 } }, { silent: true }).then((r) => r.data.totalCount),
    get: (id, o) => api.get<Rec>(at(id), o).then((r) => r.data),
    read: <R>(params?: Record<string, string>, o?: CallOptions): Promise<R> => api.get<R>(path, { ...o, params }).then((r) => r.data),
    getPart: <R>(id: Id, part: string, o?: CallOptions): Promise<R> => api.get<R>(at(id, part), o).then((r) => r.data),
    create: (body, o) => api.post<Rec>(path, body, withKey(o)).then((r) => r.data),
    update: (id, body, o) => api.put<Rec>(at(id), body, o).then((r) => r.data),
    remove: (id, o) => api.delete(at(id), o).then(() => undefined),
    action: <R = Rec>(id: Id, name: string, body?: unknown, o?: CallOptions): Promise<R> => api.post<R>(at(id, name), body, withKey(o)).then((r) => r.data),
    call: <R = unknown>(name: string, body?: unknown, o?: CallOptions): Promise<R> => api.post<R>(`${path}/${name}`, body, withKey(o)).then((r) => r.data),
    upload: <R = unknown>(name: string, file: File, o?: UploadOptions) => postFile<R>(`${path}/${name}`, file, o),
    exportXls: (body, subPath = `${search}/xls`) => downloadFile({ method: 'POST', url: `${path}/${subPath}`, body }, `${path.split('/').pop()}.xlsx`),
  };
}

/** An uploaded file as `g/file/issue` answers it: a token until the record that uses it is committed. */
export interface IssuedFile {
  fileId: string;
  name: string;
  size: number;
  type: string;
}

/**
 * Uploads one file (multipart, field `file`) to `g/file/issue` (or the sign-up's `ss/file/issue`),
 * reporting progress from 0 to 100. `silent`: the caller shows the failure itself (an upload
 * field shows a 400's messages at the field).
 */
export const uploadFile = (url: string, file: File, onProgress?: (percent: number) => void, options: { silent?: boolean } = {}) =>
  postFile<IssuedFile>(url, file, { ...options, onProgress });

async function postFile<R>(url: string, file: File, options: UploadOptions = {}): Promise<R> {
  const form = new FormData();
  form.append('file', file);
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  const { data } = await api.post<R>(url, form, {
    headers: { 'Content-Type': 'multipart/form-data', ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}) },
    onUploadProgress: (e) => options.onProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
    silent: options.silent,
  });
  options.onProgress?.(100);
  return data;
}
