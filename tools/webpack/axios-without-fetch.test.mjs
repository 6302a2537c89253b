// The builds replace axios's fetch adapter by shims/axios-without-fetch.mjs (shims/replacements.cjs):
// loaded as it is, that module tries the browser's fetch out (a Request over a ReadableStream, a
// Response) on every page that loads the API client, for an adapter the portal never uses. Here
// axios is loaded the way the builds load it, in a child process with a resolve hook that applies
// the same replacements, and once as it is to show the probe is what this test would see.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const axiosLib = path.join(path.dirname(require.resolve('axios/package.json')), 'lib');

/** Loads axios's adapters in a fresh Node with or without the builds' shims; what the probe saw. */
function loadAxiosAdapters({ withShims }) {
  const script = `
    import { registerHooks } from 'node:module';
    import { fileURLToPath, pathToFileURL } from 'node:url';
    import { createRequire } from 'node:module';
    const { SHIMS } = createRequire(import.meta.url)(${JSON.stringify(path.join(here, 'shims/replacements.cjs'))});
    if (${withShims}) {
      registerHooks({
        resolve(specifier, context, next) {
          const resolved = next(specifier, context);
          const file = resolved.url.startsWith('file:') ? fileURLToPath(resolved.url) : '';
          const replaced = SHIMS.find(({ module }) => module.test(file));
          return replaced ? { ...resolved, url: pathToFileURL(replaced.shim).href } : resolved;
        },
      });
    }
    let requests = 0;
    const NativeRequest = globalThis.Request;
    globalThis.Request = class extends NativeRequest { constructor(...args) { requests += 1; super(...args); } };
    const { default: adapters } = await import(${JSON.stringify(pathToFileURL(path.join(axiosLib, 'adapters/adapters.js')).href)});
    let fetchAdapter;
    try { fetchAdapter = typeof adapters.getAdapter('fetch'); } catch (error) { fetchAdapter = error.message; }
    console.log(JSON.stringify({ requests, fetchAdapter }));
  `;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: here, encoding: 'utf8' }));
}

test("axios's fetch adapter, as it is, tries the browser's fetch out as it loads", () => {
  const asIs = loadAxiosAdapters({ withShims: false });
  assert.ok(asIs.requests > 0, 'the probe builds a Request');
  assert.equal(asIs.fetchAdapter, 'function');
});

test('as the builds load it, axios makes no Request and has no fetch adapter', () => {
  const built = loadAxiosAdapters({ withShims: true });
  assert.equal(built.requests, 0);
  assert.match(built.fetchAdapter, /adapter fetch is not supported by the environment/);
});
