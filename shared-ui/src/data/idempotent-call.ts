import { useCallback, useRef } from 'react';
import type { FailedCall } from './failed-call';

/** 128 random bits as hex: `crypto.randomUUID` exists only on https pages, `getRandomValues` everywhere. */
export const newIdempotencyKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

// A file in the content stands for itself: the same File sent again is the same content, another
// one (even of the same name) is not. JSON would write every file as `{}`. Told by its tag, not
// `instanceof`: a File of another realm (a frame, Node's under test) is a file too.
const fileIds = new WeakMap<object, number>();
let lastFileId = 0;
const isFile = (value: unknown): value is Blob => typeof value === 'object' && value !== null && /^\[object (Blob|File)\]$/.test(Object.prototype.toString.call(value));
const fileId = (file: Blob) => {
  if (!fileIds.has(file)) fileIds.set(file, ++lastFileId);
  return `file#${fileIds.get(file)}`;
};
const contentOf = (content: unknown) => JSON.stringify(content, (_, value: unknown) => (isFile(value) ? fileId(value) : value)) ?? '';

/**
 * The server has answered the call (a success, or a refusal of the request it received): pressing
 * again is a new submission, sent as such. No answer (the network, a timeout) or a 5xx (a gateway
 * gave up waiting) may hide work done: pressing again is a retry of the same one.
 */
const answered = (error: unknown) => {
  const status = (error as FailedCall | undefined)?.response?.status;
  return typeof status === 'number' && status < 500;
};

/** Sends a call of a submission: `content`, what the user sends; `send`, the call made with the key. */
export type IdempotentCall = <R>(content: unknown, send: (idempotencyKey: string) => Promise<R>) => Promise<R>;

/**
 * The `Idempotency-Key` of a form or dialog that creates something or changes state (a create, a
 * transfer, a file of replies): the same key while the same content is sent again after a call
 * whose answer never arrived (the server did the work; the retry gets its first answer instead of
 * a second record or a "not open" refusal), a new one when the content changes, and once the
 * server has answered (after a success, pressing again with the same content is meant as a new
 * one). One submission at a time: the caller's busy state already allows no other.
 */
export function useIdempotentCall(): IdempotentCall {
  const submission = useRef<{ content: string; key: string } | undefined>(undefined);
  return useCallback(async <R>(content: unknown, send: (idempotencyKey: string) => Promise<R>) => {
    const json = contentOf(content);
    if (submission.current?.content !== json) submission.current = { content: json, key: newIdempotencyKey() };
    const sent = submission.current;
    const forget = () => {
      if (submission.current === sent) submission.current = undefined;
    };
    try {
      const result = await send(sent.key);
      forget();
      return result;
    } catch (error) {
      if (answered(error)) forget();
      throw error;
    }
  }, []);
}
