import { screen } from '@testing-library/react';
import { signInAs, withMockBackend } from 'mock-api/testing';
import type { Locale } from 'shared-ui';
import { expectListsPrefetched, expectRecordsPrefetched, renderRemoteFeature } from 'shared-ui/testing';
import remote from './routes';

jest.setTimeout(60_000);
withMockBackend();

// Both areas of the remote are real screens: none shows "coming soon", each is titled with its
// menu name in both languages (the admin account sees them all).
const name = (locale: Locale, feature: string) => (remote.resources[locale].features as Record<string, string>)[feature];

it.each(Object.keys(remote.features))('%s opens its screen, titled in both languages', async (feature) => {
  await signInAs('admin');
  for (const locale of ['zh-TW', 'en-US'] as const) {
    const view = await renderRemoteFeature(remote, feature, '', locale);
    expect(await screen.findByRole('heading', { level: 1, name: name(locale, feature) })).toBeInTheDocument();
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    view.unmount();
  }
});

// Each list's first page leaves with its route, before the page's code has come.
expectListsPrefetched(remote, signInAs, [
  ['admin', 'invoiceRequest', 'a/bill/poItemAllowInvoice/search'],
  ['admin', 'invoice', 'a/bill/search'],
  ['supplier', 'invoice', 'su/bill/search'],
]);

expectRecordsPrefetched(remote, signInAs, [['admin', 'invoice', '/detail/view/1', 'a/bill/1']]);
