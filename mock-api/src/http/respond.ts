import { HttpResponse } from 'msw';

let sequence = 0;
/** Unique per answer, as the real backend's `X-Transaction-Id`. */
export function nextTransactionId(): string {
  sequence += 1;
  return `TX${Date.now().toString(36).toUpperCase()}-${sequence.toString().padStart(6, '0')}`;
}

const headers = () => ({ 'X-Transaction-Id': nextTransactionId() });

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
