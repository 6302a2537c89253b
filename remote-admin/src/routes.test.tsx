import { screen } from '@testing-library/react';
import { signInAs, withMockBackend } from 'mock-api/testing';
import type { Locale } from 'shared-ui';
import { expectComingSoonAreas, renderRemoteFeature } from 'shared-ui/testing';
import remote from './routes';

jest.setTimeout(60_000);
withMockBackend();

const BUILT = ['purchasingBulletin', 'docTracking'];
const name = (locale: Locale, feature: string) => (remote.resources[locale].features as Record<string, string>)[feature];

// The announcement areas are real screens, titled with their menu name in both languages.
describe(`${remote.namespace} remote routes`, () => {
  it.each(BUILT)('%s opens its list, titled in both languages', async (feature) => {
    await signInAs('admin');
    for (const locale of ['zh-TW', 'en-US'] as const) {
      const view = await renderRemoteFeature(remote, feature, '', locale);
      expect(await screen.findByRole('heading', { level: 1, name: name(locale, feature) })).toBeInTheDocument();
      expect(screen.queryByTestId('coming-soon')).toBeNull();
      view.unmount();
    }
  });

  // Until a domain issue builds them, the other areas show the labelled "coming soon" page.
  expectComingSoonAreas(
    remote,
    Object.keys(remote.features).filter((f) => !BUILT.includes(f)),
  );
});
