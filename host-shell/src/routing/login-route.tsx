import { useSession } from 'shared-ui';
import { Navigate } from 'shared-ui/routing';
import { LoginPage } from '../login/login.page';

/**
 * `/login` shows the login screen to whoever is not signed in (spec section 2's gate). A
 * signed-in user has nobody to sign in as: the portal's root takes them in (the shell, or the
 * terms first), where the login page sends a sign-in made here too. The login page takes no
 * return address (on another address the gate shows it in place, and a sign-in stays there), so
 * the root; not the login screen again over a live session, its single sign-on attempt anew.
 */
export function LoginRoute() {
  const signedIn = useSession((s) => Boolean(s.userToken));
  return signedIn ? <Navigate to="/" replace /> : <LoginPage />;
}
