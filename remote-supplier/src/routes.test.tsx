import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { registerNamespace } from 'shared-ui';
import { expectAreasTitled, expectListsPrefetched, expectRecordsPrefetched, renderInPortal, renderRemoteFeature } from 'shared-ui/testing';
import remote from './routes';

jest.setTimeout(60_000);
withMockBackend();

// The supplier list, the detail and the public registration page are real.
describe(`${remote.namespace} remote routes`, () => {
  // Staff's supplier list.
  expectAreasTitled(remote, signInAs, 'buyer');

  it('the supplier detail is the master data page, titled in both languages', async () => {
    await signInAs('buyer');
    for (const [locale, name] of [['zh-TW', '供應商主檔資料'], ['en-US', 'Supplier master data']] as const) {
      const view = await renderRemoteFeature(remote, 'supplier', '/detail/view/1001', locale);
      // The heading names the record too, once it has loaded.
      expect(await screen.findByRole('heading', { level: 1, name: new RegExp(`^${name} \\S`) })).toBeInTheDocument();
      expect(screen.queryByTestId('coming-soon')).toBeNull();
      view.unmount();
    }
  });

  const title = (locale: 'zh-TW' | 'en-US') => (remote.resources[locale].features as Record<string, string>).register;

  it('register (public page) is the registration form, titled in both languages, not "coming soon"', async () => {
    registerNamespace(remote.namespace, remote.resources);
    const Register = remote.publicPages!.register;
    for (const locale of ['zh-TW', 'en-US'] as const) {
      const view = await renderInPortal(
        <Suspense fallback={null}>
          <Register />
        </Suspense>,
        { route: '/fromLinks/register', locale },
      );
      expect(await screen.findByRole('heading', { level: 1, name: title(locale) })).toBeInTheDocument();
      expect(await screen.findByRole('form', { name: title(locale) }, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.queryByTestId('coming-soon')).toBeNull();
      view.unmount();
    }
  });
});

// Staff's supplier list leaves with its route, before the page's code has come.
expectListsPrefetched(remote, signInAs, [
  ['buyer', 'supplier', 'a/supplier/search'],
]);

expectRecordsPrefetched(remote, signInAs, [['admin', 'supplier', '/detail/view/1001', 'a/supplier/1001']]);
