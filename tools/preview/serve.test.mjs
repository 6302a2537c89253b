// The preview server's headers on a tiny fixture build (no webpack run): precompressed copies by
// Accept-Encoding, cache lifetimes of hashed and unhashed files, the host's SPA fallback and
// runtime config, the remotes' CORS. Run: node --test tools/ (npm test runs it as step "tools").
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import { startPreview } from './serve.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const CHUNK = 'chunk.0a1b2c3d.js';

/** Writes `name` and, like the production build, its .br and .gz copies. */
function writeCompressed(dir, name, text) {
  fs.writeFileSync(path.join(dir, name), text);
  fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(text));
  fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(text));
}

/** A raw GET (fetch would decompress and choose Accept-Encoding itself). */
function get(url, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('preview server', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-test-'));
  const hostDist = path.join(tmp, 'host');
  const remoteDist = path.join(tmp, 'remote');
  const chunkText = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;
  const mainText = `import('./${CHUNK}');\n`.repeat(50);
  const indexHtml = '<!doctype html><html><body><div id="root"></div><script src="/main.js"></script></body></html>\n';
  let preview;
  let host;
  let remote;

  before(async () => {
    fs.mkdirSync(hostDist);
    fs.mkdirSync(remoteDist);
    writeCompressed(hostDist, 'index.html', indexHtml);
    writeCompressed(hostDist, 'main.js', mainText);
    writeCompressed(hostDist, CHUNK, chunkText);
    fs.writeFileSync(path.join(hostDist, 'config.json'), JSON.stringify({ apiBaseUrl: '/api', mockBackend: true }));
    writeCompressed(remoteDist, 'remoteEntry.js', mainText);
    writeCompressed(remoteDist, 'mf-manifest.json', JSON.stringify({ name: 'supplier' }));
    writeCompressed(remoteDist, CHUNK, chunkText);
    preview = await startPreview({
      apps: [
        { project: 'host-shell', dist: hostDist, port: 0 },
        { project: 'remote-supplier', dist: remoteDist, port: 0 },
      ],
      configOverride: { mockBackend: false },
    });
    host = preview.urls['host-shell'];
    remote = preview.urls['remote-supplier'];
  });

  after(async () => {
    await preview?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('a hashed chunk: brotli copy when accepted, cached for a year', async () => {
    const res = await get(`${host}${CHUNK}`, { 'Accept-Encoding': 'gzip, deflate, br' });
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-encoding'], 'br');
    assert.match(res.headers.vary, /Accept-Encoding/);
    assert.equal(res.headers['cache-control'], IMMUTABLE);
    assert.match(res.headers['content-type'], /^text\/javascript/);
    assert.equal(Number(res.headers['content-length']), res.body.length);
    assert.ok(res.body.length < chunkText.length / 10, 'sent compressed');
    assert.equal(zlib.brotliDecompressSync(res.body).toString(), chunkText);
  });

  test('a hashed chunk: gzip copy when only gzip is accepted, the file itself when nothing is', async () => {
    const gz = await get(`${host}${CHUNK}`, { 'Accept-Encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(gz.body).toString(), chunkText);
    const plain = await get(`${host}${CHUNK}`);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.match(plain.headers.vary, /Accept-Encoding/);
    assert.equal(plain.headers['cache-control'], IMMUTABLE);
    assert.equal(plain.body.toString(), chunkText);
  });

  test('main.js (unhashed): compressed but revalidated every time; 304 keeps the headers', async () => {
    const res = await get(`${host}main.js`, { 'Accept-Encoding': 'br' });
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-encoding'], 'br');
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.ok(res.headers.etag);
    const again = await get(`${host}main.js`, { 'Accept-Encoding': 'br', 'If-None-Match': res.headers.etag });
    assert.equal(again.status, 304);
    assert.equal(again.headers['cache-control'], 'no-cache');
    assert.equal(again.body.length, 0);
  });

  test('the host: index.html for client-side routes, no-cache; a missing file is a 404, not the page', async () => {
    for (const route of ['/', '/admin/po', '/fromLinks/register']) {
      const res = await get(`${host.slice(0, -1)}${route}`, { 'Accept-Encoding': 'gzip' });
      assert.equal(res.status, 200, route);
      assert.equal(res.headers['content-encoding'], 'gzip', route);
      assert.equal(res.headers['cache-control'], 'no-cache', route);
      assert.match(res.headers['content-type'], /^text\/html/, route);
      assert.equal(zlib.gunzipSync(res.body).toString(), indexHtml, route);
    }
    const missing = await get(`${host}gone.9f9f9f9f.js`, { 'Accept-Encoding': 'br' });
    assert.equal(missing.status, 404);
    assert.equal(missing.headers['cache-control'], 'no-cache');
    assert.equal(missing.headers['content-encoding'], undefined);
  });

  test('config.json: read on every request with the override merged, never cached, never compressed', async () => {
    const first = JSON.parse((await get(`${host}config.json`, { 'Accept-Encoding': 'br' })).body.toString());
    assert.deepEqual(first, { apiBaseUrl: '/api', mockBackend: false });
    fs.writeFileSync(path.join(hostDist, 'config.json'), JSON.stringify({ apiBaseUrl: 'https://api.example.test/api', mockBackend: true }));
    const res = await get(`${host}config.json`, { 'Accept-Encoding': 'br' });
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.equal(res.headers['content-encoding'], undefined);
    assert.deepEqual(JSON.parse(res.body.toString()), { apiBaseUrl: 'https://api.example.test/api', mockBackend: false });
  });

  test('a remote: CORS on every answer, remoteEntry.js and mf-manifest.json no-cache, chunks immutable', async () => {
    for (const [file, cache] of [['remoteEntry.js', 'no-cache'], ['mf-manifest.json', 'no-cache'], [CHUNK, IMMUTABLE]]) {
      const res = await get(`${remote}${file}`, { 'Accept-Encoding': 'br', Origin: host.slice(0, -1) });
      assert.equal(res.status, 200, file);
      assert.equal(res.headers['access-control-allow-origin'], '*', file);
      assert.equal(res.headers['content-encoding'], 'br', file);
      assert.equal(res.headers['cache-control'], cache, file);
    }
    const preflight = await get(`${remote}remoteEntry.js`, { Origin: host.slice(0, -1), 'Access-Control-Request-Method': 'GET' }, 'OPTIONS');
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], '*');
    const missing = await get(`${remote}admin/po`);
    assert.equal(missing.status, 404, 'no SPA fallback on a remote');
    assert.equal(missing.headers['access-control-allow-origin'], '*');
  });
});
