import fs from 'node:fs';
import path from 'node:path';

/**
 * The e2e journeys in groups (e2e/journeys.json): each group is an Nx target of its own
 * (`e2e:journeys-<group>`, made by tools/nx/journeys-plugin.cjs) whose cache key holds only the
 * apps its journeys drive, so a change to one remote replays the groups that never open it.
 */
export interface JourneyTable {
  /** The apps every journey drives (the host, the design system, the mock backend). */
  always: string[];
  groups: Record<string, { drives: string[]; specs: string[] }>;
}

const JOURNEYS_FILE = path.resolve(import.meta.dirname, '../journeys.json');

export const readJourneys = (): JourneyTable => JSON.parse(fs.readFileSync(JOURNEYS_FILE, 'utf8'));

/** Every spec file (name in tests/) with the apps its group declares, `always` included. */
function declaredDrives(table: JourneyTable): Map<string, Set<string>> {
  const bySpec = new Map<string, Set<string>>();
  for (const group of Object.values(table.groups)) {
    for (const spec of group.specs) bySpec.set(spec, new Set([...table.always, ...group.drives]));
  }
  return bySpec;
}

/** Where the preview server notes each request to an app while the journeys run (see global-setup). */
export const APP_REQUESTS_FILE = path.resolve(import.meta.dirname, '../test-results/app-requests.log');

/** When a journey ran (its spec file and its first to last moment), as the reporter saw it. */
export interface JourneyWindow {
  spec: string;
  from: number;
  to: number;
}

/**
 * Which apps each spec asked for more than a preload, and what its group leaves out. `requests`:
 * the preview server's lines, `<ms> <project> <url>`; `preloadOf(project)`: the files a hover or
 * focus fetches of that app without running it. A request between journeys counts for none.
 */
export function checkDrives(requests: string[], windows: JourneyWindow[], table: JourneyTable, preloadOf: (project: string) => Set<string>) {
  const seen = new Map<string, Set<string>>();
  const preloads = new Map<string, Set<string>>();
  for (const line of requests) {
    const [at, app, url = '/'] = line.split(' ');
    if (!preloads.has(app)) preloads.set(app, preloadOf(app));
    if (preloads.get(app)!.has(url.split('?')[0])) continue;
    const window = windows.find((w) => Number(at) >= w.from && Number(at) <= w.to);
    if (!window) continue;
    if (!seen.has(window.spec)) seen.set(window.spec, new Set());
    seen.get(window.spec)!.add(app);
  }
  const declared = declaredDrives(table);
  const wrong: string[] = [];
  for (const spec of new Set(windows.map((w) => w.spec))) {
    const apps = declared.get(spec);
    if (!apps) {
      wrong.push(`${spec} is in no group of e2e/journeys.json`);
      continue;
    }
    const undeclared = [...(seen.get(spec) ?? [])].filter((app) => !apps.has(app));
    if (undeclared.length) wrong.push(`${spec} opened ${undeclared.join(', ')}, which its group in e2e/journeys.json does not declare`);
  }
  return { seen, wrong };
}
