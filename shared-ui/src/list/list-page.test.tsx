import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { changeLocale, useSession } from 'shared-ui';
import { useLocation } from 'shared-ui/routing';
import type { SearchRequest } from 'shared-ui/contract';
import { queryClient, QueryProvider } from 'shared-ui/data';
import { buttonColumn, ListPage, useListStates, type ListDeclaration } from 'shared-ui/list';
import { emulateFocusFixup, emulatePhoneScreen, renderInPortal, type EmulatedScreen } from 'shared-ui/testing';
import { demoList, demoRows, type DemoFilter, type DemoSupplier, exportHandler, loadingHandler, savedViewHandlers, searchHandler } from './list-fixtures';
import { startListTestServer } from './list-test-server';
import { saveBlob } from '../data/save-blob';

jest.mock('../data/save-blob', () => ({ saveBlob: jest.fn() }));

let bodies: SearchRequest<Record<string, unknown>>[] = [];
const lastBody = () => bodies[bodies.length - 1];
// A list keeps its state by its route.
const LIST_ROUTE = '/admin/supplier';

// MUI selects and the DataGrid in jsdom: a whole journey takes seconds on a 2-core machine.
jest.setTimeout(30_000);

const server = startListTestServer();
beforeEach(() => {
  bodies = [];
  server.use(searchHandler(bodies), ...savedViewHandlers());
  useSession.setState({ permissionMap: { SUPPLIER_BASIC: { create: true, edit: true, view: true, review: false } } });
});

const renderList = () =>
  renderInPortal(
    <QueryProvider>
      <ListPage declaration={demoList} />
    </QueryProvider>,
    { locale: 'en-US', route: LIST_ROUTE },
  );

async function firstPage() {
  await screen.findByText('Supplier 45');
}

it('asks for page 1 of 20 by id descending, then carries the filters, the sort and the page', async () => {
  const user = userEvent.setup();
  const view = await renderList();
  await firstPage();
  expect(bodies).toEqual([{ paging: { page: 1, pageSize: 20 }, sorts: [{ field: 'id', direction: 'DESC' }] }]);

  // Enter in a text filter searches.
  await user.type(screen.getByRole('textbox', { name: 'Supplier name' }), 'supplier 1{Enter}');
  await waitFor(() => expect(lastBody()).toMatchObject({ name: 'supplier 1', paging: { page: 1 } }));

  // Select and multi-select.
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByRole('option', { name: 'Blocked' }));
  await user.click(screen.getByRole('combobox', { name: 'Stage' }));
  await user.click(await screen.findByRole('option', { name: 'Normal' }));
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(lastBody()).toMatchObject({ name: 'supplier 1', status: 'BLOCKED', stage: ['NORMAL'] }));

  // Clear: everything off, page 1 again.
  await user.click(screen.getByRole('button', { name: 'Clear' }));
  await waitFor(() => expect(lastBody()).toEqual({ paging: { page: 1, pageSize: 20 }, sorts: [{ field: 'id', direction: 'DESC' }] }));

  // Sort by a column, then page 2.
  await user.click(within(view.container).getByRole('columnheader', { name: /Supplier name/ }).querySelector('.MuiDataGrid-columnHeaderTitleContainer')!);
  await waitFor(() => expect(lastBody().sorts).toEqual([{ field: 'name', direction: 'ASC' }]));
  await user.click(screen.getByRole('button', { name: /next page/i }));
  await waitFor(() => expect(lastBody()).toMatchObject({ paging: { page: 2, pageSize: 20 }, sorts: [{ field: 'name', direction: 'ASC' }] }));
  expect(await screen.findByText('Supplier 21')).toBeInTheDocument();
});

it('grows its rows to the text of a column that wraps; a list without one keeps the one-line rows', async () => {
  const rowsOf = () => screen.getAllByRole('row').filter((row) => row.hasAttribute('data-id'));
  const view = await renderList();
  await firstPage();
  expect(rowsOf()[0]).not.toHaveClass('MuiDataGrid-row--dynamicHeight');
  view.unmount();

  const wrapping = { ...demoList, columns: demoList.columns.map((column, i) => (i === 1 ? { ...column, wraps: true as const } : column)) };
  renderInPortal(
    <QueryProvider>
      <ListPage declaration={wrapping} />
    </QueryProvider>,
    { locale: 'en-US', route: LIST_ROUTE },
  );
  await firstPage();
  expect(rowsOf()[0]).toHaveClass('MuiDataGrid-row--dynamicHeight');
});

