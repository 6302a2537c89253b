import type { ReactNode } from 'react';
import { useSession } from 'shared-ui';
import { Navigate } from 'shared-ui/routing';

/**
 * `/fromLinks/register` shows the registration to a visitor (spec section 2's gate). A signed-in
 * user is no new supplier: the portal's root takes them in (the shell, or the terms first). The
 * registration's calls take the sign-up token, and the user's own token there would be refused
 * and end the session.
 */
export function RegistrationRoute({ children }: { children: ReactNode }) {
  const signedIn = useSession((s) => Boolean(s.userToken));
  return signedIn ? <Navigate to="/" replace /> : children;
}
