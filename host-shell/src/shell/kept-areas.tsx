import { lazy, memo, Suspense, useState } from 'react';
import { KeptScreen, useKeepAliveMarks, type MarkKeepable, type ScreenLocation } from 'shared-ui/components';
import { Route, useLocation } from 'shared-ui/routing';
import { FeatureGuard } from '../routing/feature-guard';
import { featureOfPath, type Feature } from '../routing/features';
import { PageLoading } from '../routing/page-loading';

// Its own chunk, asked for as the portal starts at an area's address (preloadSignedInScreen).
const FeatureArea = lazy(() => import('../remotes/feature-area'));

/** An `/admin/<feature>` area on the page, at the address it shows (the live one if it is the user's). */
interface KeptArea {
  feature: Feature;
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
 * `to`, or in none: home, notifications): `to` first at that address, then the areas kept before,
 * most recent first. The area left stays only if its screen may be kept (`keepable`: a list, not a
 * form whose discarded typing must not come back).
 */
function areasAfter(
  kept: readonly KeptArea[],
  from: Feature | undefined,
  to: Feature | undefined,
  location: ScreenLocation,
  keepable: (feature: Feature) => boolean,
): KeptArea[] {
  const left = from && from !== to && !keepable(from) ? from : undefined;
  const rest = kept.filter((area) => area.feature !== to && area.feature !== left).slice(0, KEPT_AREAS);
  return to ? [{ feature: to, location }, ...rest] : rest;
}

/**
 * The `/admin/<feature>` areas (spec section 2: every list page is kept alive when leaving and
 * returning). The area at the address is shown; a list the user left stays on the page, hidden in
 * an `Activity` (its effects stopped, its state, rows and filters as they were) at the address it
 * was left at, and is shown again at once when the user returns: no new render of the grid.
 */
export function KeptAreas() {
  const location = useLocation();
  const current = featureOfPath(location.pathname);
  const { keepable, markOf } = useKeepAliveMarks();
  const [kept, setKept] = useState<{ at: ScreenLocation; areas: KeptArea[] }>(() => ({
    at: location,
    areas: areasAfter([], undefined, current, location, () => false),
  }));
  if (kept.at !== location) {
    const from = featureOfPath(kept.at.pathname);
    setKept({ at: location, areas: areasAfter(kept.areas, from, current, location, (f) => keepable(f.path)) });
  }
  return kept.areas.map(({ feature, location: at }) => (
    <AreaOnPage key={feature.path} feature={feature} location={at} shown={feature === current} mark={markOf(feature.path)} />
  ));
}

/**
 * One area at its address. Memoised: a hidden area's props do not change while the user is
 * elsewhere (the router's own context still renders it again, at the lowest priority).
 */
const AreaOnPage = memo(function AreaOnPage({ feature, location, shown, mark }: { feature: Feature; location: ScreenLocation; shown: boolean; mark: MarkKeepable }) {
  return (
    <KeptScreen shown={shown} location={location} mark={mark}>
      <Route
        path={`admin/${feature.path}/*`}
        element={
          <FeatureGuard feature={feature}>
            <Suspense fallback={<PageLoading />}>
              <FeatureArea feature={feature} />
            </Suspense>
          </FeatureGuard>
        }
      />
    </KeptScreen>
  );
});
