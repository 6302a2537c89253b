import { useSession } from 'shared-ui';
import { loadProfile } from './load-profile';
import type { Tokens } from './single-sign-on';

/** Login success (spec section 7): store both tokens, then load the profile that drives the shell. */
export async function completeSignIn(tokens: Tokens): Promise<void> {
  useSession.getState().signIn(tokens);
  await loadProfile();
}
