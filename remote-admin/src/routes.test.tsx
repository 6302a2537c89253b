import { screen } from '@testing-library/react';
import { signInAs, withMockBackend } from 'mock-api/testing';
import type { Locale } from 'shared-ui';
import { expectComingSoonAreas, expectListsPrefetched, expectRecordsPrefetched, renderRemoteFeature } from 'shared-ui/testing';
import remote from './routes';

jest.setTimeout(60_000);
withMockBackend();

// The areas an issue has built open their screen, titled with the menu name in both languages;
// the others still show the labelled "coming soon" page.
const BUILT = ['purchasingBulletin', 'docTracking', 'roles', 'users', 'supplierUser', 'attachments', 'upload/brcontact', 'upload/suppliers'];
const name = (locale: Locale, feature: string) => (remote.resources[locale].features as Record<string, string>)[feature];

describe(`${remote.namespace} remote routes`, () => {
  const comingSoon = Object.keys(remote.features).filter((f) => !BUILT.includes(f));
  // it.each refuses an empty table: once every area is built there is nothing coming soon to check.
  if (comingSoon.length > 0) expectComingSoonAreas(remote, comingSoon);
  it('has no area left coming soon', () => expect(comingSoon).toEqual([]));

  it.each(BUILT)('%s opens its screen, titled in both languages', async (feature) => {
    await signInAs('admin');
    for (const locale of ['zh-TW', 'en-US'] as const) {
      const view = await renderRemoteFeature(remote, feature, '', locale);
      expect(await screen.findByRole('heading', { level: 1, name: name(locale, feature) })).toBeInTheDocument();
      expect(screen.queryByTestId('coming-soon')).toBeNull();
      view.unmount();
    }
  });
});

// Each list's first page leaves with its route, before the page's code has come.
expectListsPrefetched(remote, signInAs, [
  ['admin', 'purchasingBulletin', 'a/purchaseBulletin/search'],
  ['supplier', 'purchasingBulletin', 'su/purchaseBulletin/search'],
  ['admin', 'docTracking', 'a/eipBulletin/search'],
  ['supplier', 'docTracking', 'su/eipBulletin/search'],
  ['admin', 'roles', 'a/role/search'],
  ['admin', 'users', 'a/internalUser/search'],
  ['admin', 'supplierUser', 'a/supplierUser/search'],
  ['admin', 'attachments', 'g/supplierTypeAttachment/search'],
]);

expectRecordsPrefetched(remote, signInAs, [
  ['admin', 'purchasingBulletin', '/detail/view/45', 'a/purchaseBulletin/45'],
  ['admin', 'docTracking', '/detail/view/1', 'a/eipBulletin/1'],
  ['admin', 'roles', '/detail/view/1', 'a/role/1'],
  ['admin', 'users', '/detail/view/1', 'a/internalUser/1'],
  ['admin', 'supplierUser', '/detail/view/1', 'a/supplierUser/1'],
  ['admin', 'attachments', '/detail/view/SVC-NDA-EN', 'g/supplierTypeAttachment/SVC-NDA-EN'],
]);
