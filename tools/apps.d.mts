// Types of tools/apps.mjs for the TypeScript that reads it (the e2e suite).
export interface PortalApp {
  project: string;
  container: string;
  kind: 'shell' | 'remote';
  port: number;
  exposes: Record<string, string>;
  tourPath?: string;
}
export const APPS: PortalApp[];
export const REMOTES: (PortalApp & { tourPath: string })[];
export const SHELL: PortalApp;
export const MOCK_API_PORT: number;
export const MOCK_API_URL: string;
export function urlOf(app: Pick<PortalApp, 'port'>): string;