it('keeps filters, page and sort when the list is left and opened again', async () => {
  const user = userEvent.setup();
  const first = await renderList();
  await firstPage();
  await user.type(screen.getByRole('textbox', { name: 'Supplier name' }), 'supplier{Enter}');
  await waitFor(() => expect(lastBody()).toMatchObject({ name: 'supplier' }));
  await user.click(screen.getByRole('button', { name: /next page/i }));
  await waitFor(() => expect(lastBody()).toMatchObject({ paging: { page: 2 } }));
  const kept = lastBody();
  first.unmount();

  queryClient.clear(); // no cache: the page must ask again, with the kept state
  bodies.length = 0;
  await renderList();
  await waitFor(() => expect(bodies).toEqual([kept]));
  expect(screen.getByRole('textbox', { name: 'Supplier name' })).toHaveValue('supplier');
  expect(await screen.findByText('21–40 of 45')).toBeInTheDocument();
});

it('puts the focus back on the row that was opened when the user returns', async () => {
  const user = userEvent.setup();
  const first = await renderList();
  await firstPage();
  await user.click(screen.getByText('Supplier 44'));
  first.unmount();

  await renderList();
  const row = (await screen.findByText('Supplier 44')).closest('[role="row"]')!;
  await waitFor(() => expect(row).toContainElement(document.activeElement as HTMLElement));
  expect(document.activeElement).toHaveAttribute('role', 'gridcell');
});

it('when the focused row leaves the list, the focus goes to the row that took its place, same column', async () => {
  const user = userEvent.setup();
  await renderList();
  await firstPage();
  await user.click(screen.getByText('Supplier 44'));
  const cell = screen.getByText('Supplier 44').closest<HTMLElement>('[role="gridcell"]')!;
  await waitFor(() => expect(cell).toHaveFocus());

  // Row 44 was replied (or confirmed) elsewhere: the next search no longer has it.
  server.use(searchHandler(bodies, demoRows.filter((r) => r.id !== 44)));
  await act(() => queryClient.invalidateQueries());
  await waitFor(() => expect(screen.queryByText('Supplier 44')).not.toBeInTheDocument());
  const next = screen.getByText('Supplier 43').closest('[role="gridcell"]');
  await waitFor(() => expect(next).toHaveFocus());
  expect(next).toHaveAttribute('data-field', 'name');
});

it('keeps the grid scroll position when the list unmounts', async () => {
  const view = await renderList();
  await firstPage();
  const scroller = view.container.querySelector<HTMLElement>('.MuiDataGrid-virtualScroller')!;
  scroller.scrollTop = 240;
  fireEvent.scroll(scroller);
  view.unmount();
  expect(useListStates.getState().states[LIST_ROUTE].scroll).toMatchObject({ top: 240 });
});

it('refuses a BETWEEN value search whose start exceeds its end, at the field, and sends nothing', async () => {
  const user = userEvent.setup();
  await renderList();
  await firstPage();
  await user.click(screen.getByRole('combobox', { name: 'Supplier no.: match' }));
  await user.click(await screen.findByRole('option', { name: 'Between' }));
  await user.type(screen.getByRole('textbox', { name: 'Supplier no. from' }), 'S1020');
  await user.type(screen.getByRole('textbox', { name: 'Supplier no. to' }), 'S1010');
  const sent = bodies.length;
  await user.click(screen.getByRole('button', { name: 'Search' }));
  const to = screen.getByRole('textbox', { name: 'Supplier no. to' });
  expect(to).toHaveAccessibleDescription('The start value cannot exceed the end value.');
  expect(to).toBeInvalid();
  expect(bodies).toHaveLength(sent);

  // Corrected, the search goes out with the contract's shape.
  await user.clear(to);
  await user.type(to, 'S1030{Enter}');
  await waitFor(() => expect(lastBody()).toMatchObject({ supplierNoScp: { mode: 'BETWEEN', from: 'S1020', to: 'S1030' } }));
});

