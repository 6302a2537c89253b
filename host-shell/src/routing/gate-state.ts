/**
 * Spec section 2's rendering gate, read from the session alone: nobody signed in, the profile still
 * to come, the terms still to accept, or the shell. The session gate renders by it; the start-up
 * preload of an address's data waits for `shell` by it (the server refuses every call before).
 */
export type GateState = 'signedOut' | 'profile' | 'terms' | 'shell';

export function gateOf({ userToken, profile }: { userToken: string | null; profile: { acceptTerm: boolean } | null }): GateState {
  if (!userToken) return 'signedOut';
  if (!profile) return 'profile';
  return profile.acceptTerm ? 'shell' : 'terms';
}
