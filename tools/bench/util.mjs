// Small helpers shared by the bench modules.
import { spawnSync } from 'node:child_process';
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

/**
 * The font this machine lays Traditional Chinese out with (fontconfig's answer for zh-TW), or null.
 * The portal opens in zh-TW and every phone has a CJK font; without one the browser searches every
 * font for each Chinese character, which made the PO list's layouts about twice as long at 1x
 * (87-117 ms against 50-63 ms with Noto Sans CJK) and the zh-TW figures pessimistic against the
 * English baseline. The bench says which it had (docs/bundle-analysis.md, "Fonts").
 */
function chineseFont() {
  const listed = spawnSync('fc-list', [':lang=zh-tw', 'family'], { encoding: 'utf8' });
  if (listed.status !== 0 || !listed.stdout.trim()) return null;
  // The one a sans-serif zh-TW text gets, as the theme's font list ends in sans-serif.
  const chosen = spawnSync('fc-match', ['-f', '%{family[0]}', 'sans-serif:lang=zh-tw'], { encoding: 'utf8' });
  return chosen.status === 0 && chosen.stdout.trim() ? chosen.stdout.trim() : listed.stdout.split('\n')[0].split(',')[0].trim();
}

/** Prints, once per run, that the zh-TW pages will be measured with a browser font fallback. */
export function warnWithoutChineseFont(log = console.warn) {
  const font = chineseFont();
  if (!font) log('No CJK font (fc-list :lang=zh-tw): zh-TW pages are laid out slower than on any phone. apt-get install fonts-noto-cjk');
  return font;
}