describe('on a phone', () => {
  let screenSize: EmulatedScreen;
  beforeEach(() => (screenSize = emulatePhoneScreen()));
  afterEach(() => screenSize.restore());

  it('folds the filters behind a button that counts the chosen ones; folded, Search still sends what was typed', async () => {
    const user = userEvent.setup();
    await renderList();
    await firstPage();
    const unfold = screen.getByRole('button', { name: 'Filters' });
    expect(unfold).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Supplier name' })).not.toBeInTheDocument();

    await user.click(unfold);
    // The button names what it unfolds: the fields, not the row it stands in.
    const unfolded = document.getElementById(unfold.getAttribute('aria-controls') ?? '');
    expect(unfolded).toContainElement(screen.getByRole('textbox', { name: 'Supplier name' }));
    expect(unfolded).not.toContainElement(unfold);
    expect(unfolded).not.toContainElement(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('textbox', { name: 'Supplier name' }), 'supplier 1');
    await user.click(screen.getByRole('button', { name: 'Filters (1)', expanded: true }));
    expect(screen.queryByRole('textbox', { name: 'Supplier name' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastBody()).toMatchObject({ name: 'supplier 1', paging: { page: 1 } }));

    await user.click(screen.getByRole('button', { name: 'Filters (1)', expanded: false }));
    expect(screen.getByRole('textbox', { name: 'Supplier name' })).toHaveValue('supplier 1');
  });

  it('shows a refused filter with its message even when the user folds the filters', async () => {
    const user = userEvent.setup();
    await renderList();
    await firstPage();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('combobox', { name: 'Supplier no.: match' }));
    await user.click(await screen.findByRole('option', { name: 'Between' }));
    await user.type(screen.getByRole('textbox', { name: 'Supplier no. from' }), 'S1020');
    await user.type(screen.getByRole('textbox', { name: 'Supplier no. to' }), 'S1010');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    expect(screen.getByRole('textbox', { name: 'Supplier no. to' })).toHaveAccessibleDescription('The start value cannot exceed the end value.');
  });
});

it('exports the current filter and saves the file under the Content-Disposition name', async () => {
  const exported: unknown[] = [];
  server.use(exportHandler(exported));
  const user = userEvent.setup();
  await renderList();
  await firstPage();
  await user.type(screen.getByRole('textbox', { name: 'Supplier name' }), 'supplier 4{Enter}');
  await waitFor(() => expect(lastBody()).toMatchObject({ name: 'supplier 4' }));
  await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
  await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
  expect(exported).toEqual([lastBody()]);
  const [blob, filename] = jest.mocked(saveBlob).mock.calls[0];
  expect(filename).toBe('供應商.xlsx');
  expect(blob).toBeInstanceOf(Blob);
});

it('Export pressed by the keyboard keeps the focus while the file is made, and a second press asks for none', async () => {
  const dropsFocus = emulateFocusFixup();
  try {
    const exported: unknown[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The file is held until released, then made as usual.
    server.use(http.post('*/api/a/supplier/search/xls', () => held.then(() => undefined)), exportHandler(exported));
    const user = userEvent.setup();
    await renderList();
    await firstPage();
    const exportButton = screen.getByRole('button', { name: 'Export to Excel' });
    act(() => exportButton.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(exportButton).toHaveAttribute('aria-disabled', 'true'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(exportButton).toHaveFocus();
    await user.keyboard('{Enter}');
    release();
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(exportButton).not.toHaveAttribute('aria-disabled'));
    expect(exportButton).toHaveFocus();
    expect(exported).toHaveLength(1);
  } finally {
    dropsFocus();
  }
});

it('shows the create action only with the create flag, and translates in zh-TW', async () => {
  await act(async () => {
    useSession.setState({ permissionMap: { SUPPLIER_BASIC: { create: false, edit: false, view: true, review: false } } });
  });
  await renderInPortal(
    <QueryProvider>
      <ListPage declaration={demoList} />
    </QueryProvider>,
  );
  await firstPage();
  expect(screen.queryByRole('button', { name: '新增供應商' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: '查詢' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '匯出 Excel' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: /供應商名稱/ })).toBeInTheDocument();
});

it('switching the language re-renders the grid in the new language: headers, pagination, filters', async () => {
  await renderList();
  await firstPage();
  expect(screen.getByRole('columnheader', { name: 'Supplier name' })).toBeInTheDocument();
  expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
  await act(() => changeLocale('zh-TW'));
  expect(await screen.findByRole('columnheader', { name: '供應商名稱' })).toBeInTheDocument();
  expect(screen.getByText('1–20 共 45')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: '供應商名稱' })).toBeInTheDocument();
});

