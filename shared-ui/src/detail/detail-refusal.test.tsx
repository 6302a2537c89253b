import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { registerNamespace, useNotifier, useSession, type Locale, type PermissionFlags } from 'shared-ui';
import { requiredText } from 'shared-ui/contract';
import { queryClient, QueryProvider, resource } from 'shared-ui/data';
import { defineDetail } from 'shared-ui/detail';
import { MultiSelectField, RowsSection, TextField, type FieldErrorEntry } from 'shared-ui/form';
import { renderInPortal } from 'shared-ui/testing';
import { z } from 'zod';
import { testServer as server } from '../testing/msw-test-server';
import { DemoDetailRouter, type demoDetail } from './detail-fixtures';

// A refusal at a path no field on screen shows (`roles.3`, `lines.1.poItemId`) is named by the
// nearest field or list that registered its label, shown there, and what nothing shows stays in the
// form's refusal box until the next save or action (not only in a notice that leaves after 5 s).

jest.setTimeout(30_000);

registerNamespace('refusalDemo', {
  'zh-TW': {
    title: '示範單據',
    list: '示範清單',
    tabs: { main: '主檔', lines: '明細' },
    name: '名稱',
    roles: '角色',
    role: { A: '採購', B: '財務', C: '品保', D: '稽核' },
    lines: { heading: '請款明細', row: '第 {{n}} 行', add: '新增明細', none: '尚無明細' },
    quantity: '數量',
    commit: '送出',
    commitTitle: '確定送出？',
  },
  'en-US': {
    title: 'Demo document',
    list: 'Demo list',
    tabs: { main: 'Main', lines: 'Lines' },
    name: 'Name',
    roles: 'Roles',
    role: { A: 'Buyer', B: 'Finance', C: 'Quality', D: 'Auditor' },
    lines: { heading: 'Bill lines', row: 'Line {{n}}', add: 'Add line', none: 'No lines' },
    quantity: 'Quantity',
    commit: 'Commit',
    commitTitle: 'Commit this document?',
  },
});

interface Thing {
  id: number;
  name: string;
  roles: string[];
  lines: { poItemId: number; quantity: string }[];
}

const things = resource<Thing>('a/thing');
const schema = z.object({
  name: requiredText(),
  roles: z.array(z.string()),
  lines: z.array(z.object({ poItemId: z.number(), quantity: z.string() })),
});
const ROLES = ['A', 'B', 'C', 'D'].map((code) => ({ code, label: `refusalDemo:role.${code}` }));
const record: Thing = { id: 7, name: 'Plant visit', roles: ['A', 'B', 'C', 'D'], lines: [{ poItemId: 1, quantity: '2' }, { poItemId: 2, quantity: '3' }] };

const thingDetail = defineDetail<Thing, z.input<typeof schema>, z.output<typeof schema>>({
  resource: things,
  permission: 'SUPPLIER_BASIC',
  title: 'refusalDemo:title',
  form: { schema: () => schema, toForm: ({ name, roles, lines }) => ({ name, roles, lines }) },
  tabs: () => [
    {
      key: 'main',
      label: 'refusalDemo:tabs.main',
      render: () => (
        <>
          <TextField name="name" label="refusalDemo:name" required />
          <MultiSelectField name="roles" label="refusalDemo:roles" options={ROLES} />
        </>
      ),
    },
    {
      key: 'lines',
      label: 'refusalDemo:tabs.lines',
      // The line's PO item has no field: the list shows what the server says of it.
      render: () => <RowsSection id="demo-lines" labels="refusalDemo:lines" name="lines" newRow={() => ({ quantity: '' })} renderRow={(_, at) => <TextField name={at('quantity')} label="refusalDemo:quantity" />} />,
    },
  ],
  actions: (r) => [{ key: 'commit', label: 'refusalDemo:commit', confirm: { title: 'refusalDemo:commitTitle' }, run: (call) => things.action(r.id, 'commit', undefined, call) }],
});

const flags = (f: Partial<PermissionFlags>): PermissionFlags => ({ create: false, edit: false, view: false, review: false, ...f });
const refused = (fieldErrors: FieldErrorEntry[]) => HttpResponse.json({ messages: [], fieldErrors }, { status: 400 });
let puts = 0;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  puts = 0;
  useSession.setState({ permissionMap: { SUPPLIER_BASIC: flags({ create: true, edit: true, view: true }) } });
  useNotifier.setState({ notices: [] });
  server.use(http.get('*/api/a/thing/:id', () => HttpResponse.json(record)));
});
afterEach(() => {
  server.resetHandlers();
  queryClient.clear();
});
afterAll(() => server.close());

const open = (path: string, locale: Locale) =>
  renderInPortal(
    <QueryProvider>
      <DemoDetailRouter path={path} declaration={thingDetail as unknown as typeof demoDetail} />
    </QueryProvider>,
    { locale },
  );

