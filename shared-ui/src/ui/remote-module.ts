import type { ComponentType } from 'react';
import type { NamespaceResources } from '../i18n/i18n';

/**
 * What every remote exposes as `./routes`: its i18n namespace and one routes component per
 * `/admin/<feature>` path it owns. The host mounts `features[feature]` under `/admin/<feature>/*`.
 */
export interface RemoteModule {
  namespace: string;
  resources: NamespaceResources;
  features: Record<string, ComponentType>;
  /** Pages the host shows outside the admin shell, without sign-in (e.g. `register`). */
  publicPages?: Record<string, ComponentType>;
}
