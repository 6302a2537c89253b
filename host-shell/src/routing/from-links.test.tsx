import { screen, waitFor } from '@testing-library/react';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { useSession } from 'shared-ui';
import { Route, Routes, useLocation } from 'shared-ui/routing';
import { renderInPortal } from 'shared-ui/testing';
import { LogoutThenLogin } from './logout-then-login';
import { RegistrationRoute } from './registration-route';

withMockBackend();

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

const renderAt = (route: string) =>
  renderInPortal(
    <>
      <Routes>
        <Route path="/fromLinks/login" element={<LogoutThenLogin />} />
        <Route path="/fromLinks/register" element={<RegistrationRoute>the registration</RegistrationRoute>} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { route },
  );
const address = () => screen.getByRole('status', { name: 'address' });

it('a mail link to /fromLinks/login logs a signed-in user out and sends them to the root with the logout marker', async () => {
  await signInAs('buyer');
  await renderAt('/fromLinks/login');
  await waitFor(() => expect(address()).toHaveTextContent('/?logout=1'));
  expect(useSession.getState().userToken).toBeNull();
});

it('sends a visitor who is not signed in to the login page, and does not log them out once they sign in there', async () => {
  await renderAt('/fromLinks/login');
  await waitFor(() => expect(address()).toHaveTextContent(/^\/login$/));
  await signInAs('buyer');
  await waitFor(() => expect(useSession.getState().profile?.account).toBe('buyer'));
  expect(useSession.getState().userToken).not.toBeNull();
  expect(address()).toHaveTextContent(/^\/login$/);
});

it('shows the registration to a visitor and takes a signed-in user to the portal instead', async () => {
  const visitor = await renderAt('/fromLinks/register');
  expect(screen.getByText('the registration')).toBeInTheDocument();
  visitor.unmount();
  await signInAs('supplier2');
  await renderAt('/fromLinks/register');
  await waitFor(() => expect(address()).toHaveTextContent(/^\/$/));
  expect(screen.queryByText('the registration')).toBeNull();
});
