import { screen } from '@testing-library/react';
import { registerNamespace, useSession } from 'shared-ui';
import { QueryProvider } from 'shared-ui/data';
import { withMockBackend } from 'mock-api/testing';
import { renderInPortal } from 'shared-ui/testing';
import remote from '../routes';
import { RegistrationForm } from './registration-form';
import { fetchSignupToken } from './signup-calls';

withMockBackend();

// The company section has no state of its own: it is drawn only when the form's host draws it.
const mockDrawn = jest.fn();
jest.mock('../common/company-section', () => {
  const actual = jest.requireActual<typeof import('../common/company-section')>('../common/company-section');
  return {
    ...actual,
    CompanySection: (props: Parameters<typeof actual.CompanySection>[0]) => {
      mockDrawn();
      return actual.CompanySection(props);
    },
  };
});

// react-hook-form draws the form's host again as the form mounts, inside the registration page's
// longest task on a phone (issue 17): the fields must not be drawn a second time with it.
it('draws its sections once as it mounts, however often react-hook-form draws the form itself', async () => {
  registerNamespace(remote.namespace, remote.resources);
  useSession.getState().setGeneralToken(await fetchSignupToken());
  await renderInPortal(
    <QueryProvider>
      <RegistrationForm onRegistered={jest.fn()} />
    </QueryProvider>,
    { route: '/fromLinks/register', locale: 'en-US' },
  );
  await screen.findByRole('heading', { name: 'Company information' });
  expect(await screen.findByRole('combobox', { name: /^Supplier type/ })).toBeInTheDocument();
  expect(mockDrawn).toHaveBeenCalledTimes(1);
});
