/**
 * Spec section 2's rendering gate, read from the session alone: nobody signed in, the profile still
 * to come, the terms still to accept, the shell, or the shell of a session that has expired (its
 * page kept behind the dialog that signs its user in again). The session gate renders by it; the
 * start-up preload of an address's data waits for `shell` by it (the server refuses every call before).
 */
export type GateState = 'signedOut' | 'profile' | 'terms' | 'shell' | 'expired';

export function gateOf({ userToken, profile, expired }: { userToken: string | null; profile: { acceptTerm: boolean } | null; expired?: boolean }): GateState {
  if (expired && profile) return 'expired';
  if (!userToken) return 'signedOut';
  if (!profile) return 'profile';
  return profile.acceptTerm ? 'shell' : 'terms';
}
