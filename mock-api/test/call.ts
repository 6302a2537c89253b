import { getResponse } from 'msw';
import { handlers } from '../src/handlers';

/** Sends one request through the mock handlers, as the browser worker or the Node server would. */
export async function call(method: string, path: string, options: { body?: unknown; token?: string; lang?: string } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Accept-Language': options.lang ?? 'zh-TW' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await getResponse(
    handlers,
    new Request(`http://127.0.0.1:4300/api/${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) }),
  );
  if (!response) throw new Error(`No handler for ${method} ${path}`);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}
