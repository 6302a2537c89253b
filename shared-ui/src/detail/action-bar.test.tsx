import { screen, waitFor, within } from '@testing-library/react';
import { useSession, type Locale, type PermissionFlags } from 'shared-ui';
import { queryClient, QueryProvider } from 'shared-ui/data';
import { renderInPortal } from 'shared-ui/testing';
import { testServer as server } from '../testing/msw-test-server';
import { DemoDetailRouter, recordHandlers, shownDemoDetail } from './detail-fixtures';

// On a phone a record is one long column: Edit, Save and the record's actions stay at the window's
// bottom instead of below every section. The bar's sticking is a style rule: every rule reaches
// the document here.
(globalThis as { jestEveryStyleRule?: boolean }).jestEveryStyleRule = true;
jest.setTimeout(30_000);

const flags = (f: Partial<PermissionFlags>): PermissionFlags => ({ create: false, edit: false, view: false, review: false, ...f });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  server.use(...recordHandlers([]));
  useSession.setState({ permissionMap: { SUPPLIER_BASIC: flags({ create: true, edit: true, view: true }) } });
});
afterEach(() => {
  server.resetHandlers();
  queryClient.clear();
});
afterAll(() => server.close());

/** The theme's `down('md')`: below 900 px, a phone either way round and a tablet upright. */
const BELOW_MD = /max-width:\s*899\.95px/;

/** The declarations of the rules under the `max-width` query `media` that style `element`. */
function belowBreakpoint(element: Element, media = BELOW_MD) {
  const styles: Record<string, string> = {};
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || !media.test(rule.media.mediaText)) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (inner instanceof CSSStyleRule && element.matches(inner.selectorText)) {
          for (const property of Array.from(inner.style)) styles[property] = inner.style.getPropertyValue(property);
        }
      }
    }
  }
  return styles;
}

const open = (locale: Locale, declaration?: typeof shownDemoDetail) =>
  renderInPortal(
    <QueryProvider>
      <DemoDetailRouter path="/admin/supplier/detail/view/42" declaration={declaration} />
    </QueryProvider>,
    { locale },
  );

describe.each([
  { locale: 'en-US' as const, actions: 'Actions', edit: 'Edit', commit: 'Commit', back: 'Back to list' },
  { locale: 'zh-TW' as const, actions: '操作', edit: '編輯', commit: '送出', back: '返回清單' },
])('$locale', (text) => {
  it('below md the action bar sticks to the bottom of the window, on its own background; wider, it stays in the page', async () => {
    await open(text.locale);
    const bar = await screen.findByRole('toolbar', { name: text.actions });
    await within(bar).findByRole('button', { name: text.edit });
    expect(belowBreakpoint(bar)).toMatchObject({ position: 'sticky', 'background-color': '#fff' });
    expect(belowBreakpoint(bar).bottom).toMatch(/^0(px)?$/);
    // jsdom applies no width query: what it computes is a wide screen's bar, left where it was.
    expect(getComputedStyle(bar).position).not.toBe('sticky');
    // What takes the focus scrolls clear of the stuck bar.
    expect(belowBreakpoint(document.documentElement)).toMatchObject({ 'scroll-padding-bottom': '72px' });
  });

  it('the buttons are there once: one toolbar, one Edit, one of each action', async () => {
    await open(text.locale);
    await screen.findByRole('button', { name: text.edit });
    expect(screen.getAllByRole('toolbar')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: text.edit })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: text.commit })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: text.back })).toHaveLength(1);
  });

  it('a record one may only look at keeps its Back in the page', async () => {
    await open(text.locale, shownDemoDetail);
    const bar = await screen.findByRole('toolbar', { name: text.actions });
    await waitFor(() => expect(within(bar).getByRole('button', { name: text.back })).toBeInTheDocument());
    expect(belowBreakpoint(bar)).not.toHaveProperty('position');
    expect(belowBreakpoint(document.documentElement)).not.toHaveProperty('scroll-padding-bottom');
  });
});
