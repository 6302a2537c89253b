/** The names of the six domain remotes, as their federation containers are called. */
export const REMOTE_NAMES = ['supplier', 'sourcing', 'purchasing', 'payment', 'audit', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export type Environment = 'development' | 'test' | 'staging' | 'production';

/**
 * What the host reads from `/config.json` at start-up. Changing a remote's URL or the API
 * base URL is an edit of that file on the server: no rebuild.
 */
export interface RuntimeConfig {
  environment: Environment;
  version: string;
  apiBaseUrl: string;
  /** Start the MSW worker in the browser (development and demos only). */
  mockBackend: boolean;
  /**
   * The in-browser mock's business day on a fresh start (`YYYY-MM-DD`): the seeded POs and
   * delivery dates sit around 2026-03-19, so a demo shows overdue, near and later dates.
   */
  mockToday?: string;
  /** The URL of each remote's `mf-manifest.json`. */
  remotes: Record<RemoteName, string>;
  links?: { officialSite?: string; contact?: string };
}

let current: RuntimeConfig | undefined;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config read before it was loaded');
  return current;
}

export function isProduction(config: RuntimeConfig = getRuntimeConfig()): boolean {
  return config.environment === 'production';
}

/** Checks the shape of a fetched config so a broken deployment fails with a clear message. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const c = raw as Partial<RuntimeConfig> | null;
  const problems: string[] = [];
  if (!c || typeof c !== 'object') throw new Error('config.json is not an object');
  if (typeof c.apiBaseUrl !== 'string') problems.push('apiBaseUrl');
  if (typeof c.version !== 'string') problems.push('version');
  if (typeof c.environment !== 'string') problems.push('environment');
  if (typeof c.mockBackend !== 'boolean') problems.push('mockBackend');
  if (c.mockToday !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(String(c.mockToday))) problems.push('mockToday');
  for (const name of REMOTE_NAMES) {
    if (typeof c.remotes?.[name] !== 'string') problems.push(`remotes.${name}`);
  }
  if (problems.length) throw new Error(`config.json is missing or has wrong: ${problems.join(', ')}`);
  return c as RuntimeConfig;
}
