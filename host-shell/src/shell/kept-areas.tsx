import { lazy, memo, Suspense, useEffect, useState, type ReactNode } from 'react';
import { KeptScreen, useKeepAliveMarks, type MarkKeepable, type ScreenLocation } from 'shared-ui/components';
import { Route, useLocation, useNavigate } from 'shared-ui/routing';
import { FeatureGuard } from '../routing/feature-guard';
import { featureOfPath, NOTIFICATIONS_PATH } from '../routing/features';
import { PageLoading } from '../routing/page-loading';

// Its own chunk, asked for as the portal starts at an area's address (preloadSignedInScreen).
const FeatureArea = lazy(() => import('../remotes/feature-area'));
const NotificationsPage = lazy(() => import('../notifications/notifications.page'));

/** A screen of the layout that stays on the page while the user is elsewhere, if it is a list. */
interface Area {
  /** Its name among the kept areas, and its keep-alive mark's. */
  key: string;
  /** Its route, below the layout. */
  path: string;
  /** Its menu entry's address. */
  menu: string;
  element: ReactNode;
}

/** The shell's own list: every signed-in user's notifications, opened from the header's bell. */
const NOTIFICATIONS: Area = {
  key: 'notifications',
  path: NOTIFICATIONS_PATH.slice(1),
  menu: NOTIFICATIONS_PATH,
  element: (
    <Suspense fallback={<PageLoading />}>
      <NotificationsPage />
    </Suspense>
  ),
};

/** One object per feature, so that an area kept on the page keeps its props while elsewhere. */
const featureAreas = new Map<string, Area>();

/** The area at `pathname`: an `/admin/<feature>` area of a remote, or the notifications; none at home. */
function areaOfPath(pathname: string): Area | undefined {
  if (pathname.replace(/\/+$/, '') === NOTIFICATIONS.menu) return NOTIFICATIONS;
  const feature = featureOfPath(pathname);
  if (!feature) return undefined;
  let area = featureAreas.get(feature.path);
  if (!area) {
    area = {
      key: feature.path,
      path: `admin/${feature.path}/*`,
      menu: `/admin/${feature.path}`,
      element: (
        <FeatureGuard feature={feature}>
          <Suspense fallback={<PageLoading />}>
            <FeatureArea feature={feature} />
          </Suspense>
        </FeatureGuard>
      ),
    };
    featureAreas.set(feature.path, area);
  }
  return area;
}

/** The address a screen is at, as the browser shows it. */
const addressOf = ({ pathname, search, hash }: ScreenLocation) => `${pathname}${search}${hash}`;

/** An area on the page, at the address it shows (the live one if it is the user's). */
interface KeptArea {
  area: Area;
  location: ScreenLocation;
}

/**
 * How many lists left stay on the page besides the area shown, the most recent ones. Each costs
 * memory and a render at the lowest priority after each move (the router's context changes); a
 * user goes back and forth between a few lists, not the whole menu.
 */
const KEPT_AREAS = 5;

/**
 * The areas on the page once the user has gone from the area `from` to `location` (in the area
 * `to`, or in none: home): `to` first at that address, then the areas kept before, most recent
 * first. The area left stays only if its screen may be kept (`keepable`: a list, not a form whose
 * discarded typing must not come back).
 */
function areasAfter(
  kept: readonly KeptArea[],
  from: Area | undefined,
  to: Area | undefined,
  location: ScreenLocation,
  keepable: (area: Area) => boolean,
): KeptArea[] {
  const left = from && from !== to && !keepable(from) ? from : undefined;
  const rest = kept.filter(({ area }) => area !== to && area !== left).slice(0, KEPT_AREAS);
  return to ? [{ area: to, location }, ...rest] : rest;
}

/**
 * The `/admin/<feature>` areas and the notifications (spec section 2: every list page is kept alive
 * when leaving and returning). The area at the address is shown; a list the user left stays on the
 * page, hidden in an `Activity` (its effects stopped, its state, rows and filters as they were) at
 * the address it was left at, and is shown again at once when the user returns: no new render of
 * the grid.
 */
export function KeptAreas() {
  const location = useLocation();
  const navigate = useNavigate();
  const current = areaOfPath(location.pathname);
  const { keepable, markOf } = useKeepAliveMarks();
  const [kept, setKept] = useState<{ at: ScreenLocation; areas: KeptArea[] }>(() => ({
    at: location,
    areas: areasAfter([], undefined, current, location, () => false),
  }));
  if (kept.at !== location) {
    const from = areaOfPath(kept.at.pathname);
    // Back at a kept list by its menu entry, from elsewhere: the list as it was left, its address
    // included (a board left in its list view comes back in it, not as the kanban).
    const keptHere = from !== current ? kept.areas.find(({ area }) => area === current) : undefined;
    const byMenu = current && addressOf(location) === current.menu;
    const at = keptHere && byMenu ? keptHere.location : location;
    setKept({ at: location, areas: areasAfter(kept.areas, from, current, at, (area) => keepable(area.key)) });
  }
  // The browser's address follows: a reload or a copied link opens what is on screen.
  const shown = kept.areas.find(({ area }) => area === current)?.location;
  useEffect(() => {
    if (shown && addressOf(shown) !== addressOf(location)) void navigate(addressOf(shown), { replace: true });
  }, [shown, location, navigate]);
  return kept.areas.map(({ area, location: at }) => <AreaOnPage key={area.key} area={area} location={at} shown={area === current} mark={markOf(area.key)} />);
}

/**
 * One area at its address. Memoised: a hidden area's props do not change while the user is
 * elsewhere (the router's own context still renders it again, at the lowest priority).
 */
const AreaOnPage = memo(function AreaOnPage({ area, location, shown, mark }: { area: Area; location: ScreenLocation; shown: boolean; mark: MarkKeepable }) {
  return (
    <KeptScreen shown={shown} location={location} mark={mark}>
      <Route path={area.path} element={area.element} />
    </KeptScreen>
  );
});
