import { getResponse, type RequestHandler } from 'msw';
import { handlers } from '../src/handlers';

export interface CallOptions {
  body?: unknown;
  /** A multipart body (uploads), sent instead of JSON. */
  form?: FormData;
  token?: string;
  lang?: string;
  /** More request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}
export interface Answer {
  status: number;
  headers: Headers;
  // JSON of any shape: the tests read what each call answers (null when the answer is not JSON).
  body: ReturnType<typeof JSON.parse>;
  /** The answer's bytes as sent (a downloaded file). */
  bytes: Uint8Array;
}
export type Call = (method: string, path: string, options?: CallOptions) => Promise<Answer>;

/** A `call` that builds the request as the portal's client does and hands it to `send`. */
export function makeCall(baseUrl: string, send: (request: Request) => Promise<Response | undefined>): Call {
  return async (method, path, options = {}) => {
    // A multipart body sets its own Content-Type (with the boundary).
    const headers: Record<string, string> = { 'Accept-Language': options.lang ?? 'zh-TW' };
    if (!options.form) headers['Content-Type'] = 'application/json';
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    Object.assign(headers, options.headers);
    const body = options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const response = await send(new Request(`${baseUrl}/${path}`, { method, headers, body }));
    if (!response) throw new Error(`No handler for ${method} ${path}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const json = (response.headers.get('Content-Type') ?? 'application/json').includes('json');
    const text = json ? new TextDecoder().decode(bytes) : '';
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null, bytes };
  };
}

/** Through the msw handlers in-process (msw 3's getResponse), as the browser worker would. */
export const callThrough = (list: RequestHandler[]) => makeCall('http://127.0.0.1:4300/api', (r) => getResponse(list, r));

/** Over real HTTP, against a running server. */
export const callOver = (baseUrl: string) => makeCall(baseUrl, (r) => fetch(r));

/** Sends one request through the mock handlers, as the browser worker or the Node server would. */
export const call = callThrough(handlers);
