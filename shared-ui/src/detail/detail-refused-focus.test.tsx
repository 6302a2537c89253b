import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useNotifier, useSession, type Locale, type PermissionFlags } from 'shared-ui';
import { queryClient, QueryProvider } from 'shared-ui/data';
import { renderInPortal } from 'shared-ui/testing';
import { testServer as server } from '../testing/msw-test-server';
import { DemoDetailRouter, recordHandlers, refusingPutHandler, type Sent } from './detail-fixtures';

// A save refused by a field on another tab shows that tab and puts the focus in the field: the
// keyboard and screen reader user lands where the correction is, not on a Save that says nothing.

jest.setTimeout(30_000);

// A browser focuses nothing inside a `hidden` panel (it is not rendered); jsdom would. As a browser:
// react-hook-form's own focus, while the panel is still hidden, lands nowhere.
const focus = HTMLElement.prototype.focus;
beforeAll(() => {
  HTMLElement.prototype.focus = function focusIfRendered(this: HTMLElement, options?: FocusOptions) {
    if (this.closest('[hidden]')) return;
    focus.call(this, options);
  };
});
afterAll(() => {
  HTMLElement.prototype.focus = focus;
});

let sent: Sent[] = [];
const flags = (f: Partial<PermissionFlags>): PermissionFlags => ({ create: false, edit: false, view: false, review: false, ...f });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  sent = [];
  server.use(...recordHandlers(sent));
  useSession.setState({ permissionMap: { SUPPLIER_BASIC: flags({ create: true, edit: true, view: true }) } });
  useNotifier.setState({ notices: [] });
});
afterEach(() => {
  server.resetHandlers();
  queryClient.clear();
});
afterAll(() => server.close());

const open = (path: string, locale: Locale) =>
  renderInPortal(
    <QueryProvider>
      <DemoDetailRouter path={path} />
    </QueryProvider>,
    { locale },
  );

describe.each([
  { locale: 'en-US' as const, name: /Company name/, other: 'Other', basic: 'Basic info', save: 'Save', refusedBox: /^Save was refused\. Correct these first:/ },
  { locale: 'zh-TW' as const, name: /公司名稱/, other: '其他', basic: '基本資料', save: '儲存', refusedBox: /^無法儲存，請先修正以下項目：/ },
])('$locale', (text) => {
  it('a field left empty on another tab: its tab opens with the focus in the field', async () => {
    const user = userEvent.setup();
    await open('/admin/supplier/detail/edit/42', text.locale);
    const name = await screen.findByRole('textbox', { name: text.name });
    await waitFor(() => expect(name).not.toHaveValue(''));
    await user.clear(name);
    await user.click(screen.getByRole('tab', { name: text.other }));
    expect(name.closest('[role="tabpanel"]')).toHaveAttribute('hidden');
    await user.click(screen.getByRole('button', { name: text.save }));

    await waitFor(() => expect(screen.getByRole('tab', { name: text.basic })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name.closest('[role="tabpanel"]')).not.toHaveAttribute('hidden');
    expect(sent).toEqual([]);
  });

  it('the server refuses a field on another tab: its tab opens with the focus in the first field marked', async () => {
    const user = userEvent.setup();
    server.use(refusingPutHandler(sent));
    await open('/admin/supplier/detail/edit/42', text.locale);
    const name = await screen.findByRole('textbox', { name: text.name });
    await waitFor(() => expect(name).not.toHaveValue(''));
    await user.click(screen.getByRole('tab', { name: text.other }));
    await user.click(screen.getByRole('button', { name: text.save }));

    await waitFor(() => expect(screen.getByRole('tab', { name: text.basic })).toHaveAttribute('aria-selected', 'true'));
    // The company name comes before the e-mail on the tab; both are refused.
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('a refusal no field shows: the focus goes to the refusal box that says it', async () => {
    const user = userEvent.setup();
    server.use(
      http.put('*/api/a/supplier/:id', () =>
        HttpResponse.json({ messages: [], fieldErrors: [{ path: 'approval.code', key: 'validation:invalid' }] }, { status: 400 }),
      ),
    );
    await open('/admin/supplier/detail/edit/42', text.locale);
    await waitFor(() => expect(screen.getByRole('textbox', { name: text.name })).not.toHaveValue(''));
    await user.click(screen.getByRole('tab', { name: text.other }));
    await user.click(screen.getByRole('button', { name: text.save }));

    const box = await screen.findByText(text.refusedBox, { selector: '.MuiAlert-message' });
    await waitFor(() => expect(box.closest('[role="alert"]')).toHaveFocus());
    // Nothing marked on another tab: the tab stays.
    expect(screen.getByRole('tab', { name: text.other })).toHaveAttribute('aria-selected', 'true');
  });
});
