import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useSession } from 'shared-ui';
import type { ActivityEntry, ThreadMessage } from 'shared-ui/contract';
import { invalidateRecords, partKey, queryClient, QueryProvider, resource } from 'shared-ui/data';
import { DetailPage, defineDetail } from 'shared-ui/detail';
import { RouterLink } from 'shared-ui/routing';
import { leavingAsks, renderInPortal } from 'shared-ui/testing';
import { THREAD_REFRESH_MS } from './use-thread';
import { testServer as server } from '../testing/msw-test-server';

jest.setTimeout(30_000);

// Issue 19: the timeline and conversation panels every detail page gets from its declaration.

const docs = resource<{ id: number; name: string }>('su/doc');
const declaration = defineDetail({
  resource: docs,
  permission: 'PURCHASE_ORDER',
  title: 'detail:loading',
  tabs: () => [{ key: 'main', label: 'detail:modes.view', render: ({ record }) => record?.name }],
  panels: ['timeline', 'conversation'],
});

const ENTRIES: ActivityEntry[] = [
  { id: 1, at: '2026-03-18T09:00:00.000Z', action: 'reply', by: { account: 'buyer', name: 'Lin Buyer' }, onBehalf: { staff: { account: 'buyer' }, supplierId: 1001, supplierName: 'Hsin Tai' }, catalogue: 'deliveryReplyStatus', from: 'NOT_REPLIED', to: 'REPLIED', remark: 'Partial first' },
  { id: 2, at: '2026-03-19T10:30:00.000Z', action: 'reject', by: { account: 'buyer', name: 'Lin Buyer' }, catalogue: 'deliveryReplyStatus', from: 'REPLIED', to: 'REJECTED', reason: 'Please deliver earlier' },
];
const message = (id: number, text: string, over: Partial<ThreadMessage> = {}): ThreadMessage => ({
  id, at: '2026-03-19T11:00:00.000Z', by: { account: 'buyer', name: 'Lin Buyer' }, side: 'internal', text, attachments: [], unread: false, ...over,
});

let calls: string[] = [];
/** The bodies of the read marker's moves (PUT …/messages/read), null for none. */
let readBodies: unknown[] = [];
let thread: ThreadMessage[] = [];
let refuseSend = false;
/** What the record's own GET answers as its name (its status, as a domain's record shows it). */
let recordName = 'Line 7';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  calls = [];
  readBodies = [];
  thread = [message(1, 'Any question?', { unread: true })];
  refuseSend = false;
  recordName = 'Line 7';
  useSession.setState({ permissionMap: { PURCHASE_ORDER: { create: false, edit: false, view: true, review: false } } });
  server.use(
    http.all('*/api/su/doc/*', ({ request }) => {
      calls.push(`${request.method} ${new URL(request.url).pathname.replace(/.*\/api\//, '')}`);
    }),
    http.get('*/api/su/doc/7', () => HttpResponse.json({ id: 7, name: recordName })),
    http.get('*/api/su/doc/7/activity', () => HttpResponse.json(ENTRIES)),
    http.get('*/api/su/doc/7/messages', () => HttpResponse.json({ items: thread, unreadCount: thread.filter((m) => m.unread).length })),
    http.put('*/api/su/doc/7/messages/read', async ({ request }) => {
      readBodies.push(await request.json().catch(() => null));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/api/su/doc/7/messages', async ({ request }) => {
      if (refuseSend) return HttpResponse.json({ messages: ['The server is busy.'] }, { status: 500 });
      const body = (await request.json()) as { text: string };
      return HttpResponse.json(message(9, body.text.trim(), { by: { account: 'supplier', name: 'Chen Supplier' }, side: 'supplier' }), { status: 201 });
    }),
    http.get('*/api/su/doc/8', () => HttpResponse.json({ id: 8, name: 'Line 8' })),
    http.get('*/api/su/doc/8/messages', () => HttpResponse.json({ messages: ['Not found'] }, { status: 404 })),
  );
});
afterEach(() => {
  server.resetHandlers();
  queryClient.clear();
});
afterAll(() => server.close());

const open = (id: string, locale: 'en-US' | 'zh-TW' = 'en-US', route = '/') =>
  renderInPortal(
    <QueryProvider>
      <DetailPage declaration={declaration} id={id} />
      <RouterLink to="/doc/7?panel=conversation">Open the conversation</RouterLink>
    </QueryProvider>,
    { locale, route },
  );

