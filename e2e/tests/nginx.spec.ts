import { expect, test, type Response } from '@playwright/test';
import { pageHeading } from '../support/portal';
import { APPS, REMOTES } from '../../tools/apps.mjs';
import { NGINX_API_URL, NGINX_HOST_ORIGIN, NGINX_HOST_URL, nginxUrlOf, serveWithNginx, type ServedByNginx } from '../support/nginx';
import { signIn } from '../support/sign-in';

// Issue 17, point 5: the production builds on a real web server, Debian's nginx with deploy/'s
// configuration, and the mock backend as the API. The rest of the suite runs on the preview
// server; these tests take nginx's own ports (e2e/support/nginx.ts).
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: NGINX_HOST_URL });

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED = /[.-][0-9a-f]{8}\.js$/;
const PURCHASING = REMOTES.find((r) => r.container === 'purchasing')!;
const preview = APPS.map((app) => `http://127.0.0.1:${app.port}/`);

let served: ServedByNginx | undefined;
test.beforeAll(async () => {
  served = await serveWithNginx();
});
test.afterAll(async () => served?.stop());

test('buyer signs in, opens the PO list and a PO, every file from nginx, compressed and cached as deployed', async ({ page }) => {
  const answers: { url: string; headers: Promise<Record<string, string>> }[] = [];
  page.on('response', (r: Response) => {
    const headers = r.allHeaders();
    // An answer that arrives as the test ends (the bell's poll) cannot be read once the page has
    // closed: its rejection is nobody's, and Playwright blamed the next test for it (a flaky CORS
    // test on CI). The answers this test reads are awaited below, rejections and all.
    headers.catch(() => undefined);
    answers.push({ url: r.url(), headers });
  });

  // Through the form on /login (its index.html is checked below): signIn's API shortcut would ask
  // the suite's mock backend, and this portal's API is the mock behind nginx.
  await page.goto('/login');
  await signIn(page, 'buyer', { at: null });
  await page.locator(`nav a[href="${PURCHASING.tourPath}"]`).click();
  const firstPo = page.locator('[role="row"][data-id] [role="gridcell"][data-field="poNo"]').first();
  await expect(firstPo).toHaveText(/^\d+$/);
  const poNo = (await firstPo.textContent())!;
  await firstPo.click();
  await expect(page).toHaveURL(/\/admin\/po\/detail\/view\/\d+$/);
  await expect(pageHeading(page)).toContainText(poNo);

  const urls = answers.map((a) => a.url);
  // Nothing came from the preview server on the app table's ports; the API is this run's mock.
  expect(urls.filter((u) => preview.some((p) => u.startsWith(p)))).toEqual([]);
  expect(urls.some((u) => u.startsWith(`${NGINX_API_URL}/a/po`))).toBe(true);
  const headersOf = async (url: string) => (await answers.find((a) => a.url === url)!.headers)!;

  const main = await headersOf(`${NGINX_HOST_URL}main.js`);
  expect(['br', 'gzip']).toContain(main['content-encoding']);
  expect(main.vary).toMatch(/Accept-Encoding/i);
  expect(main['cache-control']).toBe('no-cache');
  expect((await headersOf(`${NGINX_HOST_URL}login`))['cache-control']).toBe('no-cache'); // index.html
  expect((await headersOf(`${NGINX_HOST_URL}config.json`))['cache-control']).toBe('no-cache');

  // The purchasing remote came from its own nginx server; its manifest, fetched across origins
  // (remoteEntry.js is a plain script tag: no Origin sent), with CORS to the portal's origin.
  const remote = nginxUrlOf(PURCHASING);
  expect((await headersOf(`${remote}remoteEntry.js`))['cache-control']).toBe('no-cache');
  const manifest = await headersOf(`${remote}mf-manifest.json`);
  expect(manifest['cache-control']).toBe('no-cache');
  expect(manifest['access-control-allow-origin']).toBe(NGINX_HOST_ORIGIN);
  const hashed = answers.filter((a) => HASHED.test(a.url));
  expect(hashed.some((a) => a.url.startsWith(NGINX_HOST_URL))).toBe(true);
  expect(hashed.some((a) => a.url.startsWith(remote))).toBe(true);
  for (const chunk of hashed) expect((await chunk.headers)['cache-control'], chunk.url).toBe(IMMUTABLE);
});

test("a remote's CORS answers the portal's origin only", async ({ request }) => {
  const entry = `${nginxUrlOf(PURCHASING)}remoteEntry.js`;
  const asked = async (origin: string, method = 'GET') =>
    (await request.fetch(entry, { method, headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' } })).headers();

  expect((await asked(NGINX_HOST_ORIGIN))['access-control-allow-origin']).toBe(NGINX_HOST_ORIGIN);
  const preflight = await asked(NGINX_HOST_ORIGIN, 'OPTIONS');
  expect(preflight['access-control-allow-origin']).toBe(NGINX_HOST_ORIGIN);
  expect(preflight['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
  // Another page, even the portal on the preview server's port, gets no CORS grant.
  for (const foreign of ['https://evil.example', new URL(preview[0]).origin]) {
    expect((await asked(foreign))['access-control-allow-origin'], foreign).toBeUndefined();
    expect((await asked(foreign, 'OPTIONS'))['access-control-allow-origin'], foreign).toBeUndefined();
  }
});
