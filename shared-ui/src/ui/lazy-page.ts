import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A screen (or a large part of one) whose code is a chunk of its own; `preload` fetches it before it is shown. */
export type LazyPage<P extends object = object> = LazyExoticComponent<ComponentType<P>> & { preload(): void };

/**
 * A screen as a chunk of its own (a visit to a list does not load its detail's forms), loaded when
 * first shown, or earlier through `preload`: a pointer resting on, or the focus reaching, a list's
 * row fetches the code of the detail it opens (featureRoutes' `usePreloadRoute`).
 */
export function lazyPage<K extends string, P extends object = object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): LazyPage<P> {
  // One request for the code, whoever asks first; a failed one is asked again by the next.
  let code: Promise<Record<K, ComponentType<P>>> | undefined;
  const fetchCode = () =>
    (code ??= load().catch((error: unknown) => {
      code = undefined;
      throw error;
    }));
  return Object.assign(
    lazy(() => fetchCode().then((m) => ({ default: m[name] }))),
    // A failed preload is left to the visit, which shows its own error.
    { preload: () => void fetchCode().catch(() => undefined) },
  );
}

export const isLazyPage = (type: unknown): type is LazyPage => typeof (type as Partial<LazyPage> | null)?.preload === 'function';
