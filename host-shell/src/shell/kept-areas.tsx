import { Activity, lazy, memo, Suspense, useState } from 'react';
import { KeepAliveProvider, type MarkKeepable } from 'shared-ui/components';
import { Route, Routes, useLocation } from 'shared-ui/routing';
import { FeatureGuard } from '../routing/feature-guard';
import { featureOfPath, type Feature } from '../routing/features';
import { PageLoading } from '../routing/page-loading';

// Its own chunk, asked for as the portal starts at an area's address (preloadSignedInScreen).
const FeatureArea = lazy(() => import('../remotes/feature-area'));

type AreaLocation = ReturnType<typeof useLocation>;

/** An `/admin/<feature>` area on the page, at the address it shows (the live one if it is the user's). */
interface KeptArea {
  feature: Feature;
  location: AreaLocation;
}

/**
 * How many areas stay on the page: the one shown and the lists left most recently. Each hidden one
 * costs memory and a background render when the language changes; a user goes back and forth
 * between a few lists, not the whole menu.
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
  location: AreaLocation,
  keepable: (feature: Feature) => boolean,
): KeptArea[] {
  const left = from && from !== to && !keepable(from) ? from : undefined;
  const rest = kept.filter((area) => area.feature !== to && area.feature !== left);
  return (to ? [{ feature: to, location }, ...rest] : rest).slice(0, KEPT_AREAS);
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
  // How many shown screens of each area said they may be kept: read as the user leaves the area,
  // before its effects are gone.
  const [marks] = useState(() => new Map<string, number>());
  const [markers] = useState(() => new Map<string, MarkKeepable>());
  const markOf = (path: string) => {
    let mark = markers.get(path);
    if (!mark) {
      mark = () => {
        marks.set(path, (marks.get(path) ?? 0) + 1);
        return () => void marks.set(path, (marks.get(path) ?? 1) - 1);
      };
      markers.set(path, mark);
    }
    return mark;
  };
  const [kept, setKept] = useState<{ at: AreaLocation; areas: KeptArea[] }>(() => ({
    at: location,
    areas: areasAfter([], undefined, current, location, () => false),
  }));
  if (kept.at !== location) {
    const from = featureOfPath(kept.at.pathname);
    setKept({ at: location, areas: areasAfter(kept.areas, from, current, location, (f) => (marks.get(f.path) ?? 0) > 0) });
  }
  return kept.areas.map(({ feature, location: at }) => (
    <AreaOnPage key={feature.path} feature={feature} location={at} shown={feature === current} mark={markOf(feature.path)} />
  ));
}

/**
 * One area at its address. Memoised: a hidden area's props do not change while the user is
 * elsewhere, so a move elsewhere does not render it again in the background.
 */
const AreaOnPage = memo(function AreaOnPage({ feature, location, shown, mark }: { feature: Feature; location: AreaLocation; shown: boolean; mark: MarkKeepable }) {
  return (
    // `hidden` tells the host's own lookups (the page's heading) which area is the one shown.
    <div hidden={!shown} data-area={feature.path}>
      <Activity mode={shown ? 'visible' : 'hidden'}>
        <KeepAliveProvider value={mark}>
          <Routes location={location}>
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
          </Routes>
        </KeepAliveProvider>
      </Activity>
    </div>
  );
});
