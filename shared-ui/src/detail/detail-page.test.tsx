import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useNotifier, useSession, type PermissionFlags } from 'shared-ui';
import { queryClient, QueryProvider } from 'shared-ui/data';
import { emulateFocusFixup, renderInPortal } from 'shared-ui/testing';
import { testServer as server } from '../testing/msw-test-server';
import { defineDetail, DetailPage } from 'shared-ui/detail';
import { fileListField, requiredText } from 'shared-ui/contract';
import { TextField } from 'shared-ui/form';
import { FileUploadField } from 'shared-ui/upload';
import { z } from 'zod';
import { heldFileHandler } from '../upload/upload-fixtures';
import { demoDetail, DemoDetailRouter, demoRecord, recordHandlers, refusingPutHandler, shownDemoDetail, type Sent } from './detail-fixtures';

jest.setTimeout(30_000);

let sent: Sent[] = [];
const flags = (f: Partial<PermissionFlags>): PermissionFlags => ({ create: false, edit: false, view: false, review: false, ...f });
const allowAll = () => useSession.setState({ permissionMap: { SUPPLIER_BASIC: flags({ create: true, edit: true, view: true }) } });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  sent = [];
  server.use(...recordHandlers(sent, { latencyMs: 30 }));
  allowAll();
  useNotifier.setState({ notices: [] });
});
afterEach(() => {
  server.resetHandlers();
  queryClient.clear();
});
afterAll(() => server.close());

const open = (path: string) =>
  renderInPortal(
    <QueryProvider>
      <DemoDetailRouter path={path} />
    </QueryProvider>,
    { locale: 'en-US' },
  );
const notices = () => useNotifier.getState().notices;
const nameBox = () => screen.getByRole('textbox', { name: /Company name/ });
const listHeading = () => screen.findByRole('heading', { name: 'Suppliers' });

