import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { lazy, type ComponentType } from 'react';
import { useSession, type RemoteModule } from 'shared-ui';
import { featureRoutes } from 'shared-ui/components';
import { pageOf, type SearchRequest } from 'shared-ui/contract';
import { listQuery, pageRequest, prefetchList, queryClient, resetListPrefetches, savedViewsQuery } from 'shared-ui/data';
import { ListPage, resetListStates } from 'shared-ui/list';
import { renderRemoteFeature } from 'shared-ui/testing';
import { demoList, demoSuppliers, savedViewHandlers, searchHandler } from './list-fixtures';
import { testServer as server } from '../testing/msw-test-server';

let bodies: SearchRequest<Record<string, unknown>>[] = [];
let viewsAsked = 0;

jest.setTimeout(30_000);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  bodies = [];
  viewsAsked = 0;
  server.use(searchHandler(bodies), ...savedViewHandlers());
  server.events.on('request:start', ({ request }) => void (request.url.endsWith('/g/savedView/search') && viewsAsked++));
  useSession.setState({ permissionMap: { SUPPLIER_BASIC: { create: true, edit: true, view: true, review: false } } });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  queryClient.clear();
  resetListStates();
  resetListPrefetches();
});
afterAll(() => server.close());

/** A remote whose list page's code arrives only when the test says so, as a chunk over the network would. */
function remoteWithSlowListCode() {
  let arrive!: () => void;
  const code = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = () => resolve({ default: () => <ListPage declaration={demoList} /> });
  });
  const SlowListPage = lazy(() => code);
  const remote: RemoteModule = {
    namespace: 'listDemo',
    resources: { 'zh-TW': {}, 'en-US': {} },
    features: {
      supplier: featureRoutes([{ path: '', element: <SlowListPage />, prefetch: prefetchList(() => ({ resource: demoSuppliers })) }]),
    },
  };
  return { remote, arrive };
}

const firstPageKey = () => listQuery(demoSuppliers, 'en-US', pageRequest({}, {}, 0, [])).queryKey;

it('asks for the first page while the page code loads, and the page shows that answer without asking again', async () => {
  const { remote, arrive } = remoteWithSlowListCode();
  await renderRemoteFeature(remote, 'supplier', '', 'en-US');

  // The route is known, the page code is not there yet: the search has gone out and filled the list's entry.
  await waitFor(() => expect(queryClient.getQueryData(firstPageKey())).toMatchObject({ totalCount: 45 }));
  expect(bodies).toEqual([{ paging: { page: 1, pageSize: 20 }, sorts: [{ field: 'id', direction: 'DESC' }] }]);
  // The list waits for the user's views before its first search: they come beside it.
  await waitFor(() => expect(queryClient.getQueryData(savedViewsQuery('/admin/supplier').queryKey)).toEqual([]));

  await act(async () => arrive());
  expect(await screen.findByText('Supplier 45')).toBeInTheDocument();
  // Give a second request every chance to go out.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(bodies).toHaveLength(1);
  expect(viewsAsked).toBe(1);
});

it('does not prefetch when the URL hands filters over: the list asks with them', async () => {
  const { remote, arrive } = remoteWithSlowListCode();
  await renderRemoteFeature(remote, 'supplier', '?status=BLOCKED', 'en-US');
  await act(async () => arrive());
  await waitFor(() => expect(bodies.at(-1)).toMatchObject({ status: 'BLOCKED' }));
  expect(bodies).toHaveLength(1);
});

it("calls off the plain first page when the user's default view decides the first search", async () => {
  const aborted: boolean[] = [];
  // jsdom's XMLHttpRequest sends a request that msw held and the client aborted on to the network,
  // and reports the refused connection; a browser does not. That report is the only one allowed.
  const jsdomReport = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    ...savedViewHandlers([{ id: 1, listKey: '/admin/supplier', name: 'Mine', filters: { name: 'Supplier 4' }, sorts: [], hiddenColumns: [], isDefault: true }]),
    // The plain search takes longer than the views: it is still out when they arrive. The view's
    // search goes on to the search handler of every test (a resolver that returns nothing passes it on).
    http.post('*/api/a/supplier/search', async ({ request }) => {
      const body = (await request.clone().json()) as { name?: string };
      if (body.name !== undefined) return undefined;
      await delay(500);
      aborted.push(request.signal.aborted);
      return HttpResponse.json(pageOf([], { page: 1, pageSize: 20 }));
    }),
  );
  const { remote, arrive } = remoteWithSlowListCode();
  await renderRemoteFeature(remote, 'supplier', '', 'en-US');
  await waitFor(() => expect(queryClient.getQueryData(savedViewsQuery('/admin/supplier').queryKey)).toHaveLength(1));
  await waitFor(() => expect(aborted).toEqual([true]));
  expect(queryClient.getQueryData(firstPageKey())).toBeUndefined();

  await act(async () => arrive());
  const grid = await screen.findByRole('grid');
  expect(await within(grid).findByText('Supplier 45')).toBeInTheDocument();
  expect(within(grid).queryByText('Supplier 01')).toBeNull();
  expect(bodies.at(-1)).toMatchObject({ name: 'Supplier 4' });
  expect(jsdomReport.mock.calls.map(([error]) => String(error))).toEqual(jsdomReport.mock.calls.length ? [expect.stringContaining('ECONNREFUSED')] : []);
  jsdomReport.mockRestore();
});
