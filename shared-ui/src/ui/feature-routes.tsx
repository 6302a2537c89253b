import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation } from 'shared-ui/routing';
import { ComingSoonPage } from './coming-soon.page';

export interface FeatureRoute {
  /** Relative to `/admin/<feature>`: '' for the list, 'detail/:mode/:id?' for the detail... */
  path: string;
  element: ReactNode;
  /**
   * Starts the page's data request when the route is known, in parallel with the page's code
   * (`prefetchList` of shared-ui/data): keyed by the list's route and the URL's query string.
   */
  prefetch?(listKey: string, urlSearch: string): void;
}

/**
 * Runs the route's prefetch while rendering: the page below suspends on its code, and no effect of
 * this tree runs before that code has come. The prefetch does its work once, so a render again is free.
 */
function Prefetching({ prefetch, children }: { prefetch: NonNullable<FeatureRoute['prefetch']>; children: ReactNode }) {
  const { pathname, search } = useLocation();
  prefetch(pathname, search);
  return children;
}

const withPrefetch = (r: FeatureRoute) => (r.prefetch ? <Prefetching prefetch={r.prefetch}>{r.element}</Prefetching> : r.element);

/** The routes of one `/admin/<feature>` area, as a remote declares them. */
export function featureRoutes(routes: FeatureRoute[]): ComponentType {
  return function FeatureRouter() {
    return (
      <Routes>
        {routes.map((r) =>
          r.path === '' ? <Route key="index" index element={withPrefetch(r)} /> : <Route key={r.path} path={r.path} element={withPrefetch(r)} />,
        )}
      </Routes>
    );
  };
}

function ComingSoonFeature({ namespace, feature }: { namespace: string; feature: string }) {
  const { t } = useTranslation(namespace);
  return <ComingSoonPage feature={t(`features.${feature}`)} />;
}

/** An area whose screens no issue has built yet: every one of its paths shows "coming soon". */
export function comingSoonFeature(namespace: string, feature: string, paths: string[]): ComponentType {
  return featureRoutes(paths.map((path) => ({ path, element: <ComingSoonFeature namespace={namespace} feature={feature} /> })));
}

/** A single page no issue has built yet (outside the admin routes, e.g. a public page). */
export function comingSoonPage(namespace: string, key: string): ComponentType {
  return function ComingSoonSinglePage() {
    return <ComingSoonFeature namespace={namespace} feature={key} />;
  };
}
