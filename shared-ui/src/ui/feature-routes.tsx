import { createContext, isValidElement, useContext, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoutePrefetch } from 'shared-ui/data';
import { matchPath, Route, Routes, useLocation, useParams } from 'shared-ui/routing';
import { isLazyPage } from './lazy-page';
import { ComingSoonPage } from './coming-soon.page';

export interface FeatureRoute {
  /** Relative to `/admin/<feature>`: '' for the list, 'detail/:mode/:id?' for the detail... */
  path: string;
  /** The page; one made with `lazyPage` has its code fetched when a link to it is about to be used. */
  element: ReactNode;
  /**
   * Starts the page's data request when the route is known, in parallel with the page's code:
   * `prefetchList` (a list's first page) or `prefetchRecord` (a detail's record) of shared-ui/data.
   */
  prefetch?: RoutePrefetch;
}

/**
 * Runs the route's prefetch while rendering, once per place: the page below suspends on its code,
 * and no effect of this tree runs before that code has come.
 */
function Prefetching({ prefetch, children }: { prefetch: RoutePrefetch; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const params = useParams();
  const [prefetched, setPrefetched] = useState<string | null>(null);
  if (prefetched !== pathname + search) {
    setPrefetched(pathname + search);
    prefetch({ pathname, search, params });
  }
  return children;
}

const withPrefetch = (r: FeatureRoute) => (r.prefetch ? <Prefetching prefetch={r.prefetch}>{r.element}</Prefetching> : r.element);

const PreloadRouteContext = createContext<(to: string) => void>(() => undefined);

/**
 * Fetches the code of the page a relative link (a list row's `detail/view/3`) opens in this area,
 * before it is followed: called when the pointer rests on the link or the focus reaches it.
 */
export const usePreloadRoute = () => useContext(PreloadRouteContext);

function preloaderOf(routes: FeatureRoute[]) {
  return (to: string) => {
    const route = routes.find((r) => r.path !== '' && matchPath({ path: `/${r.path}`, end: true }, `/${to}`));
    if (route && isValidElement(route.element) && isLazyPage(route.element.type)) route.element.type.preload();
  };
}

/** The routes of one `/admin/<feature>` area, as a remote declares them. */
export function featureRoutes(routes: FeatureRoute[]): ComponentType {
  const preload = preloaderOf(routes);
  return function FeatureRouter() {
    return (
      <PreloadRouteContext value={preload}>
        <Routes>
          {routes.map((r) =>
            r.path === '' ? <Route key="index" index element={withPrefetch(r)} /> : <Route key={r.path} path={r.path} element={withPrefetch(r)} />,
          )}
        </Routes>
      </PreloadRouteContext>
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