it('takes filters handed over in the URL once and leaves the rest of the URL (a board view) alone', async () => {
  function Search() {
    return <output>{useLocation().search}</output>;
  }
  await renderInPortal(
    <QueryProvider>
      <ListPage declaration={demoList} />
      <Search />
    </QueryProvider>,
    { locale: 'en-US', route: `${LIST_ROUTE}?status=BLOCKED&view=list` },
  );
  await waitFor(() => expect(lastBody()).toMatchObject({ status: 'BLOCKED' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^\?view=list$/));
});

describe("Enter on a link or a button in a row is that control's, not the row's", () => {
  const blocked: string[] = [];
  const followed: string[] = [];
  // A row's action (the delivery reply's Reply) and a link of its own (the notifications' number).
  const withControls: ListDeclaration<DemoSupplier, DemoFilter> = {
    ...demoList,
    columns: [
      {
        field: 'supplierNoScp',
        width: 150,
        renderCell: ({ row, tabIndex }) => (
          <a href={`#${row.supplierNoScp}`} tabIndex={tabIndex} onClick={(e) => (e.preventDefault(), e.stopPropagation(), followed.push(row.supplierNoScp))}>
            {row.supplierNoScp}
          </a>
        ),
      },
      ...demoList.columns.slice(1),
      { ...buttonColumn<DemoSupplier>('block', (row) => ({ label: 'listDemo:selection.block', name: 'listDemo:selection.block', onClick: () => blocked.push(row.name) })), headerName: 'listDemo:selection.block' },
    ],
  };
  function Where() {
    return <output>{useLocation().pathname}</output>;
  }
  const renderWithControls = () =>
    renderInPortal(
      <QueryProvider>
        <ListPage declaration={withControls} />
        <Where />
      </QueryProvider>,
      { locale: 'en-US', route: LIST_ROUTE },
    );
  const rowOf = async (name: string) => (await screen.findByText(name)).closest<HTMLElement>('[role="row"]')!;
  beforeEach(() => {
    blocked.length = 0;
    followed.length = 0;
  });

  it('a button: Enter presses it once, the row stays', async () => {
    const user = userEvent.setup();
    await renderWithControls();
    const button = within(await rowOf('Supplier 45')).getByRole('button', { name: 'Block' });
    act(() => button.focus());
    await user.keyboard('{Enter}');
    expect(blocked).toEqual(['Supplier 45']);
    expect(screen.getByRole('status')).toHaveTextContent(new RegExp(`^${LIST_ROUTE}$`));
  });

  it('a link: Enter follows it once, the row stays; Enter on a plain cell of the row still opens it', async () => {
    const user = userEvent.setup();
    await renderWithControls();
    const row = await rowOf('Supplier 45');
    act(() => within(row).getByRole('link', { name: 'S1045' }).focus());
    await user.keyboard('{Enter}');
    expect(followed).toEqual(['S1045']);
    expect(screen.getByRole('status')).toHaveTextContent(new RegExp(`^${LIST_ROUTE}$`));

    act(() => within(row).getByText('Supplier 45').closest<HTMLElement>('[role="gridcell"]')!.focus());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(`${LIST_ROUTE}/detail/view/45`);
  });
});

it('is busy while a search runs, then shows its spinner once the search has taken a moment', async () => {
  server.use(loadingHandler());
  renderList();
  const grid = await screen.findByRole('grid');
  expect(grid.parentElement?.closest('[aria-busy="true"]')).not.toBeNull();
  expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeVisible();
});
