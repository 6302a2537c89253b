import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useSession } from 'shared-ui';
import type { SavedView, SearchRequest } from 'shared-ui/contract';
import { QueryProvider } from 'shared-ui/data';
import { ListPage } from 'shared-ui/list';
import { renderInPortal } from 'shared-ui/testing';
import { demoList, savedViewHandlers, searchHandler } from '../list-fixtures';
import { startListTestServer } from '../list-test-server';

// Saved views (issue 19) on the list template: chips above the grid, saved per user by g/savedView.
jest.setTimeout(30_000);

const LIST_ROUTE = '/admin/supplier';
let bodies: SearchRequest<Record<string, unknown>>[] = [];
let views: SavedView[] = [];
const lastBody = () => bodies[bodies.length - 1];
const blocked: SavedView = { id: 7, listKey: LIST_ROUTE, name: 'Blocked by name', filters: { status: 'BLOCKED' }, sorts: [{ field: 'name', direction: 'ASC' }], hiddenColumns: ['createdAt'], isDefault: false };

const server = startListTestServer();
beforeEach(() => {
  bodies = [];
  views = [];
  useSession.setState({ permissionMap: { SUPPLIER_BASIC: { create: true, edit: true, view: true, review: false } } });
});

async function renderList(locale: 'en-US' | 'zh-TW' = 'en-US') {
  server.use(searchHandler(bodies), ...savedViewHandlers(views));
  return renderInPortal(
    <QueryProvider>
      <ListPage declaration={demoList} />
    </QueryProvider>,
    { locale, route: LIST_ROUTE },
  );
}
const viewsBar = (name = 'Saved views') => screen.getByRole('group', { name });

