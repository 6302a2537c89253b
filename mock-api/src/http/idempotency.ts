import { bearerToken } from './auth-guard';
import { say } from './locale';
import { answerDate, fail, nextTransactionId } from './respond';
import { db } from '../store/db';

const MSG = {
  reused: { 'zh-TW': '此 Idempotency-Key 已用於另一個請求。', 'en-US': 'This Idempotency-Key was sent before with another request.' },
};

interface Stored {
  request: string;
  status: number;
  headers: [string, string][];
  bytes: ArrayBuffer;
}

/** Keys remembered (the oldest go first) and for how long: a retry comes within minutes. */
const MAX_KEYS = 500;
const KEEP_MS = 24 * 60 * 60 * 1000;
const seen = new Map<string, { at: number; answer: Promise<Stored> }>();

/**
 * `POST` with an `Idempotency-Key` header (the client sends one per form submission): the first
 * answer is kept and a retry with the same key, caller and path gets it again instead of a second
 * record; the same key with another body answers 422. A 5xx is not kept (the retry runs again).
 * Kept in the running process only: a restart forgets the keys.
 */
export async function idempotent(request: Request, run: () => Promise<Response>): Promise<Response> {
  const key = request.method === 'POST' ? request.headers.get('Idempotency-Key') : null;
  if (!key) return run();
  const token = bearerToken(request);
  const who = (token && db.state.sessions.find((s) => s.token === token)?.account) ?? token ?? '';
  const id = JSON.stringify([who, new URL(request.url).pathname, key]);
  const body = await request.clone().text();
  const now = Date.now();
  const earlier = seen.get(id);
  if (earlier && earlier.at > now - KEEP_MS) {
    const stored = await earlier.answer;
    if (stored.request !== body) return fail(422, [say(request, MSG.reused)]);
    // The same answer, as a new answer: every answer has its own transaction id (api-conventions.md) and date.
    const headers = new Headers(stored.headers);
    headers.set('X-Transaction-Id', nextTransactionId());
    headers.set('Date', answerDate());
    return new Response(stored.bytes.slice(0), { status: stored.status, headers });
  }
  const answer = run().then(async (response) => ({
    request: body,
    status: response.status,
    headers: [...response.headers.entries()],
    bytes: await response.clone().arrayBuffer(),
  }));
  seen.set(id, { at: now, answer });
  if (seen.size > MAX_KEYS) seen.delete(seen.keys().next().value as string);
  const stored = await answer;
  if (stored.status >= 500) seen.delete(id);
  return new Response(stored.bytes.slice(0), { status: stored.status, headers: stored.headers });
}
