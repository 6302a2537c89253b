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
 * The body a retry is compared by. A multipart body (a file of replies) by its fields and files:
 * its boundary is new with every request, so the same file sent again differs as text.
 */
async function bodyOf(request: Request): Promise<string> {
  if (!request.headers.get('Content-Type')?.includes('multipart/form-data')) return request.clone().text();
  const form = await request.clone().formData().catch(() => null);
  if (!form) return request.clone().text();
  const parts: unknown[] = [];
  for (const [name, value] of form.entries()) {
    parts.push([name, typeof value === 'string' ? value : [value.name, value.type, value.size, fingerprint(new Uint8Array(await value.arrayBuffer()))]]);
  }
  return JSON.stringify(parts);
}

/** FNV-1a over a file's bytes: two files compared without keeping either (no crypto.subtle on a plain-http page). */
function fingerprint(bytes: Uint8Array): string {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(16);
}

/**
 * `POST` with an `Idempotency-Key` header (the client sends one per submission: a create, an
 * action, a file of replies, a message): the first answer is kept and a retry with the same key,
 * caller and path (its query too) gets it again instead of a second record or a refusal of its
 * own work; the same key with another body answers 422. A 5xx or a run that threw is not kept (the
 * retry runs again).
 * Kept in the running process only: a restart forgets the keys.
 */
export async function idempotent(request: Request, run: () => Promise<Response>): Promise<Response> {
  const key = request.method === 'POST' ? request.headers.get('Idempotency-Key') : null;
  if (!key) return run();
  const token = bearerToken(request);
  const who = (token && db.state.sessions.find((s) => s.token === token)?.account) ?? token ?? '';
  // The query names what the path alone does not (`?supplierId=`: which of a joint audit's conversations).
  const { pathname, search } = new URL(request.url);
  const id = JSON.stringify([who, pathname + search, key]);
  const body = await bodyOf(request);
  const now = Date.now();
  const earlier = seen.get(id);
  // A first run that threw is no answer: the retry runs as the first call (its entry is gone).
  const stored = earlier && earlier.at > now - KEEP_MS ? await earlier.answer.catch(() => null) : null;
  if (stored) {
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
  // Kept is only a settled answer below 500: a run that threw (a 500 to the caller) or answered 5xx is forgotten.
  const forget = () => {
    if (seen.get(id)?.answer === answer) seen.delete(id);
  };
  const first = await answer.catch((error: unknown) => {
    forget();
    throw error;
  });
  if (first.status >= 500) forget();
  return new Response(first.bytes.slice(0), { status: first.status, headers: first.headers });
}
