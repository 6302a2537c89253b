// Small helpers shared by the bench modules.
import path from 'node:path';
import { APPS } from '../apps.mjs';

export { gzipSize } from './size-check.mjs';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function median(values) {
  const list = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!list.length) return null;
  const mid = Math.floor(list.length / 2);
  return list.length % 2 ? list[mid] : (list[mid - 1] + list[mid]) / 2;
}

export const round = (v, digits = 1) => (v === null || v === undefined ? null : Number(v.toFixed(digits)));

/** Rejects after `ms` with a message naming what timed out. */
export function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Which app served a URL (by port), and the file name within its dist. */
export function appOfUrl(url) {
  const u = new URL(url);
  const port = Number(u.port || (u.protocol === 'https:' ? 443 : 80));
  const app = APPS.find((a) => a.port === port && (u.hostname === '127.0.0.1' || u.hostname === 'localhost'));
  return {
    origin: u.origin,
    port,
    app: app?.project ?? null,
    file: path.posix.basename(u.pathname),
    path: u.pathname,
  };
}
