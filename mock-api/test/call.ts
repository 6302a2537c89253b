import { getResponse, type RequestHandler } from 'msw';
import { handlers } from '../src/handlers';

export interface CallOptions {
  body?: unknown;
  token?: string;
  lang?: string;
}
export interface Answer {
  status: number;
  headers: Headers;
  // JSON of any shape: the tests read what each call answers.
  body: ReturnType<typeof JSON.parse>;
}
export type Call = (method: string, path: string, options?: CallOptions) => Promise<Answer>;

/** A `call` that builds the request as the portal's client does and hands it to `send`. */
export function makeCall(baseUrl: string, send: (request: Request) => Promise<Response | undefined>): Call {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Accept-Language': options.lang ?? 'zh-TW' };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const response = await send(new Request(`${baseUrl}/${path}`, { method, headers, body }));
    if (!response) throw new Error(`No handler for ${method} ${path}`);
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  };
}

/** Through the msw handlers in-process (msw 3's getResponse), as the browser worker would. */
export const callThrough = (list: RequestHandler[]) => makeCall('http://127.0.0.1:4300/api', (r) => getResponse(list, r));

/** Over real HTTP, against a running server. */
export const callOver = (baseUrl: string) => makeCall(baseUrl, (r) => fetch(r));

/** Sends one request through the mock handlers, as the browser worker or the Node server would. */
export const call = callThrough(handlers);
