import { useEffect, useState } from 'react';
import { useSession } from 'shared-ui';
import { Navigate, useNavigate } from 'shared-ui/routing';
import { signOut } from '../auth/sign-out';

/**
 * `/fromLinks/login` (spec section 2): a user signed in when they open it is logged out and sent
 * to the root with a logout marker; anyone else is sent to the login page. Decided once, on
 * arrival: the session signing in later (on the login page) is not a reason to log out again.
 */
export function LogoutThenLogin() {
  const navigate = useNavigate();
  const [signedInOnArrival] = useState(() => Boolean(useSession.getState().userToken));
  useEffect(() => {
    if (signedInOnArrival) void signOut().then(() => navigate('/?logout=1', { replace: true }));
  }, [signedInOnArrival, navigate]);
  return signedInOnArrival ? null : <Navigate to="/login" replace />;
}
