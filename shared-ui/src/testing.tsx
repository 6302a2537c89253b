// shared-ui/testing: helpers for jest tests of host and remotes (never bundled in an app).
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryProvider } from './data/query-client';
import { changeLocale, initI18n, registerNamespace } from './i18n/i18n';
import type { Locale } from './session/session-store';
import { AppProviders } from './ui/app-providers';
import type { RemoteModule } from './ui/remote-module';

/** Renders a screen inside the portal's providers and a router at `route`. */
export async function renderInPortal(ui: ReactElement, options: { route?: string; path?: string; locale?: Locale } = {}) {
  await initI18n();
  await changeLocale(options.locale ?? 'zh-TW');
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <Routes>
          <Route path={options.path ?? '*'} element={ui} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

/** Renders one feature of a remote the way the host mounts it, under `/admin/<feature>/*`. */
export async function renderRemoteFeature(remote: RemoteModule, feature: string, subPath = '', locale: Locale = 'zh-TW') {
  await initI18n();
  registerNamespace(remote.namespace, remote.resources);
  const Feature = remote.features[feature];
  if (!Feature) throw new Error(`${remote.namespace} has no feature ${feature}`);
  // Inside the server-state cache, as the admin layout mounts every feature.
  return renderInPortal(
    <QueryProvider>
      <Feature />
    </QueryProvider>,
    { route: `/admin/${feature}${subPath}`, path: `/admin/${feature}/*`, locale },
  );
}

/**
 * The check every remote runs until its domain issue replaces its screens: each area it
 * exposes shows the labelled "coming soon" page with its translated name, in both languages.
 */
export function expectComingSoonAreas(remote: RemoteModule, features = Object.keys(remote.features)) {
  const name = (locale: Locale, feature: string) => (remote.resources[locale].features as Record<string, string>)[feature];
  it.each(features)('%s shows its translated name in both languages', async (feature) => {
    const zh = await renderRemoteFeature(remote, feature, '', 'zh-TW');
    expect(await screen.findByTestId('coming-soon')).toHaveTextContent(name('zh-TW', feature));
    zh.unmount();
    await renderRemoteFeature(remote, feature, '', 'en-US');
    expect(await screen.findByTestId('coming-soon')).toHaveTextContent(name('en-US', feature));
  });
}
