import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { changeLocale, useNotifier, useSession, type Locale, type PermissionFlags } from 'shared-ui';
import { queryClient, QueryProvider } from 'shared-ui/data';
import { renderInPortal } from 'shared-ui/testing';
import { testServer as server } from '../testing/msw-test-server';
import { DemoDetailRouter, recordHandlers, type Sent } from './detail-fixtures';

// A refused save's field errors after a language switch: a keyed one is said again in the new
// language; the server's own text was written in the request's language only (Accept-Language, as
// the mock answers), so it is not left on screen in the old one.

jest.setTimeout(30_000);

const flags = (f: Partial<PermissionFlags>): PermissionFlags => ({ create: false, edit: false, view: false, review: false, ...f });
const NOT_FOUND = { 'zh-TW': '供應商 SCP 編號不存在。', 'en-US': 'Supplier SCP no. does not exist.' } as const;
let puts: string[] = [];

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  puts = [];
  server.use(
    // Refused in the caller's language, as the mock's handlers answer (before the fixture's own PUT).
    http.put('*/api/a/supplier/:id', ({ request }) => {
      const lang = request.headers.get('Accept-Language') === 'en-US' ? 'en-US' : 'zh-TW';
      puts.push(lang);
      return HttpResponse.json(
        { messages: [], fieldErrors: [{ path: 'email', key: 'validation:email' }, { path: 'name', message: NOT_FOUND[lang] }] },
        { status: 400 },
      );
    }),
    ...recordHandlers([] as Sent[]),
  );
  useSession.setState({ permissionMap: { SUPPLIER_BASIC: flags({ create: true, edit: true, view: true }) } });
  useNotifier.setState({ notices: [] });
});
afterEach(() => {
  server.resetHandlers();
  queryClient.clear();
});
afterAll(() => server.close());

const TEXTS = {
  'zh-TW': { save: '儲存', name: /公司名稱/, email: /電子郵件/, invalidEmail: '請輸入正確的電子郵件格式。', again: '伺服器未接受此欄位的內容，請再試一次以中文查看原因。' },
  'en-US': { save: 'Save', name: /Company name/, email: /E-mail/, invalidEmail: 'Enter a valid e-mail address.', again: 'Refused by the server. Try again to read the reason in English.' },
} as const;

describe.each([
  ['zh-TW', 'en-US'],
  ['en-US', 'zh-TW'],
] as const)('refused in %s, then switched to %s', (from: Locale, to: Locale) => {
  it('the keyed error reads in the new language; the server text is not left in the old one, and the next save brings it in the new one', async () => {
    const user = userEvent.setup();
    await renderInPortal(
      <QueryProvider>
        <DemoDetailRouter path="/admin/supplier/detail/edit/42" />
      </QueryProvider>,
      { locale: from },
    );
    const name = () => screen.getByRole('textbox', { name: TEXTS[to].name });
    expect(await screen.findByRole('textbox', { name: TEXTS[from].name })).toHaveValue('Acme Components Ltd.');
    await user.click(screen.getByRole('button', { name: TEXTS[from].save }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: TEXTS[from].name })).toHaveAccessibleDescription(NOT_FOUND[from]));
    expect(screen.getByRole('textbox', { name: TEXTS[from].email })).toHaveAccessibleDescription(TEXTS[from].invalidEmail);

    await act(() => changeLocale(to));
    await waitFor(() => expect(screen.getByRole('textbox', { name: TEXTS[to].email })).toHaveAccessibleDescription(TEXTS[to].invalidEmail));
    // Still refused, said in the new language, never in the old one.
    expect(name()).toHaveAccessibleDescription(TEXTS[to].again);
    expect(screen.queryByText(NOT_FOUND[from])).toBeNull();
    expect(name()).toBeInvalid();

    // Saved again: the server says why in the new language.
    await user.click(screen.getByRole('button', { name: TEXTS[to].save }));
    await waitFor(() => expect(name()).toHaveAccessibleDescription(NOT_FOUND[to]));
    expect(puts).toEqual([from, to]);

    // Back to the first language: that answer is not shown in the other one either.
    await act(() => changeLocale(from));
    await waitFor(() => expect(screen.getByRole('textbox', { name: TEXTS[from].name })).toHaveAccessibleDescription(TEXTS[from].again));
  });
});
