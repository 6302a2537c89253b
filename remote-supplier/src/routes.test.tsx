import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { withMockBackend } from 'mock-api/testing';
import { registerNamespace } from 'shared-ui';
import { expectComingSoonAreas, renderInPortal } from 'shared-ui/testing';
import remote from './routes';

jest.setTimeout(60_000);
withMockBackend();

// Supplier management is still to come; the public registration page is real.
describe(`${remote.namespace} remote routes`, () => {
  expectComingSoonAreas(remote, ['supplier']);

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