it('saves the filters, sort and hidden columns under a name; the chip shows it pressed', async () => {
  const user = userEvent.setup();
  await renderList();
  expect(await within(viewsBar()).findByText('None yet: set the filters, then save them as a view.')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Supplier name' }), 'supplier 1{Enter}');
  await waitFor(() => expect(lastBody()).toMatchObject({ name: 'supplier 1' }));

  await user.click(screen.getByRole('button', { name: 'Save view' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save this view' });
  await user.type(within(dialog).getByRole('textbox', { name: /View name/ }), 'Ones');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Open this list with this view' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('View "Ones" saved.')).toBeInTheDocument();
  expect(views).toEqual([expect.objectContaining({ listKey: LIST_ROUTE, name: 'Ones', isDefault: true, filters: { name: 'supplier 1' }, sorts: [], hiddenColumns: [] })]);
  const chip = await within(viewsBar()).findByRole('button', { name: /Ones/ });
  expect(chip).toHaveAttribute('aria-pressed', 'true');
  expect(within(chip).getByTitle('Opens with this view')).toBeInTheDocument();
});

it('a chip puts its view on the list: filters in the bar, its sort in the search, its columns hidden', async () => {
  views.push({ ...blocked });
  const user = userEvent.setup();
  await renderList();
  const chip = await within(viewsBar()).findByRole('button', { name: 'Blocked by name' });
  expect(chip).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('columnheader', { name: 'Created on' })).toBeInTheDocument();

  await user.click(chip);
  await waitFor(() => expect(lastBody()).toEqual({ status: 'BLOCKED', paging: { page: 1, pageSize: 20 }, sorts: [{ field: 'name', direction: 'ASC' }] }));
  expect(chip).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Blocked');
  await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Created on' })).not.toBeInTheDocument());

  // Another search: the list no longer shows the view.
  await user.click(screen.getByRole('button', { name: 'Clear' }));
  await waitFor(() => expect(chip).toHaveAttribute('aria-pressed', 'false'));
});

it('opens with the default view, its filters in the very first search (zh-TW)', async () => {
  views.push({ ...blocked, isDefault: true });
  await renderList('zh-TW');
  await waitFor(() => expect(bodies).toHaveLength(1));
  expect(bodies[0]).toMatchObject({ status: 'BLOCKED', sorts: [{ field: 'name', direction: 'ASC' }] });
  expect(await within(viewsBar('已存檢視')).findByRole('button', { name: /Blocked by name/ })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.queryByRole('columnheader', { name: '建立日期' })).not.toBeInTheDocument();
});

it('a name already used is refused at the field and the typing stays; the same name as the shown view updates it', async () => {
  views.push({ ...blocked }, { ...blocked, id: 8, name: 'Other', filters: {} });
  const user = userEvent.setup();
  await renderList();
  await user.click(await within(viewsBar()).findByRole('button', { name: 'Blocked by name' }));
  await waitFor(() => expect(lastBody()).toMatchObject({ status: 'BLOCKED' }));

  // The dialog offers the shown view's name: saving under it updates that view.
  await user.type(screen.getByRole('textbox', { name: 'Supplier name' }), 'supplier{Enter}');
  await waitFor(() => expect(lastBody()).toMatchObject({ name: 'supplier' }));
  await user.click(screen.getByRole('button', { name: 'Save view' }));
  let dialog = await screen.findByRole('dialog', { name: 'Save this view' });
  expect(within(dialog).getByRole('textbox', { name: /View name/ })).toHaveValue('');
  await user.type(within(dialog).getByRole('textbox', { name: /View name/ }), 'blocked BY name');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('View "blocked BY name" updated.')).toBeInTheDocument();
  expect(views.find((v) => v.id === 7)).toMatchObject({ filters: { name: 'supplier', status: 'BLOCKED' } });

  // A name another view of the list holds, changed server-side meanwhile: refused at the field.
  views.push({ ...blocked, id: 9, name: 'Taken' });
  await user.click(screen.getByRole('button', { name: 'Save view' }));
  dialog = await screen.findByRole('dialog', { name: 'Save this view' });
  const name = within(dialog).getByRole('textbox', { name: /View name/ });
  await user.clear(name);
  await user.type(name, 'taken ');
  server.use(...savedViewHandlers([...views, { ...blocked, id: 10, name: 'taken' }]));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(name).toHaveAccessibleDescription('You already have a view with this name on this list.'));
  expect(name).toHaveValue('taken ');
});

it('deletes a view only after asking', async () => {
  views.push({ ...blocked });
  const user = userEvent.setup();
  await renderList();
  const chip = await within(viewsBar()).findByRole('button', { name: 'Blocked by name' });
  act(() => chip.focus());
  await user.keyboard('{Delete}');
  const ask = await screen.findByRole('dialog', { name: 'Delete the view "Blocked by name"?' });
  await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
  expect(views).toHaveLength(1);

  act(() => chip.focus());
  await user.keyboard('{Delete}');
  await user.click(within(await screen.findByRole('dialog', { name: /Delete the view/ })).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(within(viewsBar()).queryByRole('button', { name: 'Blocked by name' })).not.toBeInTheDocument());
  expect(views).toEqual([]);
});

it('Save again after an answer that never arrived sends the same Idempotency-Key: the view saved the first time, not a name taken', async () => {
  const user = userEvent.setup();
  await renderList();
  await within(viewsBar()).findByText('None yet: set the filters, then save them as a view.');
  // The first save gets no answer; the next goes through.
  const keys: (string | null)[] = [];
  server.use(
    http.post('*/api/g/savedView', ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      return keys.length === 1 ? HttpResponse.error() : undefined;
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Save view' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save this view' });
  await user.type(within(dialog).getByRole('textbox', { name: /View name/ }), 'Ones');
  const save = within(dialog).getByRole('button', { name: 'Save' });
  await user.click(save);
  await waitFor(() => expect(keys).toHaveLength(1));
  await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'));

  await user.click(save);
  expect(await screen.findByText('View "Ones" saved.')).toBeInTheDocument();
  expect(keys).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), keys[0]]);
  expect(views.map((v) => v.name)).toEqual(['Ones']);
});
