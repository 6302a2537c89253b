import { createContext, isValidElement, useContext, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoutePlace, RoutePrefetch } from 'shared-ui/data';
import type { PreloadAddress } from './remote-module';
import { matchPath, Route, Routes, useLocation, useParams } from 'shared-ui/routing';
import { KeptScreen, useKeepAliveMarks, type ScreenLocation } from './keep-alive';
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

/** What a link to a page of this area can have fetched before it is followed. */
export interface RoutePreloader {
  /** The code of the page `to` (relative: a list row's `detail/view/3`) opens: while the pointer rests on its link or the focus is in it. */
  code(to: string): void;
  /**
   * Its code and its data (the record a detail shows): as the link is followed, before the
   * navigation renders (a transition, after the click's own updates: tens of ms later).
   */
  opening(to: string): void;
}

const NO_PRELOAD: RoutePreloader = { code: () => undefined, opening: () => undefined };
const PreloadRouteContext = createContext<RoutePreloader>(NO_PRELOAD);

/** Fetches what a relative link of this area opens, before it is followed (see RoutePreloader). */
export const usePreloadRoute = () => useContext(PreloadRouteContext);

/** The route of this area that `to` (relative to the area: '' for its index) opens, and its parameters. */
function routeAt(routes: FeatureRoute[], to: string) {
  for (const route of routes) {
    if (route.path === '') {
      if (to === '') return { route, params: {} };
      continue;
    }
    const match = matchPath({ path: `/${route.path}`, end: true }, `/${to}`);
    if (match) return { route, params: match.params };
  }
  return null;
}

const preloadCode = (route: FeatureRoute) => {
  if (isValidElement(route.element) && isLazyPage(route.element.type)) route.element.type.preload();
};

/** The route's code and its data request, for the page at `place` (see RoutePreloader.opening). */
function startRoute(found: NonNullable<ReturnType<typeof routeAt>>, place: Omit<RoutePlace, 'params'>) {
  preloadCode(found.route);
  found.route.prefetch?.({ ...place, params: found.params });
}

function preloaderOf(routes: FeatureRoute[], base: string): RoutePreloader {
  return {
    code(to) {
      const found = routeAt(routes, to);
      if (found) preloadCode(found.route);
    },
    opening(to) {
      const found = routeAt(routes, to);
      if (found) startRoute(found, { pathname: `${base.replace(/\/$/, '')}/${to}`, search: '' });
    },
  };
}

/** The routes of one `/admin/<feature>` area, as a remote declares them. */
export function featureRoutes(routes: FeatureRoute[]): ComponentType & { preloadAddress: PreloadAddress } {
  const list = routes.find((r) => r.path === '');
  const others = routes.filter((r) => r.path !== '');
  function FeatureRouter() {
    const location = useLocation();
    // The address within the area (the area's route ends in `/*`) and the area's own path before it,
    // the same on its list and its records (`useResolvedPath('.')` in a splat route is the whole address).
    const within = useParams()['*'] ?? '';
    const atList = within.replace(/\/+$/, '') === '';
    const base = location.pathname.slice(0, location.pathname.length - within.length).replace(/\/+$/, '');
    const preloader = useMemo(() => preloaderOf(routes, base), [base]);
    // Spec section 2: the area's list is kept alive while a record of it is open (when the list
    // says it may be: a form at the index is not), and shown again as it was on the way back.
    const { keepable, markOf } = useKeepAliveMarks();
    const [kept, setKept] = useState<{ at: ScreenLocation; list: ScreenLocation | null }>({ at: location, list: atList ? location : null });
    if (kept.at !== location) {
      const leftList = kept.list === kept.at && !atList;
      setKept({ at: location, list: atList ? location : leftList && !keepable('list') ? null : kept.list });
    }
    return (
      <PreloadRouteContext value={preloader}>
        {list && kept.list && (
          <KeptScreen shown={atList} location={kept.list} mark={markOf('list')}>
            <Route index element={withPrefetch(list)} />
          </KeptScreen>
        )}
        {!atList && (
          <Routes>
            {others.map((r) => (
              <Route key={r.path} path={r.path} element={withPrefetch(r)} />
            ))}
          </Routes>
        )}
      </PreloadRouteContext>
    );
  }
  return Object.assign(FeatureRouter, {
    // The portal opened at an address of this area (`base` is the area's path): the page's code and
    // its data, asked for once this routes module has come, not once the shell's frame has rendered
    // the area (on the PO list by URL, 650 ms later at 1x CPU, issue 17). The route's own prefetch
    // finds them asked for.
    preloadAddress: ((base, { pathname, search }) => {
      if (pathname !== base && !pathname.startsWith(`${base}/`)) return;
      const found = routeAt(routes, pathname.slice(base.length).replace(/^\/+|\/+$/g, ''));
      if (found) startRoute(found, { pathname, search });
    }) satisfies PreloadAddress,
  });
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
