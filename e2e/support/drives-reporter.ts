import fs from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { APP_REQUESTS_FILE, checkDrives, readJourneys, type JourneyWindow } from './journeys';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * What the portal fetches of a remote before any of its pages is asked for: its manifest, its
 * entry and the routes module's own chunks, preloaded when a menu entry or a link to the remote is
 * hovered or focused (a pointer left where a dialog was is enough). Loaded, not run: a journey that
 * fetched only these did not drive the remote.
 */
function preloadOf(project: string): Set<string> {
  const manifest = path.join(ROOT, project, 'dist/mf-manifest.json');
  if (!fs.existsSync(manifest)) return new Set();
  const { exposes } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { exposes: Array<{ assets: { js: { sync: string[] }; css: { sync: string[] } } }> };
  return new Set(['/mf-manifest.json', '/remoteEntry.js', ...exposes.flatMap(({ assets }) => [...assets.js.sync, ...assets.css.sync].map((file) => `/${file}`))]);
}

/** The spec file a test is in (a test declared by a helper in support/ has the helper's location). */
function specOf(test: TestCase): string {
  let suite: Suite | undefined = test.parent;
  while (suite && suite.type !== 'file') suite = suite.parent;
  return path.basename(suite?.location?.file ?? test.location.file);
}

/**
 * Keeps the journeys' cache keys honest: a journey group is replayed from Nx's cache while the
 * apps it declares (e2e/journeys.json) are unchanged, so a journey that opens an app its group does
 * not declare would pass on stale code. This reporter reads which apps' servers each journey
 * asked for more than a preload (the preview server notes every request, global-setup.ts) and
 * fails the run on any app a spec's group does not declare. Apps served elsewhere (nginx.spec's,
 * a dev server) are not seen: their journeys declare them by hand.
 */
export default class DrivesReporter implements Reporter {
  private readonly windows: JourneyWindow[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    this.windows.push({ spec: specOf(test), from: result.startTime.getTime(), to: Date.now() });
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    const lines = fs.existsSync(APP_REQUESTS_FILE) ? fs.readFileSync(APP_REQUESTS_FILE, 'utf8').split('\n').filter(Boolean) : [];
    const { seen, wrong } = checkDrives(lines, this.windows, readJourneys(), preloadOf);
    fs.writeFileSync(path.join(path.dirname(APP_REQUESTS_FILE), 'app-drives.json'), `${JSON.stringify(Object.fromEntries([...seen].map(([spec, apps]) => [spec, [...apps].sort()])), null, 2)}\n`);
    if (!wrong.length) return undefined;
    console.error(`\nJourney groups out of date (their Nx cache would replay them on stale apps):\n${wrong.map((w) => `  ✗ ${w}`).join('\n')}`);
    return { status: result.status === 'passed' ? 'failed' : result.status };
  }

  printsToStdio() {
    return false;
  }
}
