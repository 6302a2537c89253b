import { screen } from '@testing-library/react';
import { signInAs, withMockBackend } from 'mock-api/testing';
import type { Locale } from 'shared-ui';
import { expectComingSoonAreas, renderRemoteFeature } from 'shared-ui/testing';
import remote from './routes';

jest.setTimeout(60_000);
withMockBackend();

const built = ['survey'];
const name = (locale: Locale, feature: string) => (remote.resources[locale].features as Record<string, string>)[feature];

// The areas built so far open their screen, titled with their menu name in both languages.
it.each(built)('%s opens its screen, titled in both languages', async (feature) => {
  await signInAs('admin');
  for (const locale of ['zh-TW', 'en-US'] as const) {
    const view = await renderRemoteFeature(remote, feature, '', locale);
    expect(await screen.findByRole('heading', { level: 1, name: name(locale, feature) })).toBeInTheDocument();
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    view.unmount();
  }
});

describe('areas still to come', () => {
  expectComingSoonAreas(remote, Object.keys(remote.features).filter((f) => !built.includes(f)));
});
