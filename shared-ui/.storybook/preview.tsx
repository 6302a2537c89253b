import type { Decorator, Loader, Preview } from '@storybook/react-webpack5';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { configure } from 'storybook/test';
import { changeLocale, i18n, initI18n } from '../src/i18n/i18n';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../src/session/session-store';
import { AppProviders } from '../src/ui/app-providers';
import { useNotifier } from '../src/ui/notifier-store';

// The stories run beside the jest suites on a 2-core CI machine: a mock answer plus a re-render can
// take longer than testing-library's default 1 s, which made play functions fail at random.
configure({ asyncUtilTimeout: 5000 });

const asLocale = (value: unknown): Locale => (LOCALES.includes(value as Locale) ? (value as Locale) : DEFAULT_LOCALE);

/**
 * Before every story: translations loaded, the toolbar's locale applied (so the first render is
 * already in that language and a play function can look for its text), no notice left over.
 */
const portalLoader: Loader = async ({ globals }) => {
  await initI18n();
  await changeLocale(asLocale(globals.locale));
  useNotifier.setState({ notices: [] });
  return {};
};

/** Follows the toolbar when the locale changes while a story is open. */
function LocaleSync({ locale, children }: { locale: Locale; children: ReactNode }) {
  useEffect(() => {
    if (i18n.language !== locale) void changeLocale(locale);
  }, [locale]);
  return children;
}

/** Every story inside the portal's providers (theme, translations, notifier) and a router. */
const withPortal: Decorator = (Story, { globals }) => (
  <LocaleSync locale={asLocale(globals.locale)}>
    <AppProviders>
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    </AppProviders>
  </LocaleSync>
);

// msw 3: requests without a handler go to the network untouched (`onUnhandledFrame`, the msw 3 name
// of `onUnhandledRequest`; the old name is silently ignored). Stories add handlers with
// `parameters.msw` or `beforeEach({ msw }) { msw.use(...) }`.
const startWorker = async () => {
  const worker = setupWorker();
  await worker.start({ quiet: true, onUnhandledFrame: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });
  return worker;
};

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Language of the portal',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'zh-TW', title: '中文 (zh-TW)', right: 'zh-TW' },
          { value: 'en-US', title: 'English (en-US)', right: 'en-US' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LOCALE },
  loaders: [mswLoader(startWorker), portalLoader],
  decorators: [withPortal],
  parameters: {
    layout: 'padded',
    controls: { matchers: { date: /Date$/i } },
    // A violation fails the story, in the a11y panel and in `npm run test-storybook`.
    a11y: { test: 'error' },
  },
};

export default preview;