/** The conversation's query: how often each of its observers (the panel on the page) asks again. */
const threadPolling = () => queryClient.getQueryCache().find({ queryKey: partKey(docs, 7, 'messages') })?.observers.map((o) => o.options.refetchInterval);
const messageGets = () => calls.filter((c) => c === 'GET su/doc/7/messages').length;

it('offers both panels as tabs and reads neither until its tab is chosen', async () => {
  await open('7');
  await screen.findByText('Line 7');
  expect(screen.getByRole('tab', { name: 'Timeline' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Conversation' })).toBeInTheDocument();
  expect(calls).toEqual(['GET su/doc/7']);
});

it('timeline: newest first, each with the change, who (and for whom), when and the reason or remark', async () => {
  await open('7');
  await userEvent.click(await screen.findByRole('tab', { name: 'Timeline' }));
  const list = await screen.findByRole('list', { name: 'Changes, newest first' });
  const [rejected, replied] = within(list).getAllByRole('listitem');
  expect(rejected).toHaveTextContent('Rejected · Replied → Rejected');
  expect(rejected).toHaveTextContent('by Lin Buyer · 2026-03-19 10:30');
  expect(rejected).toHaveTextContent('Reason: Please deliver earlier');
  expect(replied).toHaveTextContent('by Lin Buyer on behalf of Hsin Tai');
  // A reply's remark refuses nothing: it reads as a remark, not as a reason.
  expect(replied).toHaveTextContent('Remark: Partial first');
  expect(replied).not.toHaveTextContent('Reason');
});

it('timeline in Traditional Chinese: 歷程, 代供應商, 原因, 備註', async () => {
  await open('7', 'zh-TW');
  await userEvent.click(await screen.findByRole('tab', { name: '歷程' }));
  const list = await screen.findByRole('list', { name: '異動紀錄，由新到舊' });
  expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('代供應商 Hsin Tai');
  expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('原因：Please deliver earlier');
  expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('備註：Partial first');
  expect(within(list).getAllByRole('listitem')[1]).not.toHaveTextContent('原因');
});

describe('conversation', () => {
  const openConversation = async (id = '7') => {
    await open(id);
    await userEvent.click(await screen.findByRole('tab', { name: 'Conversation' }));
  };

  it('marks what is new to the reader, then moves its read marker', async () => {
    await openConversation();
    const list = await screen.findByRole('list', { name: 'Messages, newest last' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Any question?');
    expect(within(list).getByText('Unread')).toBeInTheDocument();
    await waitFor(() => expect(calls).toContain('PUT su/doc/7/messages/read'));
  });

  it('moves the read marker up to the newest message shown (upTo), not past it: one the server got since stays unread', async () => {
    thread = [message(1, 'Any question?', { unread: true }), message(2, 'Our answer', { by: { account: 'supplier', name: 'Chen Supplier' }, side: 'supplier' })];
    await openConversation();
    expect(await screen.findByRole('list', { name: 'Messages, newest last' })).toHaveTextContent('Our answer');
    await waitFor(() => expect(readBodies).toEqual([{ upTo: 2 }]));
  });

  it('sends with the Send button and shows the message last; the box is emptied', async () => {
    await openConversation();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Which date suits you?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const list = screen.getByRole('list', { name: 'Messages, newest last' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('Which date suits you?'));
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('Chen Supplier');
    expect(box).toHaveValue('');
  });

  it('Ctrl+Enter sends too', async () => {
    await openConversation();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Sent by keyboard');
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(calls).toContain('POST su/doc/7/messages'));
    await screen.findByText('Sent by keyboard', { selector: 'p' });
  });

  it('a message being written is unsaved work: leaving the page asks first, until it is sent', async () => {
    await openConversation();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    expect(leavingAsks()).toBe(false);
    await userEvent.type(box, 'Half a thought');
    await waitFor(() => expect(leavingAsks()).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(box).toHaveValue(''));
    await waitFor(() => expect(leavingAsks()).toBe(false));
  });

  it('Send keeps the focus while it sends (aria-disabled, not disabled) and takes no second click', async () => {
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/api/su/doc/7/messages', async ({ request }) => {
        calls.push('POST su/doc/7/messages');
        const body = (await request.json()) as { text: string };
        await answered;
        return HttpResponse.json(message(9, body.text, { side: 'supplier' }), { status: 201 });
      }),
    );
    await openConversation();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), 'Once only');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect(sending).toHaveFocus();
    expect(sending).toBeEnabled();
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Attach file' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    answer();
    await screen.findByRole('button', { name: 'Send' });
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-disabled');
    expect(calls.filter((c) => c === 'POST su/doc/7/messages')).toHaveLength(1);
  });

  it('a failed send keeps the typed text and says so', async () => {
    refuseSend = true;
    await openConversation();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Keep me');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded or saved.');
    expect(box).toHaveValue('Keep me');
  });

  it('attaching several files tries each: a refused one is named with the reason, the others stay attached', async () => {
    server.use(
      http.post('*/api/g/file/issue', async ({ request }) => {
        const file = (await request.formData()).get('file') as File;
        if (file.name === 'big.pdf') return HttpResponse.json({ messages: ['File size exceeded 10 MB.'] }, { status: 400 });
        return HttpResponse.json({ fileId: `f-${file.name}`, name: file.name, size: file.size, type: file.type });
      }),
    );
    await openConversation();
    await screen.findByRole('textbox', { name: 'Message' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    // Node's File: the multipart body is built by Node's FormData, which keeps only its own realm's file names.
    const pdf = (name: string) => new NodeFile(['%PDF'], name, { type: 'application/pdf' }) as unknown as File;
    await userEvent.upload(input, [pdf('big.pdf'), pdf('drawing.pdf')]);
    const said = await screen.findByText('These files were not attached (the others were): big.pdf: File size exceeded 10 MB.');
    expect(said.closest('[role="alert"]')).not.toBeNull();
    expect(await screen.findByText('drawing.pdf')).toBeInTheDocument();
  });

  it('an empty box sends nothing and asks for a text', async () => {
    await openConversation();
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write a message first.');
    expect(calls).not.toContain('POST su/doc/7/messages');
  });

  it('a record the reader may not read says so, with no box to write in', async () => {
    await openConversation('8');
    expect(await screen.findByText('This record was not found, or you may not read it.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });
});

describe('a link to the conversation (a message notification\'s: ?panel=conversation)', () => {
  it('opens the page at the conversation, and again when followed while another tab is shown', async () => {
    const user = userEvent.setup();
    await open('7', 'en-US', '/doc/7?panel=conversation');
    expect(await screen.findByRole('tab', { name: 'Conversation', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Messages, newest last' })).toHaveTextContent('Any question?');
    await user.click(screen.getByRole('tab', { name: 'Timeline' }));
    expect(screen.getByRole('tab', { name: 'Timeline', selected: true })).toBeInTheDocument();
    // The same address once more (the notification clicked again): the conversation is shown again.
    await user.click(screen.getByRole('link', { name: 'Open the conversation' }));
    expect(await screen.findByRole('tab', { name: 'Conversation', selected: true })).toBeInTheDocument();
  });

  it('opening a notification reads the record on screen again, not only its conversation: its new state shows, on a second click too', async () => {
    const user = userEvent.setup();
    await open('7', 'en-US', '/doc/7');
    await screen.findByText('Line 7');
    const recordGets = () => calls.filter((c) => c === 'GET su/doc/7').length;
    expect(recordGets()).toBe(1);
    // What the host does as a notification is opened (useNotificationActions.open): read again, then go to its link.
    const openNotification = async () => {
      await act(() => void invalidateRecords(queryClient));
      await user.click(screen.getByRole('link', { name: 'Open the conversation' }));
    };

    recordName = 'Line 7 (sent back)';
    await openNotification();
    expect(await screen.findByText('Line 7 (sent back)')).toBeInTheDocument();
    expect(recordGets()).toBe(2);
    expect(screen.getByRole('tab', { name: 'Conversation', selected: true })).toBeInTheDocument();

    // The same notification clicked again, the record still on screen and within the cache's 30 s.
    recordName = 'Line 7 (answered)';
    await openNotification();
    expect(await screen.findByText('Line 7 (answered)')).toBeInTheDocument();
    expect(recordGets()).toBe(3);
  });

  it('a link without it opens the first tab, as before; a panel the record lacks does too', async () => {
    const first = await open('7', 'en-US', '/doc/7');
    expect(await screen.findByRole('tab', { name: 'View', selected: true })).toBeInTheDocument();
    first.unmount();
    await open('7', 'en-US', '/doc/7?panel=attachments');
    expect(await screen.findByRole('tab', { name: 'View', selected: true })).toBeInTheDocument();
    expect(calls).not.toContain('GET su/doc/7/messages');
  });
});

describe('the conversation keeps itself current', () => {
  it('asks again every 30 s while its tab is shown, not while another tab is', async () => {
    const user = userEvent.setup();
    await open('7', 'en-US', '/doc/7?panel=conversation');
    await screen.findByRole('list', { name: 'Messages, newest last' });
    expect(threadPolling()).toEqual([THREAD_REFRESH_MS]);
    await user.click(screen.getByRole('tab', { name: 'Timeline' }));
    await waitFor(() => expect(threadPolling()).toEqual([false]));
    await user.click(screen.getByRole('tab', { name: 'Conversation' }));
    await waitFor(() => expect(threadPolling()).toEqual([THREAD_REFRESH_MS]));
  });

  it('a message that comes while its tab is hidden stays unread until shown; the marks stay after the next answer', async () => {
    const user = userEvent.setup();
    await open('7', 'en-US', '/doc/7?panel=conversation');
    const list = await screen.findByRole('list', { name: 'Messages, newest last' });
    await waitFor(() => expect(calls.filter((c) => c === 'PUT su/doc/7/messages/read')).toHaveLength(1));
    await user.click(screen.getByRole('tab', { name: 'Timeline' }));
    thread = [message(1, 'Any question?'), message(2, 'One more thing', { unread: true })];
    await act(() => queryClient.invalidateQueries({ queryKey: partKey(docs, 7, 'messages') }));
    await waitFor(() => expect(messageGets()).toBe(2));
    expect(calls.filter((c) => c === 'PUT su/doc/7/messages/read')).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: 'Conversation' }));
    await waitFor(() => expect(calls.filter((c) => c === 'PUT su/doc/7/messages/read')).toHaveLength(2));
    expect(readBodies).toEqual([{ upTo: 1 }, { upTo: 2 }]);
    // The server now says both read: the reader still sees which were new to them.
    thread = thread.map((m) => ({ ...m, unread: false }));
    await act(() => queryClient.invalidateQueries({ queryKey: partKey(docs, 7, 'messages') }));
    await waitFor(() => expect(messageGets()).toBe(3));
    expect(within(list).getAllByText('Unread')).toHaveLength(2);
  });

  it('keeps those marks without a side effect in the query: its select, if any, answers by its input alone', async () => {
    await open('7', 'en-US', '/doc/7?panel=conversation');
    await screen.findByRole('list', { name: 'Messages, newest last' });
    const [observer] = queryClient.getQueryCache().find({ queryKey: partKey(docs, 7, 'messages') })?.observers ?? [];
    const select = observer!.options.select ?? ((answer: unknown) => answer);
    const answer = (unread: boolean) => ({ items: [message(5, 'Later', { unread })], unreadCount: Number(unread) });
    expect(select(answer(false))).toEqual(answer(false));
    expect(select(answer(true))).toEqual(answer(true));
    // The same input, the same answer: nothing was remembered from the call before.
    expect(select(answer(false))).toEqual(answer(false));
  });
});

describe('a record several suppliers share (an audit of several targets): one conversation with each', () => {
  const shared = defineDetail({ ...declaration, conversationSuppliers: () => [{ supplierId: 1001, name: 'Hsin Tai' }, { supplierId: 1002, name: 'Rio Metals' }] });
  let asked: string[] = [];
  let posted: [string | null, string][] = [];
  beforeEach(() => {
    asked = [];
    posted = [];
    const supplierOf = (request: Request) => new URL(request.url).searchParams.get('supplierId');
    server.use(
      http.get('*/api/su/doc/7/messages', ({ request }) => {
        asked.push(`GET ${supplierOf(request)}`);
        const from = supplierOf(request) === '1002' ? 'Rio' : 'Hsin Tai';
        return HttpResponse.json({ items: [message(1, `From ${from}`, { side: 'supplier', unread: true })], unreadCount: 1 });
      }),
      http.put('*/api/su/doc/7/messages/read', ({ request }) => {
        asked.push(`PUT ${supplierOf(request)}`);
        return new HttpResponse(null, { status: 204 });
      }),
      http.post('*/api/su/doc/7/messages', async ({ request }) => {
        const { text } = (await request.json()) as { text: string };
        posted.push([supplierOf(request), text]);
        return HttpResponse.json(message(9, text), { status: 201 });
      }),
    );
  });

  const openShared = (route: string) =>
    renderInPortal(
      <QueryProvider>
        <DetailPage declaration={shared} id="7" />
      </QueryProvider>,
      { locale: 'en-US', route },
    );

  it('a message being written to one is kept while another is read, and each goes to its own supplier', async () => {
    const user = userEvent.setup();
    await openShared('/doc/7?panel=conversation');
    const choice = await screen.findByRole('combobox', { name: 'Conversation with' });
    expect(choice).toHaveTextContent('Hsin Tai');
    expect(await screen.findByRole('list', { name: 'Messages, newest last' })).toHaveTextContent('From Hsin Tai');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Half a thought for Hsin Tai');

    await user.click(choice);
    await user.click(await screen.findByRole('option', { name: 'Rio Metals' }));
    expect(await screen.findByRole('list', { name: 'Messages, newest last' })).toHaveTextContent('From Rio');
    const rioBox = screen.getByRole('textbox', { name: 'Message' });
    expect(rioBox).toHaveValue('');
    await user.type(rioBox, 'For Rio');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posted).toEqual([['1002', 'For Rio']]));

    await user.click(screen.getByRole('combobox', { name: 'Conversation with' }));
    await user.click(await screen.findByRole('option', { name: 'Hsin Tai' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Half a thought for Hsin Tai');
    // Each read and marked read as its own supplier's, never as the record's one.
    expect(asked).toEqual(expect.arrayContaining(['GET 1001', 'PUT 1001', 'GET 1002', 'PUT 1002']));
    expect(asked.some((a) => a.endsWith('null'))).toBe(false);
  });

  it('names each supplier with its unread count as the answers of the one shown say them, and none once that one is read', async () => {
    const user = userEvent.setup();
    let rioUnread = 2;
    let readFails = false;
    server.use(
      http.get('*/api/su/doc/7/messages', ({ request }) => {
        const supplierId = new URL(request.url).searchParams.get('supplierId');
        asked.push(`GET ${supplierId}`);
        const conversations = [{ supplierId: 1001, unreadCount: 1 }, { supplierId: 1002, unreadCount: rioUnread }];
        return HttpResponse.json({ items: [message(supplierId === '1002' ? 2 : 1, `From ${supplierId}`, { side: 'supplier', unread: true })], unreadCount: 1, conversations });
      }),
      http.put('*/api/su/doc/7/messages/read', ({ request }) => {
        asked.push(`PUT ${new URL(request.url).searchParams.get('supplierId')}`);
        return readFails ? HttpResponse.json({ messages: ['The server is busy.'] }, { status: 500 }) : new HttpResponse(null, { status: 204 });
      }),
    );
    await openShared('/doc/7?panel=conversation');
    const choice = await screen.findByRole('combobox', { name: 'Conversation with' });
    // Hsin Tai's is shown and marked read: its count goes, Rio's stays.
    await waitFor(() => expect(choice.textContent).toBe('Hsin Tai'));
    await user.click(choice);
    expect(await screen.findByRole('option', { name: 'Rio Metals (2 unread)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Hsin Tai' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    // Rio writes again: the next answer of the one shown says so.
    rioUnread = 3;
    await act(() => queryClient.invalidateQueries({ queryKey: partKey(docs, 7, 'messages') }));
    await user.click(choice);
    expect(await screen.findByRole('option', { name: 'Rio Metals (3 unread)' })).toBeInTheDocument();

    // A read the server refused counts as nothing read: the count stays.
    readFails = true;
    await user.click(screen.getByRole('option', { name: 'Rio Metals (3 unread)' }));
    await waitFor(() => expect(asked).toContain('PUT 1002'));
    await screen.findByText('From 1002');
    expect(choice.textContent).toBe('Rio Metals (3 unread)');
  });

  it('a notification being opened reads the one shown again (invalidateRecords)', async () => {
    await openShared('/doc/7?supplierId=1002&panel=conversation');
    expect(await screen.findByRole('combobox', { name: 'Conversation with' })).toHaveTextContent('Rio Metals');
    await screen.findByRole('list', { name: 'Messages, newest last' });
    const before = asked.filter((a) => a === 'GET 1002').length;
    await act(() => invalidateRecords(queryClient));
    await waitFor(() => expect(asked.filter((a) => a === 'GET 1002').length).toBe(before + 1));
  });
});

it('both panels pass axe (contrast aside: jsdom draws no colours)', async () => {
  const view = await open('7');
  await userEvent.click(await screen.findByRole('tab', { name: 'Timeline' }));
  await screen.findByRole('list', { name: 'Changes, newest first' });
  await userEvent.click(screen.getByRole('tab', { name: 'Conversation' }));
  await screen.findByRole('list', { name: 'Messages, newest last' });
  // Inside act: the tab's ripple settles while axe runs.
  const results = await act(() => axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } }));
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
