import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Activity, useState } from 'react';
import { registerNamespace, useSession } from 'shared-ui';
import { QueryProvider } from 'shared-ui/data';
import { defineList, ListPage } from 'shared-ui/list';
import { renderInPortal } from 'shared-ui/testing';
import { startListTestServer } from './list-test-server';
import { demoList, savedViewHandlers, searchHandler, type DemoFilter, type DemoSupplier } from './list-fixtures';

// The list template's row ticks (`selection`): rows that cannot join those ticked have no tick,
// the bar says what is ticked, the actions get the ticked rows, a new search clears them.
jest.setTimeout(30_000);

registerNamespace('tickDemo', {
  'zh-TW': { ticked: '已勾選 {{count}} 筆（{{status}}）', hint: '勾選同一狀態的供應商', merge: '合併', row: '選取 {{name}}（{{no}}）' },
  'en-US': { ticked: '{{count}} ticked ({{status}})', hint: 'Tick suppliers of one status', merge: 'Merge', row: 'Select {{name}} ({{no}})' },
});

const merge = jest.fn();
const tickList = defineList<DemoSupplier, DemoFilter>({
  ...demoList,
  rowLink: undefined,
  selection: {
    canJoin: (row, ticked) => ticked.length === 0 || row.status === ticked[0].status,
    summary: 'tickDemo:ticked',
    describe: (ticked) => ({ status: ticked[0].status }),
    hint: 'tickDemo:hint',
    rowName: 'tickDemo:row',
    rowValues: (row) => ({ name: row.name, no: row.supplierNoScp }),
    actions: [{ key: 'merge', label: 'tickDemo:merge', flag: 'edit', run: merge }],
  },
});

const server = startListTestServer();
beforeEach(() => {
  merge.mockReset();
  server.use(searchHandler([]), ...savedViewHandlers());
  useSession.setState({ permissionMap: { SUPPLIER_BASIC: { create: false, edit: true, view: true, review: false } } });
});

const rowOf = (id: number) => document.querySelector(`[role="row"][data-id="${id}"]`) as HTMLElement;
const tickBox = (id: number) => within(rowOf(id)).getByRole('checkbox');

const renderList = (locale: 'en-US' | 'zh-TW' = 'en-US') =>
  renderInPortal(
    <QueryProvider>
      <ListPage declaration={tickList} />
    </QueryProvider>,
    { locale, route: '/admin/supplier' },
  );

it('ticks rows that belong together, keeps them across pages, hands them to the action, clears them on a new search', async () => {
  const user = userEvent.setup();
  await renderList();
  await screen.findByText('Supplier 45');
  expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Tick suppliers of one status');
  expect(screen.getByRole('button', { name: 'Merge' })).toBeDisabled();

  // Rows 45 and 44 are active, 41 is blocked (every fifth).
  await user.click(tickBox(45));
  expect(tickBox(41)).toBeDisabled();
  await user.click(tickBox(44));
  expect(screen.getByText('2 ticked (ACTIVE)')).toBeInTheDocument();

  const next = screen.getByRole('button', { name: /next page/i });
  await user.click(next);
  await waitFor(() => expect(screen.getByText('21–40 of 45')).toBeInTheDocument(), { timeout: 5000 });
  await screen.findByText('Supplier 25');
  await user.click(tickBox(24));
  await user.click(screen.getByRole('button', { name: 'Merge' }));
  expect(merge.mock.calls[0][0].map((r: DemoSupplier) => r.id)).toEqual([45, 44, 24]);

  await user.type(screen.getByRole('textbox', { name: 'Supplier name' }), 'supplier{Enter}');
  await waitFor(() => expect(screen.getByText('Tick suppliers of one status')).toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Merge' })).toBeDisabled();
});

it.each([
  ['en-US', (n: number) => `Select Supplier ${n} (S${1000 + n})`],
  ['zh-TW', (n: number) => `選取 Supplier ${n}（S${1000 + n}）`],
] as const)('names each row’s tick by its row, as the declaration says, not "Select row" on every row (%s)', async (locale, name) => {
  const user = userEvent.setup();
  await renderList(locale);
  await screen.findByText('Supplier 45');
  expect(tickBox(45)).toHaveAccessibleName(name(45));
  expect(tickBox(44)).toHaveAccessibleName(name(44));
  // Ticked, it keeps its name (its state says it is ticked); one that cannot join keeps it too.
  await user.click(tickBox(45));
  expect(tickBox(45)).toBeChecked();
  expect(tickBox(45)).toHaveAccessibleName(name(45));
  expect(tickBox(41)).toHaveAccessibleName(name(41));
});

it('shows no ticks nor actions to a user without the action’s flag', async () => {
  useSession.setState({ permissionMap: { SUPPLIER_BASIC: { create: false, edit: false, view: true, review: false } } });
  await renderList();
  await screen.findByText('Supplier 45');
  expect(screen.queryByRole('button', { name: 'Merge' })).toBeNull();
  expect(within(rowOf(45)).queryByRole('checkbox')).toBeNull();
});

it('comes back with nothing ticked after being kept alive out of sight (the ticked rows may be gone)', async () => {
  function KeptList() {
    const [shown, setShown] = useState(true);
    return (
      <>
        <button onClick={() => setShown(!shown)}>{shown ? 'leave' : 'return'}</button>
        <Activity mode={shown ? 'visible' : 'hidden'}>
          <ListPage declaration={tickList} />
        </Activity>
      </>
    );
  }
  const user = userEvent.setup();
  await renderInPortal(
    <QueryProvider>
      <KeptList />
    </QueryProvider>,
    { locale: 'en-US', route: '/admin/supplier' },
  );
  await screen.findByText('Supplier 45');
  await user.click(tickBox(45));
  expect(screen.getByRole('button', { name: 'Merge' })).toBeEnabled();

  await user.click(screen.getByRole('button', { name: 'leave' }));
  await user.click(screen.getByRole('button', { name: 'return' }));
  expect(tickBox(45)).not.toBeChecked();
  expect(screen.getByRole('button', { name: 'Merge' })).toBeDisabled();
});