describe('modes and permissions', () => {
  it('refuses edit without the edit flag: the 2 s permission warning, back to the list, nothing loaded', async () => {
    useSession.setState({ permissionMap: { SUPPLIER_BASIC: flags({ view: true, create: true }) } });
    let gets = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET') gets++;
    });
    await open('/admin/supplier/detail/edit/42');
    await listHeading();
    expect(notices()).toEqual([expect.objectContaining({ severity: 'warning', message: 'You do not have this permission', durationMs: 2000 })]);
    expect(gets).toBe(0);
    server.events.removeAllListeners();
  });

  it('refuses create and copy without the create flag, and an unknown mode', async () => {
    useSession.setState({ permissionMap: { SUPPLIER_BASIC: flags({ view: true, edit: true }) } });
    for (const path of ['/admin/supplier/detail/create', '/admin/supplier/detail/copy/42', '/admin/supplier/detail/delete/42']) {
      const view = await open(path);
      await listHeading();
      view.unmount();
    }
    expect(notices()).toHaveLength(1); // the same warning again restarts its timer
  });

  it('shows a record read-only in view mode, with Edit for users holding the flag', async () => {
    const user = userEvent.setup();
    await open('/admin/supplier/detail/view/42');
    expect(await screen.findByText('Acme Components Ltd.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('textbox', { name: /Company name/ })).toHaveValue('Acme Components Ltd.');
  });

  it('keeps the chosen tab when Edit opens the form', async () => {
    const user = userEvent.setup();
    await open('/admin/supplier/detail/view/42');
    await user.click(await screen.findByRole('tab', { name: 'Other' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('button', { name: 'Save' });
    expect(screen.getByRole('tab', { name: 'Other' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a record only shown offers no edit, create or copy, whatever the flags: the URLs show it read-only or the list, never Save', async () => {
    const show = (path: string) =>
      renderInPortal(
        <QueryProvider>
          <DemoDetailRouter path={path} declaration={shownDemoDetail} />
        </QueryProvider>,
        { locale: 'en-US' },
      );
    const edit = await show('/admin/supplier/detail/edit/42');
    expect(await screen.findByText('Acme Components Ltd.')).toBeInTheDocument();
    expect(screen.getByText('View')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    edit.unmount();
    for (const path of ['/admin/supplier/detail/create', '/admin/supplier/detail/copy/42']) {
      const view = await show(path);
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Suppliers' }) ?? screen.queryByText('View')).toBeInTheDocument());
      expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
      view.unmount();
    }
    expect(sent).toEqual([]);
    expect(notices()).toEqual([]);
  });

  it('the edit address of a record no longer changed shows it read-only, in place of the address: no Save', async () => {
    server.use(...recordHandlers(sent, { store: { record: { ...demoRecord, status: 'SUBMITTED' } } }));
    await open('/admin/supplier/detail/edit/42');
    expect(await screen.findByText('Acme Components Ltd.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('View')).toBeInTheDocument());
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(notices()).toEqual([]);
  });

  it('hides Edit from a view-only user', async () => {
    useSession.setState({ permissionMap: { SUPPLIER_BASIC: flags({ view: true }) } });
    await open('/admin/supplier/detail/view/42');
    await screen.findByText('Acme Components Ltd.');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});

describe('save', () => {
  it('edit: PUTs the schema output once, even on a double click, then shows the saved record', async () => {
    const user = userEvent.setup();
    await open('/admin/supplier/detail/edit/42');
    await waitFor(() => expect(nameBox()).toHaveValue('Acme Components Ltd.'));
    await user.clear(nameBox());
    await user.type(nameBox(), 'Acme Asia');
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Acme Asia'); // view mode of the saved record
    expect(sent).toEqual([{ method: 'PUT', path: '/api/a/supplier/42', body: expect.objectContaining({ name: 'Acme Asia', employeeCount: 120 }) }]);
    expect(notices()).toEqual([expect.objectContaining({ severity: 'success', message: 'Saved.' })]);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('Save pressed by the keyboard waits while the request is in flight, keeping the focus: a second press sends nothing', async () => {
    const dropsFocus = emulateFocusFixup();
    try {
      const user = userEvent.setup();
      server.use(...recordHandlers(sent, { latencyMs: 400 }));
      await open('/admin/supplier/detail/edit/42');
      await waitFor(() => expect(nameBox()).toHaveValue('Acme Components Ltd.'));
      await user.type(nameBox(), '!');
      const save = screen.getByRole('button', { name: 'Save' });
      act(() => save.focus());
      await user.keyboard('{Enter}');
      await screen.findByRole('progressbar', { name: 'Working, please wait…' });
      // A disabled Save would have dropped the focus to the page: the keyboard user starts again from the top.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(save).toHaveFocus();
      expect(save).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByRole('button', { name: 'Back to list' })).toHaveAttribute('aria-disabled', 'true');
      await user.keyboard('{Enter}');
      fireEvent.click(save);
      await screen.findByText('Acme Components Ltd.!');
      expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(1);
    } finally {
      dropsFocus();
    }
  });

  it('waits for a file still uploading: Save is unavailable and says why, then saves the record with the file (in Chinese)', async () => {
    const user = userEvent.setup();
    const withFiles = defineDetail({
      ...demoDetail,
      form: { schema: () => z.object({ name: requiredText(), files: fileListField() }) },
      tabs: () => [
        {
          key: 'basic',
          label: 'detailDemo:tabs.basic',
          render: () => (
            <>
              <TextField name="name" label="detailDemo:name" required />
              <FileUploadField name="files" label="upload:attachment" />
            </>
          ),
        },
      ],
      actions: undefined,
    });
    const { handler, release } = heldFileHandler('quote.pdf');
    server.use(handler);
    await renderInPortal(
      <QueryProvider>
        <DemoDetailRouter path="/admin/supplier/detail/edit/42" declaration={withFiles as unknown as typeof demoDetail} />
      </QueryProvider>,
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: /公司名稱/ })).toHaveValue('Acme Components Ltd.'));
    await user.upload(screen.getByLabelText('附件', { selector: 'input' }), new File([new Uint8Array(64)], 'quote.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('progressbar', { name: '正在上傳 quote.pdf' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: '儲存' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('檔案上傳中…上傳完成後才能儲存或送出。');
    fireEvent.click(save);

    release();
    await screen.findByRole('button', { name: '下載 quote.pdf' });
    await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'));
    expect(screen.queryByText('檔案上傳中…上傳完成後才能儲存或送出。')).toBeNull();
    expect(sent).toEqual([]);
    await user.click(save);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({ name: 'Acme Components Ltd.', files: [{ fileId: 'file-held', fileName: 'quote.pdf' }] });
    // The saved record in view mode, read again: nothing left in flight for the next test.
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });

  it('does not draw the panels again when the form becomes dirty or a save starts: each field follows its own value', async () => {
    const user = userEvent.setup();
    server.use(...recordHandlers(sent, { latencyMs: 400 }));
    const panelRendered = jest.fn();
    function CountedPanel() {
      panelRendered();
      return <TextField name="name" label="detailDemo:name" required />;
    }
    const counted = defineDetail({ ...demoDetail, tabs: () => [{ key: 'basic', label: 'detailDemo:tabs.basic', render: () => <CountedPanel /> }] });
    await renderInPortal(
      <QueryProvider>
        <DemoDetailRouter path="/admin/supplier/detail/edit/42" declaration={counted} />
      </QueryProvider>,
      { locale: 'en-US' },
    );
    await waitFor(() => expect(nameBox()).toHaveValue('Acme Components Ltd.'));
    const before = panelRendered.mock.calls.length;
    await user.type(nameBox(), '!'); // the form becomes dirty
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true')); // saving
    expect(panelRendered).toHaveBeenCalledTimes(before);
    await screen.findByText('Acme Components Ltd.!'); // the saved record, shown read-only
  });

  it('copy: starts from the record without id, number and status, and POSTs a new one', async () => {
    const user = userEvent.setup();
    await open('/admin/supplier/detail/copy/42');
    await waitFor(() => expect(nameBox()).toHaveValue('Acme Components Ltd.'));
    expect(screen.getByText('Supplier no.').nextSibling).toHaveTextContent('—');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const [{ method, path, body }] = sent;
    expect([method, path]).toEqual(['POST', '/api/a/supplier']);
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('supplierNoScp');
    expect(body).not.toHaveProperty('status');
    expect(body).toMatchObject({ name: demoRecord.name, email: demoRecord.email, employeeCount: 120 });
    expect(await screen.findByText('S1077')).toBeInTheDocument(); // view mode of the new record
  });

  it('copy: a Save again after a lost answer sends the same Idempotency-Key; changed values a new one', async () => {
    const user = userEvent.setup();
    let lost = 0;
    server.use(
      http.post('*/api/a/supplier', ({ request }) => {
        if (lost === 2) return undefined; // the recording handler answers
        lost++;
        sent.push({ method: 'POST', path: '/api/a/supplier', key: request.headers.get('Idempotency-Key') });
        return HttpResponse.error();
      }),
    );
    await open('/admin/supplier/detail/copy/42');
    await waitFor(() => expect(nameBox()).toHaveValue('Acme Components Ltd.'));
    const save = async (times: number) => {
      await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled'));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(sent).toHaveLength(times));
    };
    await save(1);
    await save(2);
    await user.type(nameBox(), ' Ltd');
    await save(3);
    expect(await screen.findByText('S1077')).toBeInTheDocument(); // view mode of the new record
    const [first, again, changed] = sent.map((s) => s.key);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(again).toBe(first);
    expect(changed).toMatch(/^[0-9a-f]{32}$/);
    expect(changed).not.toBe(first);
  });

  it('create: refuses an empty form at the fields and sends nothing', async () => {
    const user = userEvent.setup();
    await open('/admin/supplier/detail/create');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(nameBox()).toHaveAccessibleDescription('Required'));
    expect(screen.getByRole('textbox', { name: /Employees/ })).toHaveAccessibleDescription('Required');
    expect(sent).toEqual([]);
  });

  it('a refused save keeps every field as typed and puts the server field errors on the fields', async () => {
    const user = userEvent.setup();
    server.use(refusingPutHandler(sent));
    await open('/admin/supplier/detail/edit/42');
    await waitFor(() => expect(nameBox()).toHaveValue('Acme Components Ltd.'));
    await user.clear(nameBox());
    await user.type(nameBox(), 'Typed name');
    await user.type(screen.getByRole('textbox', { name: /Employees/ }), '5');
    await user.click(screen.getByRole('tab', { name: 'Other' }));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), ' typed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // The first error's tab is shown again.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Basic info' })).toHaveAttribute('aria-selected', 'true'));
    expect(nameBox()).toHaveValue('Typed name');
    expect(nameBox()).toHaveAccessibleDescription('Supplier SCP no. does not exist.');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(screen.getByRole('textbox', { name: /Employees/ })).toHaveValue('1205');
    expect(screen.getByRole('textbox', { name: 'Note', hidden: true })).toHaveValue('Preferred supplier for connectors. typed');
    expect(notices()).toEqual([expect.objectContaining({ severity: 'warning', message: 'The record was not saved. Check the marked fields.' })]);
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled');
  });
});

describe('leaving', () => {
  it('asks before leaving with unsaved changes; Cancel stays, Leave goes', async () => {
    const user = userEvent.setup();
    await open('/admin/supplier/detail/edit/42');
    await waitFor(() => expect(nameBox()).toHaveValue('Acme Components Ltd.'));
    await user.type(nameBox(), ' changed');
    await user.click(screen.getByRole('button', { name: 'Back to list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(nameBox()).toHaveValue('Acme Components Ltd. changed');

    const unload = new Event('beforeunload', { cancelable: true });
    act(() => void window.dispatchEvent(unload));
    expect(unload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Back to list' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await listHeading();
  });

  it('leaves without asking when nothing changed', async () => {
    const user = userEvent.setup();
    await open('/admin/supplier/detail/edit/42');
    await waitFor(() => expect(nameBox()).toHaveValue('Acme Components Ltd.'));
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Back to list' }));
    await listHeading();
  });
});

it('a page of one record (the supplier\'s own) asks before its Cancel drops the changes', async () => {
  const user = userEvent.setup();
  await renderInPortal(
    <QueryProvider>
      <DetailPage declaration={demoDetail} id="42" />
    </QueryProvider>,
    { locale: 'en-US' },
  );
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  await user.type(await screen.findByRole('textbox', { name: /Company name/ }), ' Taiwan');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
  await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(nameBox()).toHaveValue('Acme Components Ltd. Taiwan');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard changes' }));
  await waitFor(() => expect(screen.queryByRole('textbox', { name: /Company name/ })).toBeNull());
  expect(screen.getByText('Acme Components Ltd.')).toBeInTheDocument();
  expect(sent).toEqual([]);
});

describe('actions', () => {
  it('confirms a state-changing action, runs it once and reloads the record', async () => {
    const user = userEvent.setup();
    await open('/admin/supplier/detail/view/42');
    await user.click(await screen.findByRole('button', { name: 'Commit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Commit this supplier?' });
    expect(dialog).toHaveTextContent('It goes to sign-off once committed.');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Commit' }));
    await screen.findByText('Submitted');
    expect(sent).toEqual([{ method: 'POST', path: '/api/a/supplier/42/commit' }]);
    expect(screen.queryByRole('button', { name: 'Commit' })).toBeNull(); // no longer a draft
  });
});

it('speaks Chinese too: tabs, mode and Save', async () => {
  await renderInPortal(
    <QueryProvider>
      <DemoDetailRouter path="/admin/supplier/detail/edit/42" />
    </QueryProvider>,
  );
  expect(await screen.findByRole('tab', { name: '基本資料' })).toBeInTheDocument();
  expect(screen.getByText('編輯')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '儲存' })).toBeInTheDocument();
});
