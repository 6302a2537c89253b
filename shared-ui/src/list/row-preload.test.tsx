import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type RemoteModule } from 'shared-ui';
import { featureRoutes, lazyPage } from 'shared-ui/components';
import { queryClient, type RoutePrefetch } from 'shared-ui/data';
import { ListPage, resetListStates } from 'shared-ui/list';
import { useParams } from 'shared-ui/routing';
import { renderRemoteFeature } from 'shared-ui/testing';
import { demoList, savedViewHandlers, searchHandler } from './list-fixtures';
import { testServer as server } from '../testing/msw-test-server';

jest.setTimeout(30_000);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  server.use(searchHandler([]), ...savedViewHandlers());
  useSession.setState({ permissionMap: { SUPPLIER_BASIC: { create: true, edit: true, view: true, review: false } } });
});
afterEach(() => {
  server.resetHandlers();
  queryClient.clear();
  resetListStates();
});
afterAll(() => server.close());

function DemoDetail() {
  return <h1>Record {useParams().id}</h1>;
}

/**
 * A list whose rows open a detail made with lazyPage; `load` counts how often that code is asked
 * for, `prefetch` is the detail route's data request.
 */
function remoteWithDetailCode(prefetch?: RoutePrefetch) {
  const load = jest.fn(async () => ({ DemoDetail }));
  const DetailPage = lazyPage(load, 'DemoDetail');
  const remote: RemoteModule = {
    namespace: 'listDemo',
    resources: { 'zh-TW': {}, 'en-US': {} },
    features: {
      supplier: featureRoutes([
        { path: '', element: <ListPage declaration={demoList} /> },
        { path: 'detail/:mode/:id?', element: <DetailPage />, prefetch },
      ]),
    },
  };
  return { remote, load };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest<HTMLElement>('[role="row"]')!;

it.each([
  ['the pointer rests on a row', async (row: HTMLElement) => userEvent.hover(row)],
  ['the focus reaches a row', async (row: HTMLElement) => act(() => fireEvent.focus(within(row).getAllByRole('gridcell')[0]))],
])("fetches the code of the row's detail once %s, before the row is opened", async (_, intent) => {
  const { remote, load } = remoteWithDetailCode();
  await renderRemoteFeature(remote, 'supplier', '', 'en-US');
  expect(load).not.toHaveBeenCalled();

  await intent(await rowOf('Supplier 45'));
  expect(load).toHaveBeenCalledTimes(1);
  await intent(await rowOf('Supplier 44'));
  expect(load).toHaveBeenCalledTimes(1);

  await userEvent.click(await screen.findByText('Supplier 44'));
  expect(await screen.findByRole('heading', { name: 'Record 44' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it("asks for the record of the row it opens within the click, not once the navigation renders", async () => {
  const prefetch = jest.fn<void, Parameters<RoutePrefetch>>();
  const { remote } = remoteWithDetailCode(prefetch);
  await renderRemoteFeature(remote, 'supplier', '', 'en-US');
  const cell = within(await rowOf('Supplier 44')).getAllByRole('gridcell')[0];

  // Outside act, as in a browser: React runs the click's handlers at once and renders the
  // navigation (a transition) later.
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    cell.click();
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
  expect(prefetch).toHaveBeenCalledWith({ pathname: '/admin/supplier/detail/view/44', search: '', params: { mode: 'view', id: '44' } });
  expect(screen.queryByRole('heading', { name: 'Record 44' })).toBeNull();

  expect(await screen.findByRole('heading', { name: 'Record 44' })).toBeInTheDocument();
});
