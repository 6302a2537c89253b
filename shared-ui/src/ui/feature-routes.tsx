import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'shared-ui';
import { ComingSoonPage } from './coming-soon.page';

export interface FeatureRoute {
  /** Relative to `/admin/<feature>`: '' for the list, 'detail/:mode/:id?' for the detail... */
  path: string;
  element: ReactNode;
}

/** The routes of one `/admin/<feature>` area, as a remote declares them. */
export function featureRoutes(routes: FeatureRoute[]): ComponentType {
  return function FeatureRouter() {
    return (
      <Routes>
        {routes.map((r) => (r.path === '' ? <Route key="index" index element={r.element} /> : <Route key={r.path} path={r.path} element={r.element} />))}
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
