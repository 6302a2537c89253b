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

export const JOURNEYS_FILE = path.resolve(import.meta.dirname, '../journeys.json');

export const readJourneys = (): JourneyTable => JSON.parse(fs.readFileSync(JOURNEYS_FILE, 'utf8'));

/** Every spec file (name in tests/) with the apps its group declares, `always` included. */
export function declaredDrives(table: JourneyTable): Map<string, Set<string>> {
  const bySpec = new Map<string, Set<string>>();
  for (const group of Object.values(table.groups)) {
    for (const spec of group.specs) bySpec.set(spec, new Set([...table.always, ...group.drives]));
  }
  return bySpec;
}

/** Where the preview server notes each request to an app while the journeys run (see global-setup). */
export const appRequestsFile = () => process.env.E2E_APP_REQUESTS ?? path.resolve(import.meta.dirname, '../test-results/app-requests.log');
