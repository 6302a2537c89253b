// shared-ui/testing: helpers for jest tests of host and remotes (never bundled in an app).
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { api } from './api/client';
import { DEFAULT_PAGE_SIZE } from './contract/constants';
import { resetListPrefetches } from './data/list-queries';
import { QueryProvider, queryClient } from './data/query-client';
import { changeLocale, initI18n, registerNamespace } from './i18n/i18n';
import { resetListStates } from './list/list-state-store';
import type { Locale } from './session/session-store';
import { AppProviders } from './ui/app-providers';
import type { RemoteModule } from './ui/remote-module';

/** A phone's window in jsdom (emulatePhoneScreen). */
export interface EmulatedScreen {
  /** Turns the window into a phone's (true) or a wide screen's (false) and tells every media query's listeners; call inside `act`. */
  setPhone(phone: boolean): void;
  /** Takes matchMedia away again. */
  restore(): void;
}

/**
 * Makes the window a phone's: every `max-width` media query (the theme's `down` breakpoints)
 * matches until `setPhone(false)`. jsdom has no matchMedia, so MUI's useMediaQuery sees a wide
 * screen in every other test.
 */
export function emulatePhoneScreen(): EmulatedScreen {
  let phone = true;
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return phone && query.includes('max-width');
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    addListener: (listener: () => void) => listeners.add(listener),
    removeListener: (listener: () => void) => listeners.delete(listener),
    onchange: null,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return {
    setPhone(next) {
      phone = next;
      listeners.forEach((listener) => listener());
    },
    restore() {
      delete (window as { matchMedia?: unknown }).matchMedia;
    },
  };
}

/**
 * Makes jsdom treat a disabled control's focus as a browser does: an element that becomes
 * `disabled` while it has the focus loses it to the page (the HTML "focus fixup"), and a disabled
 * one takes none (a dialog closing gives it back to a disabled opener: it is lost). jsdom keeps it,
 * so without this a test that a waiting button keeps the focus passes with a `disabled` one too.
 * Returns the undo.
 */
export function emulateFocusFixup(): () => void {
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function focusUnlessDisabled(this: HTMLElement, options?: FocusOptions) {
    if (!this.matches(':disabled')) focus.call(this, options);
  };
  const observer = new MutationObserver(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body || !focused.matches(':disabled')) return;
    // jsdom blurs only what it could focus: a disabled control is focusable by a tabindex alone.
    const tabIndex = focused.getAttribute('tabindex');
    if (tabIndex === null) focused.setAttribute('tabindex', '-1');
    focused.blur();
    if (tabIndex === null) focused.removeAttribute('tabindex');
  });
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
  return () => {
    observer.disconnect();
    HTMLElement.prototype.focus = focus;
  };
}

/** Renders a screen inside the portal's providers and a router at `route`. */
export async function renderInPortal(ui: ReactElement, options: { route?: string; path?: string; locale?: Locale } = {}) {
  await initI18n();
  await changeLocale(options.locale ?? 'zh-TW');
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <Routes>
          <Route path={options.path ?? '*'} element={ui} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

/** Renders one feature of a remote the way the host mounts it, under `/admin/<feature>/*`. */
export async function renderRemoteFeature(remote: RemoteModule, feature: string, subPath = '', locale: Locale = 'zh-TW') {
  await initI18n();
  registerNamespace(remote.namespace, remote.resources);
  const Feature = remote.features[feature];
  if (!Feature) throw new Error(`${remote.namespace} has no feature ${feature}`);
  // Inside the server-state cache, as the admin layout mounts every feature.
  return renderInPortal(
    <QueryProvider>
      <Feature />
    </QueryProvider>,
    { route: `/admin/${feature}${subPath}`, path: `/admin/${feature}/*`, locale },
  );
}

/**
 * An area asks for its page's data from its route, while the page's code is still on its way (no
 * heading on screen yet), and only once: the route's prefetch is the page's own call. `counts`
 * says which calls are that one: a list's search for a page of its size (the same call also
 * counts records and loads a filter's options), a detail's read of its record.
 */
async function expectPrefetched(remote: RemoteModule, feature: string, subPath: string, method: 'get' | 'post', counts: (url: string, body?: unknown) => boolean) {
  queryClient.clear();
  resetListPrefetches();
  resetListStates();
  const pageShownAtCall: boolean[] = [];
  const call = (method === 'get' ? api.get : api.post).bind(api) as (url: string, ...rest: unknown[]) => Promise<unknown>;
  const spy = jest.spyOn(api, method).mockImplementation(((url: string, ...rest: unknown[]) => {
    if (counts(url, method === 'post' ? rest[0] : undefined)) pageShownAtCall.push(document.querySelector('h1') !== null);
    return call(url, ...rest);
  }) as never);
  try {
    const view = await renderRemoteFeature(remote, feature, subPath, 'en-US');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    // Give a second call every chance to go out.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(pageShownAtCall).toEqual([false]);
    view.unmount();
  } finally {
    spy.mockRestore();
  }
}

/** A list a remote's test opens: as which account, its feature, its search call, the path under the feature. */
export type PrefetchedList = readonly [account: string, feature: string, searchUrl: string, subPath?: string];

/** One test per list of a remote (see expectPrefetched), signed in as each case's account. */
export function expectListsPrefetched(remote: RemoteModule, signIn: (account: string) => Promise<unknown>, lists: PrefetchedList[]) {
  const cases = lists.map(([account, feature, searchUrl, subPath = '']) => [account, feature, searchUrl, subPath] as const);
  it.each(cases)('%s opens %s with %s prefetched by the route', async (account, feature, searchUrl, subPath) => {
    await signIn(account);
    const isPage = (url: string, body: unknown) => url === searchUrl && (body as { paging?: { pageSize?: number } } | undefined)?.paging?.pageSize === DEFAULT_PAGE_SIZE;
    await expectPrefetched(remote, feature, subPath, 'post', isPage);
  });
}

/** A record a remote's test opens: as which account, its feature, the path under it, the record's read. */
export type PrefetchedRecord = readonly [account: string, feature: string, subPath: string, getUrl: string];

/** One test per detail route of a remote (see expectPrefetched): its record is read from its route. */
export function expectRecordsPrefetched(remote: RemoteModule, signIn: (account: string) => Promise<unknown>, records: PrefetchedRecord[]) {
  it.each(records)('%s opens %s%s with %s prefetched by the route', async (account, feature, subPath, getUrl) => {
    await signIn(account);
    await expectPrefetched(remote, feature, subPath, 'get', (url) => url === getUrl);
  });
}

/**
 * One test per area of a remote: signed in as an account that sees them all, each area opens its
 * own screen (not the labelled "coming soon" page), titled with its menu name in both languages.
 */
export function expectAreasTitled(remote: RemoteModule, signIn: (account: string) => Promise<unknown>, account: string) {
  const name = (locale: Locale, feature: string) => (remote.resources[locale].features as Record<string, string>)[feature];
  it.each(Object.keys(remote.features))('%s opens its screen, titled in both languages', async (feature) => {
    await signIn(account);
    for (const locale of ['zh-TW', 'en-US'] as const) {
      const view = await renderRemoteFeature(remote, feature, '', locale);
      expect(await screen.findByRole('heading', { level: 1, name: name(locale, feature) })).toBeInTheDocument();
      expect(screen.queryByTestId('coming-soon')).toBeNull();
      view.unmount();
    }
  });
}

/** Whether closing or reloading the tab now would ask first: the page's unsaved-changes guard holds `beforeunload`. */
export function leavingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}
