import table from '../../../apps.json';

/**
 * The origins the portal's pages are served from (apps.json: every app's dev, preview and e2e
 * port), as 127.0.0.1 and localhost. Only pages from these may call the mock across origins.
 */
export const PORTAL_ORIGINS: readonly string[] = table.apps.flatMap((app) => [`http://127.0.0.1:${app.port}`, `http://localhost:${app.port}`]);

export interface ServerOptions {
  /** Serve `dev/*` (reset, clock, SSO switch, faults, BPM stand-ins): development and tests only. */
  dev: boolean;
  /** Origins whose pages may call; a request from any other origin is refused. */
  origins: readonly string[];
}

/**
 * How main.ts starts: `--dev` or NODE_ENV development/test switches the dev calls on (the dev
 * start, preview, e2e and bench pass `--dev`); MOCK_API_ORIGINS (comma-separated) replaces the
 * app table's origins, e.g. for a deployment next to a remote.
 */
export function serverOptions(args: readonly string[], env: Record<string, string | undefined>): ServerOptions {
  const dev = args.includes('--dev') || env.NODE_ENV === 'development' || env.NODE_ENV === 'test';
  const listed = env.MOCK_API_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean);
  return { dev, origins: listed?.length ? listed : PORTAL_ORIGINS };
}
