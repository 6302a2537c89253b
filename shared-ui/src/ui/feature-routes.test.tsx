import { featureRoutes } from 'shared-ui/components';

/** A page made by lazyPage, as far as the routes can tell: a component with `preload`. */
const lazyPageStub = () => Object.assign(() => null, { preload: jest.fn() });

const ListPage = lazyPageStub();
const DetailPage = lazyPageStub();
const listPrefetch = jest.fn();
const recordPrefetch = jest.fn();
const area = featureRoutes([
  { path: '', element: <ListPage />, prefetch: listPrefetch },
  { path: 'detail/:mode/:id?', element: <DetailPage />, prefetch: recordPrefetch },
]);

beforeEach(() => jest.clearAllMocks());

it("starts the list's code and first page for the portal opened at the area's own address", () => {
  area.preloadAddress('/admin/po', { pathname: '/admin/po/', search: '' });

  expect(ListPage.preload).toHaveBeenCalledTimes(1);
  expect(listPrefetch).toHaveBeenCalledWith({ pathname: '/admin/po/', search: '', params: {} });
  expect(DetailPage.preload).not.toHaveBeenCalled();
  expect(recordPrefetch).not.toHaveBeenCalled();
});

it("starts a detail's code and record, with the address's parameters and query", () => {
  area.preloadAddress('/admin/po', { pathname: '/admin/po/detail/view/3', search: '?tab=items' });

  expect(DetailPage.preload).toHaveBeenCalledTimes(1);
  expect(recordPrefetch).toHaveBeenCalledWith({ pathname: '/admin/po/detail/view/3', search: '?tab=items', params: { mode: 'view', id: '3' } });
  expect(ListPage.preload).not.toHaveBeenCalled();
});

it('starts nothing at an address none of its routes shows, nor outside the area', () => {
  area.preloadAddress('/admin/po', { pathname: '/admin/po/unknown/3', search: '' });
  area.preloadAddress('/admin/po', { pathname: '/admin/poItemHistory', search: '' });

  expect([ListPage.preload, DetailPage.preload, listPrefetch, recordPrefetch].flatMap((fn) => fn.mock.calls)).toEqual([]);
});
