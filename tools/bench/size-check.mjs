#!/usr/bin/env node
// Byte budgets that can be checked from the dist folders alone (no browser, no timings), for
// `npm test`: each remote's remoteEntry.js, gzip level 9, within budgets.remoteEntryGzipBytes.
//
//   node tools/bench/size-check.mjs            # table; exit 1 if a budget fails
//   import { checkSizes } from './tools/bench/size-check.mjs'
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '../apps.mjs';
import { budgets, check, formatBytes } from './budgets.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function gzipSize(buffer) {
  return zlib.gzipSync(buffer, { level: 9 }).length;
}

/**
 * @param {object} [options]
 * @param {string} [options.root] repository root
 * @param {boolean} [options.requireDist] a missing dist fails its check (default: reported as skipped)
 * @returns {Array<{ name: string, value: number | null, limit: number, ok: boolean, unit: string, skipped?: boolean, note?: string }>}
 */
export function checkSizes({ root = ROOT, requireDist = false } = {}) {
  return REMOTES.map(({ project: app }) => {
    const name = `${app}/dist/remoteEntry.js gzip`;
    const file = path.join(root, app, 'dist', 'remoteEntry.js');
    if (!fs.existsSync(file)) {
      const note = `no ${app}/dist/remoteEntry.js (build: cd ${app} && npx webpack --mode production)`;
      return requireDist
        ? { ...check(name, null, budgets.remoteEntryGzipBytes, { note }), ok: false }
        : { name, value: null, limit: budgets.remoteEntryGzipBytes, unit: 'bytes', ok: true, skipped: true, note };
    }
    return check(name, gzipSize(fs.readFileSync(file)), budgets.remoteEntryGzipBytes);
  });
}

function main() {
  const requireDist = process.argv.includes('--require-dist');
  const results = checkSizes({ requireDist });
  for (const r of results) {
    const status = r.skipped ? 'SKIP' : r.ok ? 'ok  ' : 'FAIL';
    console.log(`${status} ${r.name.padEnd(44)} ${formatBytes(r.value).padStart(10)} / ${formatBytes(r.limit)}${r.note ? `  (${r.note})` : ''}`);
  }
  const failed = results.filter((r) => !r.ok);
  if (failed.length) {
    console.error(`\n${failed.length} size budget(s) failed: ${failed.map((f) => f.name).join(', ')}`);
    process.exitCode = 1;
  }
}

const isMain = import.meta.main ?? (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url));
if (isMain) main();
