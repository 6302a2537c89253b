// Browser side of the bench: headless Chromium through playwright-core, one context per
// measurement (cold HTTP cache), script responses recorded with their gzip size.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../preview/serve.mjs';
import { appOfUrl, gzipSize, sleep } from './util.mjs';

const require = createRequire(path.join(ROOT, 'package.json'));

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

export const SELECTORS = {
  account: 'input[name=account]',
  password: 'input[name=password]',
  currentUser: '[data-testid=current-user]',
  heading: 'main h1',
  comingSoon: '[data-testid=coming-soon]',
  grid: '[role=grid]',
  row: '[role=row][data-rowindex], [role=grid] [role=row]:nth-child(2)',
  homeLink: 'a[href="/"]',
  remoteUnavailable: '[data-testid=remote-unavailable]',
};

export const CREDENTIALS = { account: 'admin', password: 'Portal#2026demo' };

export async function launchBrowser() {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH}. Install it (apt-get update && apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
  const { chromium } = require('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, timeout: 60_000 });
}

/**
 * A new context + page that records every script response (url, app, gzip size) and tracks
 * in-flight requests so "network idle" can be awaited after in-app navigation too.
 */
export async function openSession(browser, { timeoutMs = 30_000 } = {}) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
  context.setDefaultTimeout(timeoutMs);
  context.setDefaultNavigationTimeout(timeoutMs);
  const page = await context.newPage();
  const scripts = [];
  const pending = new Set();
  const inflight = new Set();
  const consoleErrors = [];
  let seq = 0;
  let lastNetworkChange = Date.now();

  page.on('request', (request) => {
    inflight.add(request);
    lastNetworkChange = Date.now();
  });
  const settle = (request) => {
    inflight.delete(request);
    lastNetworkChange = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text().split('\n')[0].slice(0, 300));
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${String(error.message ?? error).split('\n')[0].slice(0, 300)}`));
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script') return;
    const entry = { seq: ++seq, url: response.url(), status: response.status(), ...appOfUrl(response.url()) };
    const job = response
      .body()
      .then((body) => {
        entry.bytes = body.length;
        entry.gzipBytes = gzipSize(body);
      })
      .catch((error) => {
        entry.error = `body unavailable: ${error.message}`;
        entry.bytes = null;
        entry.gzipBytes = null;
      })
      .finally(() => pending.delete(job));
    pending.add(job);
    scripts.push(entry);
  });

  return {
    context,
    page,
    consoleErrors,
    /** The sequence number of the last script response so far (a mark for `scriptsSince`). */
    mark: () => seq,
    /** Waits until every recorded body has been read. */
    async flush() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
    /** Script responses after a mark, bodies read. */
    async scriptsSince(mark = 0) {
      await this.flush();
      return scripts.filter((s) => s.seq > mark).map(({ seq: _s, ...rest }) => rest);
    },
    /**
     * No request in flight for `idleMs`. Returns false (does not throw) when `timeoutMs` passes
     * first: a long-poll would otherwise hang the bench.
     */
    async networkIdle({ idleMs = 500, timeoutMs: limit = 15_000 } = {}) {
      const deadline = Date.now() + limit;
      while (Date.now() < deadline) {
        if (inflight.size === 0 && Date.now() - lastNetworkChange >= idleMs) return true;
        await sleep(50);
      }
      return false;
    },
    async close() {
      await this.flush().catch(() => {});
      await context.close().catch(() => {});
    },
  };
}

/** Resets the mock backend's state so every measurement signs in to the same data. */
export async function resetMockApi(apiUrl) {
  const res = await fetch(`${apiUrl}/dev/reset`, { method: 'POST', signal: AbortSignal.timeout(5_000) });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`POST ${apiUrl}/dev/reset answered ${res.status}`);
}

export async function firstContentfulPaint(page) {
  return page.evaluate(async () => {
    const read = () => performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint')?.startTime ?? null;
    for (let i = 0; i < 40 && read() === null; i++) await new Promise((r) => setTimeout(r, 50));
    return read();
  });
}

/** Opens /login and waits until the form shows and the network is idle. */
export async function openLogin(session, baseUrl) {
  await session.page.goto(`${baseUrl}login`, { waitUntil: 'load' });
  await session.page.locator(SELECTORS.account).waitFor({ state: 'visible' });
  const idle = await session.networkIdle();
  return { idle };
}

/** Signs in on an open /login page; resolves once the header shows the user and the network settles. */
export async function signIn(session, credentials = CREDENTIALS) {
  const { page } = session;
  await page.locator(SELECTORS.account).fill(credentials.account);
  await page.locator(SELECTORS.password).fill(credentials.password);
  await page.locator(SELECTORS.password).press('Enter');
  try {
    await page.locator(SELECTORS.currentUser).first().waitFor({ state: 'visible' });
  } catch (error) {
    const alert = await page.locator('[role=alert]').allInnerTexts().catch(() => []);
    throw new Error(`sign-in as ${credentials.account} did not show ${SELECTORS.currentUser}${alert.length ? ` (page says: ${alert.join(' | ')})` : ''}: ${error.message.split('\n')[0]}`);
  }
  const idle = await session.networkIdle();
  return { idle };
}

/**
 * Arms an in-page probe that timestamps (performance.now) the click and the first appearance,
 * after it, of a new visible `main h1`, a coming-soon page, a grid and a grid row; elements that
 * the page showed before the click do not count (hidden ones shown again do: a list kept alive).
 */
async function armProbe(page, targetPath) {
  await page.evaluate(
    ({ sel, targetPath: target }) => {
      const old = window.__benchProbe;
      if (old?.stop) old.stop();
      const visible = (el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        const style = getComputedStyle(el);
        return style.visibility !== 'hidden' && style.display !== 'none';
      };
      // What the user saw before the click: an area kept alive (hidden) that is shown again counts as new.
      const snapshot = (s) => new Set([...document.querySelectorAll(s)].filter(visible));
      const before = { heading: snapshot(sel.heading), comingSoon: snapshot(sel.comingSoon), grid: snapshot(sel.grid), row: snapshot(sel.row), remoteUnavailable: snapshot(sel.remoteUnavailable) };
      const probe = { clickAt: null, headingAt: null, comingSoonAt: null, gridAt: null, rowAt: null, pathAt: null, unavailableAt: null };
      const fresh = (key) => [...document.querySelectorAll(sel[key])].some((el) => !before[key].has(el) && visible(el));
      const check = () => {
        if (probe.clickAt === null) return;
        const now = performance.now();
        if (probe.pathAt === null && location.pathname.startsWith(target)) probe.pathAt = now;
        if (probe.pathAt === null) return;
        if (probe.headingAt === null && fresh('heading')) probe.headingAt = now;
        if (probe.comingSoonAt === null && fresh('comingSoon')) probe.comingSoonAt = now;
        if (probe.gridAt === null && fresh('grid')) probe.gridAt = now;
        if (probe.rowAt === null && fresh('row')) probe.rowAt = now;
        if (probe.unavailableAt === null && fresh('remoteUnavailable')) probe.unavailableAt = now;
      };
      const onClick = (event) => {
        if (probe.clickAt !== null) return;
        probe.clickAt = event.timeStamp || performance.now();
        queueMicrotask(check);
      };
      document.addEventListener('click', onClick, true);
      const observer = new MutationObserver(check);
      observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
      const timer = setInterval(check, 25);
      probe.stop = () => {
        observer.disconnect();
        clearInterval(timer);
        document.removeEventListener('click', onClick, true);
      };
      setTimeout(probe.stop, 120_000);
      window.__benchProbe = probe;
    },
    { sel: SELECTORS, targetPath },
  );
}

const readProbe = (page) =>
  page.evaluate(() => {
    const { stop: _stop, ...data } = window.__benchProbe ?? {};
    return data;
  });

/**
 * Clicks the menu link to `href` and waits for the page: a grid row, else (no grid) the new
 * `main h1` or coming-soon page, then network idle. Returns when each appeared (ms after click).
 */
export async function visitByMenu(session, href, { timeoutMs = 30_000, rowGraceMs = 10_000 } = {}) {
  const { page } = session;
  const link = page.locator(`a[href="${href}"]`).first();
  try {
    await link.waitFor({ state: 'attached', timeout: 10_000 });
  } catch {
    throw new Error(`menu link a[href="${href}"] not found on ${new URL(page.url()).pathname}`);
  }
  await armProbe(page, href);
  const mark = session.mark();
  const errorMark = session.consoleErrors.length;
  await link.click();
  try {
    await page.waitForFunction(
      () => {
        const p = window.__benchProbe;
        return p && (p.rowAt !== null || p.headingAt !== null || p.comingSoonAt !== null);
      },
      null,
      { timeout: timeoutMs, polling: 25 },
    );
  } catch {
    const probe = await readProbe(page).catch(() => ({}));
    const text = (await page.locator('main').innerText().catch(() => '')).replace(/\s+/g, ' ').slice(0, 200);
    throw new Error(
      `after clicking a[href="${href}"] neither ${SELECTORS.row}, ${SELECTORS.heading} nor ${SELECTORS.comingSoon} appeared within ${timeoutMs} ms` +
        ` (path ${new URL(page.url()).pathname}, probe ${JSON.stringify(probe)}, main: "${text}")`,
    );
  }
  const idle = await session.networkIdle();
  let probe = await readProbe(page);
  if (probe.unavailableAt !== null) {
    const text = (await page.locator(SELECTORS.remoteUnavailable).innerText().catch(() => '')).replace(/\s+/g, ' ').slice(0, 200);
    const errors = [...new Set(session.consoleErrors.slice(errorMark))].slice(0, 3).join(' | ');
    throw new Error(`after clicking a[href="${href}"] the host showed ${SELECTORS.remoteUnavailable} ("${text}")${errors ? `; console: ${errors}` : ''}`);
  }
  if (probe.rowAt === null && probe.gridAt !== null) {
    // A grid is there: its rows may still be loading.
    await page
      .waitForFunction(() => window.__benchProbe?.rowAt !== null, null, { timeout: rowGraceMs, polling: 25 })
      .catch(() => {});
    probe = await readProbe(page);
  }
  const since = (t) => (t === null || probe.clickAt === null ? null : t - probe.clickAt);
  let readyKind;
  let readyMs;
  if (probe.rowAt !== null) {
    readyKind = 'row';
    readyMs = since(probe.rowAt);
  } else {
    readyKind = probe.gridAt !== null ? 'heading (grid without rows)' : probe.headingAt !== null ? 'heading' : 'coming-soon';
    readyMs = since(probe.headingAt ?? probe.comingSoonAt);
  }
  return {
    href,
    readyKind,
    fallbackUsed: readyKind !== 'row',
    readyMs,
    headingMs: since(probe.headingAt),
    comingSoon: probe.comingSoonAt !== null,
    grid: probe.gridAt !== null,
    rowMs: since(probe.rowAt),
    networkIdle: idle,
    scripts: await session.scriptsSince(mark),
  };
}

/** Back to the home page through the menu; waits for its heading and network idle. */
export async function goHome(session) {
  const { page } = session;
  await armProbe(page, '/');
  await page.locator(SELECTORS.homeLink).first().click();
  await page.waitForFunction(() => window.__benchProbe?.headingAt !== null, null, { timeout: 30_000, polling: 25 });
  await session.networkIdle();
}
