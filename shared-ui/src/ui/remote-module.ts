import type { ComponentType } from 'react';
import type { NamespaceResources } from '../i18n/i18n';

/**
 * What every remote exposes as `./routes`: its i18n namespace and one routes component per
 * `/admin/<feature>` path it owns. The host mounts `features[feature]` under `/admin/<feature>/*`.
 */
export interface RemoteModule {
  namespace: string;
  resources: NamespaceResources;
  features: Record<string, FeatureComponent>;
  /** Pages the host shows outside the admin shell, without sign-in (e.g. `register`). */
  publicPages?: Record<string, ComponentType>;
}

/**
 * The routes component of one `/admin/<feature>` area. One made by `featureRoutes` also starts what
 * the page at an address of the area needs (its code, its data) before the area renders: the portal
 * opened at that address asks for it as soon as the remote's routes module has come.
 */
export type FeatureComponent = ComponentType & { preloadAddress?: PreloadAddress };

/** Starts the code and data of the page at `address`, an address within the area at `base`. */
export type PreloadAddress = (base: string, address: { pathname: string; search: string }) => void;
