import { screen } from '@testing-library/react';
import { signInAs, withMockBackend } from 'mock-api/testing';
import type { Locale } from 'shared-ui';
import { expectListsPrefetched, expectRecordsPrefetched, renderRemoteFeature } from 'shared-ui/testing';
import remote from './routes';

jest.setTimeout(60_000);
withMockBackend();

// Every area of the remote is a real screen now: none shows "coming soon", each is titled with
// its menu name in both languages.
const name = (locale: Locale, feature: string) => (remote.resources[locale].features as Record<string, string>)[feature];

it.each(Object.keys(remote.features))('%s opens its screen, titled in both languages', async (feature) => {
  await signInAs('quality');
  for (const locale of ['zh-TW', 'en-US'] as const) {
    const view = await renderRemoteFeature(remote, feature, '', locale);
    expect(await screen.findByRole('heading', { level: 1, name: name(locale, feature) })).toBeInTheDocument();
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    view.unmount();
  }
});

// Each list's first page leaves with its route, before the page's code has come.
expectListsPrefetched(remote, signInAs, [
  ['quality', 'survey', 'a/supplierAuditSurvey/search'],
  ['quality', 'audit', 'a/supplierAudit/search'],
]);

expectRecordsPrefetched(remote, signInAs, [
  ['admin', 'survey', '/detail/view/1', 'a/supplierAuditSurvey/1'],
  ['admin', 'audit', '/detail/view/77', 'a/supplierAudit/77'],
]);
