import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { featureRoutes, useKeepAlive } from 'shared-ui/components';
import { RouterLink } from 'shared-ui/routing';
import { renderInPortal } from 'shared-ui/testing';

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

describe('the area keeps its list alive while a record is open (spec section 2)', () => {
  /** A screen with something typed in it; a list says it may be kept, as ListPage does. */
  function Screen({ title, list }: { title: string; list?: boolean }) {
    const [text, setText] = useState('');
    return (
      <>
        <h1>{title}</h1>
        <input aria-label={title} value={text} onChange={(event) => setText(event.target.value)} />
        {list && <Keepable />}
        <RouterLink to="/admin/po/detail/view/3">record 3</RouterLink>
        <RouterLink to="/admin/po">back</RouterLink>
      </>
    );
  }
  function Keepable() {
    useKeepAlive();
    return null;
  }
  const render = (index: ReactElement) => {
    const Area = featureRoutes([
      { path: '', element: index },
      { path: 'detail/:mode/:id?', element: <Screen title="record" /> },
    ]);
    return renderInPortal(<Area />, { route: '/admin/po', path: '/admin/po/*' });
  };

  it('hides the list while the record shows and shows it again as it was', async () => {
    await render(<Screen title="list" list />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'list' }), 'typed');
    await user.click(screen.getByRole('link', { name: 'record 3' }));
    expect(screen.getByRole('heading', { name: 'record' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'list' })).toBeNull();
    expect(screen.getByText('list').closest('[hidden]')).not.toBeNull();

    await user.click(screen.getByRole('link', { name: 'back' }));
    expect(screen.getByRole('textbox', { name: 'list' })).toHaveValue('typed');
    expect(screen.queryByRole('heading', { name: 'record' })).toBeNull();
  });

  it('does not keep an index that is not a list: what was typed there and left is not shown again', async () => {
    await render(<Screen title="form" />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'form' }), 'discarded');
    await user.click(screen.getByRole('link', { name: 'record 3' }));
    expect(screen.queryByText('form')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'back' }));
    expect(screen.getByRole('textbox', { name: 'form' })).toHaveValue('');
  });

  it('does not keep a list left with a dialog open: the dialog would come back with it', async () => {
    await render(<Screen title="list" list />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'list' }), 'typed');
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('role', 'dialog');
    try {
      await user.click(screen.getByRole('link', { name: 'record 3' }));
    } finally {
      dialog.remove();
    }
    expect(screen.queryByText('list')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'back' }));
    expect(screen.getByRole('textbox', { name: 'list' })).toHaveValue('');
  });
});
