import { act, screen, within } from '@testing-library/react';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { api, type Locale } from 'shared-ui';
import { queryClient, resetListPrefetches } from 'shared-ui/data';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from './routes';

jest.setTimeout(60_000);
withMockBackend();

// Every area of the remote is a real screen now: none shows "coming soon", each is titled with
// its menu name in both languages (the admin account sees them all).
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

it('an internal user follows the lines still waiting for a supplier’s reply, without replying', async () => {
  await signInAs('buyer');
  await renderRemoteFeature(remote, 'deliveryReply', '', 'en-US');
  const grid = await screen.findByRole('grid');
  expect(await within(grid).findAllByText('Not replied')).not.toHaveLength(0);
  expect(within(grid).queryByRole('button', { name: 'Reply' })).toBeNull();
});

it("the PO list's first page is asked for once: the route's prefetch is the list's own search", async () => {
  await signInAs('admin');
  queryClient.clear();
  resetListPrefetches();
  const post = jest.spyOn(api, 'post');
  await renderRemoteFeature(remote, 'po', '', 'en-US');
  expect(await within(await screen.findByRole('grid')).findAllByRole('gridcell')).not.toHaveLength(0);
  // Give a second search every chance to go out.
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(post.mock.calls.filter(([url]) => url === 'a/po/search')).toHaveLength(1);
  post.mockRestore();
});
