import { HttpResponse } from 'msw';
import { clock } from '../store/clock';

let sequence = 0;
/** Unique per answer, as the real backend's `X-Transaction-Id`. */
export function nextTransactionId(): string {
  sequence += 1;
  return `TX${Date.now().toString(36).toUpperCase()}-${sequence.toString().padStart(6, '0')}`;
}

// nosniff: a browser takes a download or an answer as the type it says, never guesses (issue 18).
// Date: the business clock's now, as a server's Date header is its own clock: the screens take the
// server's business day from it (shared-ui data/server-day), not the browser's date.
export const answerDate = () => new Date(clock.now()).toUTCString();
export const headers = () => ({ 'X-Transaction-Id': nextTransactionId(), 'X-Content-Type-Options': 'nosniff', Date: answerDate() });

export function ok<T extends object | null>(body: T, status = 200) {
  return HttpResponse.json(body, { status, headers: headers() });
}

export function noContent() {
  return new HttpResponse(null, { status: 204, headers: headers() });
}

/** Error body of the contract: every broken rule one message, an optional named code. */
export function fail(status: number, messages: string[], code?: string) {
  return HttpResponse.json(code ? { messages, code } : { messages }, { status, headers: headers() });
}

/** `Content-Disposition` with a plain ASCII name and the RFC 5987 UTF-8 one (Chinese names). */
const disposition = (name: string) => `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** A file to save: its bytes as `contentType`, named `name`. */
export function download(bytes: Uint8Array<ArrayBuffer>, name: string, contentType: string) {
  return new HttpResponse(bytes, { status: 200, headers: { 'Content-Type': contentType, 'Content-Disposition': disposition(name), ...headers() } });
}
