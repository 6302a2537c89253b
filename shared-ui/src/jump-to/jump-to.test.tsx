import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useSession, type Locale } from 'shared-ui';
import { useLocation } from 'shared-ui/routing';
import type { JumpToMatch } from 'shared-ui/contract';
import { QueryProvider } from 'shared-ui/data';
import { JumpTo } from 'shared-ui/jump-to';
import { renderInPortal } from 'shared-ui/testing';
import { testServer } from '../testing/msw-test-server';

jest.setTimeout(30_000);

const MATCHES: JumpToMatch[] = [
  { kind: 'quotation', id: 267, number: 'QUO-2026-00130', label: 'INQ-2026-0044' },
  { kind: 'po', id: 3, number: '4501001014', label: 'Hsin Tai Precision' },
];

const asked: string[] = [];
beforeAll(() => testServer.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  asked.length = 0;
  testServer.use(
    http.post('*/api/a/jumpTo/search', async ({ request }) => {
      const { keyword } = (await request.json()) as { keyword: string };
      asked.push(keyword);
      return HttpResponse.json(MATCHES.filter((m) => m.number.includes(keyword) || m.label?.includes(keyword)));
    }),
  );
});
afterEach(() => {
  testServer.resetHandlers();
  useSession.setState({ isSupplier: false });
});
afterAll(() => testServer.close());

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

const render = (locale: Locale) =>
  renderInPortal(
    <QueryProvider>
      <button type="button">before</button>
      <JumpTo />
      <Where />
    </QueryProvider>,
    { locale, route: '/admin' },
  );

const SLOW = { timeout: 5000 };

it('Ctrl+K opens it, typing shows the matches by kind, Enter opens the first one', async () => {
  await render('en-US');
  await userEvent.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Jump to a record' });
  const input = within(dialog).getByRole('combobox', { name: 'Number or supplier name' });
  expect(input).toHaveFocus();
  expect(dialog).toHaveTextContent('Only the records you may see are offered.');

  await userEvent.type(input, '0');
  const orders = await within(dialog).findByRole('group', { name: 'Purchase orders' }, SLOW);
  expect(within(orders).getByRole('option', { name: /4501001014/ })).toHaveTextContent('Hsin Tai Precision');
  expect(within(dialog).getByRole('group', { name: 'Quotations' })).toHaveTextContent('QUO-2026-00130');
  // The keystrokes settle before the server is asked (spec section 9's debounce).
  expect(asked).toEqual(['0']);

  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/admin/po/detail/view/3');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('arrow keys move to another match; ⌘K opens it too', async () => {
  await render('en-US');
  await userEvent.keyboard('{Meta>}k{/Meta}');
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByRole('combobox'), '0');
  await within(dialog).findByRole('option', { name: /QUO-2026-00130/ }, SLOW);
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/admin/quotation/detail/view/267');
});

it('in Chinese: the button opens it, no match says so, Esc closes and gives the focus back', async () => {
  await render('zh-TW');
  const button = screen.getByRole('button', { name: '快速前往' });
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: '快速前往單據' });
  await userEvent.type(within(dialog).getByRole('combobox', { name: '單號或供應商名稱' }), 'zzz');
  expect(within(dialog).getByText('搜尋中…')).toBeInTheDocument();
  expect(await within(dialog).findByText('查無符合的資料，請確認號碼或多輸入幾碼。', undefined, SLOW)).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(button).toHaveFocus();
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/admin');
});

it('a failed search says so and tries again', async () => {
  let fail = true;
  testServer.use(http.post('*/api/a/jumpTo/search', () => (fail ? HttpResponse.json({ messages: ['down'] }, { status: 500 }) : HttpResponse.json([MATCHES[1]]))));
  await render('en-US');
  screen.getByRole('button', { name: 'before' }).focus();
  await userEvent.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByRole('combobox'), '4501');
  expect(await within(dialog).findByRole('alert', undefined, SLOW)).toHaveTextContent('The search did not answer. Try again.');
  fail = false;
  await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
  expect(await within(dialog).findByRole('option', { name: /4501001014/ }, SLOW)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.getByRole('button', { name: 'before' })).toHaveFocus();
});

describe('what the field says it finds, by who searches', () => {
  const PARITY: JumpToMatch = { kind: 'parity', id: 5, number: 'PAR-2026-0005', label: 'INQ-2026-0044' };

  it('staff: every kind, price comparisons named as the menu names them', async () => {
    testServer.use(http.post('*/api/a/jumpTo/search', () => HttpResponse.json([PARITY])));
    await render('en-US');
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Number or supplier name' })).toHaveAttribute('placeholder', "e.g. 4501001014, QUO-2026-00130, a supplier's name");
    expect(dialog).toHaveTextContent('Type a PO, inquiry, quotation, price comparison, invoice request, audit or supplier number, or a supplier\'s name.');
    await userEvent.type(within(dialog).getByRole('combobox'), 'PAR');
    expect(await within(dialog).findByRole('group', { name: 'Price comparisons' }, SLOW)).toHaveTextContent('PAR-2026-0005');
  });

  it.each([
    ['en-US', 'Document number', 'e.g. 4501001014, QUO-2026-00130, INQ-2026-0044', "Type the number of one of your company's POs, quotations (or the inquiry number from an invitation), invoice requests (or an invoice number) or audits."],
    ['zh-TW', '單號', '例如 4501001014、QUO-2026-00130、INQ-2026-0044', '輸入貴公司的採購單、報價單（或邀請通知上的詢價單號）、請款單（或發票號碼）或稽核單號。'],
  ] as const)('a supplier (%s): only what it can find, asked under su/', async (locale, label, placeholder, hint) => {
    useSession.setState({ isSupplier: true });
    testServer.use(http.post('*/api/su/jumpTo/search', () => HttpResponse.json([MATCHES[0]])));
    await render(locale);
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('combobox', { name: label });
    expect(input).toHaveAttribute('placeholder', placeholder);
    expect(dialog).toHaveTextContent(hint);
    expect(dialog).not.toHaveTextContent(locale === 'en-US' ? /supplier's name|price comparison|inquiry, quotation/ : /供應商名稱|比價單|詢價單、報價單/);
    await userEvent.type(input, 'INQ-2026-0044');
    expect(await within(dialog).findByRole('option', { name: /QUO-2026-00130/ }, SLOW)).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
