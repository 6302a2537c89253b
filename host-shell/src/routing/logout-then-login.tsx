import { useEffect } from 'react';
import { useSession } from 'shared-ui';
import { useNavigate } from 'shared-ui/routing';
import { signOut } from '../auth/sign-out';
import { LoginPage } from '../login/login.page';

/** `/fromLinks/login` (spec section 2): a signed-in user is logged out and sent to the root with a logout marker. */
export function LogoutThenLogin() {
  const navigate = useNavigate();
  const signedIn = useSession((s) => Boolean(s.userToken));
  useEffect(() => {
    if (!signedIn) return;
    void signOut().then(() => navigate('/?logout=1', { replace: true }));
  }, [signedIn, navigate]);
  return signedIn ? null : <LoginPage />;
}