/** The form's refusal box: the alert that starts with what was refused. */
const refusalBox = (start: RegExp) => screen.findByText(start, { selector: '.MuiAlert-message' });

describe.each([
  {
    locale: 'en-US' as const,
    save: 'Save',
    roles: 'Roles',
    notItem: 'PO item 2 is not one of yours.',
    role: 'Roles (item 4): Invalid value.',
    line: 'Bill lines (row 2): PO item 2 is not one of yours.',
    saveBox: /^Save was refused\. Correct these first:/,
    saveBoxText: 'Save was refused. Correct these first:\nInvalid value.',
    commit: 'Commit',
    linesTab: 'Lines',
    commitBoxText: 'Commit was refused. Correct these first:\nRoles: Select at least one.\nBill lines: Select at least one.',
    atLeastOne: 'Select at least one.',
  },
  {
    locale: 'zh-TW' as const,
    save: '儲存',
    roles: '角色',
    notItem: '採購單項目 2 不屬於貴公司。',
    role: '角色（第 4 項）：輸入值不正確。',
    line: '請款明細（第 2 列）：採購單項目 2 不屬於貴公司。',
    saveBox: /^無法儲存，請先修正以下項目：/,
    saveBoxText: '無法儲存，請先修正以下項目：\n輸入值不正確。',
    commit: '送出',
    linesTab: '明細',
    commitBoxText: '無法送出，請先修正以下項目：\n角色：請至少選擇一項。\n請款明細：請至少選擇一項。',
    atLeastOne: '請至少選擇一項。',
  },
])('$locale', (text) => {
  it('a refused save names each error no field shows by the nearest field or list, shows it there, and keeps the rest on the form until the next save', async () => {
    const user = userEvent.setup();
    server.use(
      http.put('*/api/a/thing/:id', () =>
        ++puts === 1
          ? refused([
              { path: 'roles.3', key: 'validation:invalid' },
              { path: 'lines.1.poItemId', message: text.notItem },
              { path: 'approval.code', key: 'validation:invalid' },
            ])
          : HttpResponse.json(record),
      ),
    );
    await open('/admin/supplier/detail/edit/7', text.locale);
    await user.click(await screen.findByRole('button', { name: text.save }));

    // The roles picker says which role, as its helper text, and has the focus: the first field marked.
    expect(await screen.findByText(text.role)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: text.roles })).toHaveFocus());
    // The line's PO item has no field: the lines list says which line.
    expect(screen.getByText(text.line, { ignore: '.MuiAlert-message' })).toBeInTheDocument();
    // What nothing on the form shows stays in the refusal box, and the notice is the usual one.
    const box = await refusalBox(text.saveBox);
    expect(box.textContent).toBe(text.saveBoxText);
    expect(useNotifier.getState().notices).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: text.save }));
    await waitFor(() => expect(screen.queryByText(text.saveBox, { selector: '.MuiAlert-message' })).toBeNull());
    expect(puts).toBe(2);
  });

  it("a save refused for a list's rule on another tab: the tab opens with the focus on the rule", async () => {
    const user = userEvent.setup();
    server.use(http.put('*/api/a/thing/:id', () => refused([{ path: 'lines', key: 'validation:atLeastOne' }])));
    await open('/admin/supplier/detail/edit/7', text.locale);
    await user.click(await screen.findByRole('button', { name: text.save }));

    await waitFor(() => expect(screen.getByRole('tab', { name: text.linesTab })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(within(screen.getByRole('tabpanel')).getByText(text.atLeastOne)).toHaveFocus());
  });

  it('a refused action names every field and list in the box, marks the list and shows its tab', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/a/thing/:id/commit', () =>
        refused([
          { path: 'roles', key: 'validation:atLeastOne' },
          { path: 'lines', key: 'validation:atLeastOne' },
        ]),
      ),
    );
    await open('/admin/supplier/detail/view/7', text.locale);
    await user.click(await screen.findByRole('button', { name: text.commit }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: text.commit }));

    const box = await refusalBox(/./);
    expect(box.textContent).toBe(text.commitBoxText);
    // The tab with the list refused is shown, the rule under the list.
    await waitFor(() => expect(screen.getByRole('tab', { name: text.linesTab })).toHaveAttribute('aria-selected', 'true'));
    expect(within(screen.getByRole('tabpanel')).getByText(text.atLeastOne)).toBeInTheDocument();
    // Nothing is corrected in view mode: the box that lists it all has the focus.
    await waitFor(() => expect(box.closest('[role="alert"]')).toHaveFocus());
    // In the box, not only in a notice that leaves after 5 s.
    expect(useNotifier.getState().notices).toEqual([]);
  });
});
