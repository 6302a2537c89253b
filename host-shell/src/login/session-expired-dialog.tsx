import { useEffect, useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { BusyButton, describeApiError, Stack, Typography, useSession } from 'shared-ui';
import { useNavigate } from 'shared-ui/routing';
import { Dialog, DialogActions, DialogContent, DialogTitle } from 'shared-ui/components';
import { profileOf } from '../auth/load-profile';
import type { Tokens } from '../auth/single-sign-on';
import { CredentialFields, usePasswordSignIn } from './password-sign-in';
import { useFocusAfterPaint } from './use-focus-after-paint';

/**
 * Spec section 8's 401 over a signed-in user's page: the user is logged out (no token left), but the
 * page stays, inert behind this dialog, for its user to sign in again and go on where they were,
 * typing and all. The login page's own sign-in (`usePasswordSignIn`: its refusals and named errors
 * as there). The account is filled in and may be changed, for a colleague at a shared PC: the
 * same account goes on with the page (new tokens, its profile read again); another account does
 * not see it (the answers read before forgotten, the home page). Logging out drops the page: the
 * login page. A named error of spec section 8 (a password to reset, a lock) sends the user to its
 * page, outside the gate (after the page's unsaved-changes guard has asked): the expired session
 * ends there, a full logout, so that going back shows the login page, not a page drawn again
 * behind this dialog. No Escape or click beside it: the user chooses.
 */
export default function SessionExpiredDialog() {
  const { t } = useTranslation(['shell', 'login']);
  const navigate = useNavigate();
  const account = useSession((s) => s.profile?.account ?? '');
  const titleId = useId();
  const bodyId = useId();
  const passwordInput = useRef<HTMLInputElement>(null);
  useFocusAfterPaint(passwordInput);
  const sentAway = useRef(false);
  // Gone while the session is still expired: the named error's page has replaced the gate.
  useEffect(
    () => () => {
      if (sentAway.current && useSession.getState().expired) useSession.getState().logout();
    },
    [],
  );

  async function finish(tokens: Tokens) {
    const profile = await profileOf(tokens.userToken);
    if (profile.account === useSession.getState().profile?.account) {
      useSession.getState().resume(tokens, profile);
      return;
    }
    // Another user: the page goes before anything moves (its unsaved-changes guard with it), then home.
    // The profile just read is the new session's, set with its tokens: the gate does not ask for it again.
    flushSync(() => {
      useSession.getState().signIn(tokens);
      useSession.getState().setProfile(profile);
    });
    void navigate('/', { replace: true });
  }

  const form = usePasswordSignIn(finish, {
    account,
    // The api client has asked the router for the named error's page (the guard may still keep the page).
    onRefused: (error) => {
      const response = (error as { response?: { status?: number; data?: unknown } } | undefined)?.response;
      sentAway.current = describeApiError({ status: response?.status, body: response?.data }).kind === 'redirect';
    },
  });

  return (
    <Dialog
      open
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      slotProps={{ backdrop: { sx: { backdropFilter: 'blur(4px)' } } }}
    >
      <form onSubmit={form.submit}>
        <DialogTitle id={titleId}>{t('sessionExpired.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography id={bodyId}>{t('sessionExpired.body')}</Typography>
            <CredentialFields form={form} passwordRef={passwordInput} />
            <Typography variant="body2" color="text.secondary">
              {t('sessionExpired.anotherAccount')}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between', gap: 1, px: 3, pb: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {t('sessionExpired.logoutNote')}
          </Typography>
          <BusyButton onClick={() => useSession.getState().logout()} inactive={form.busy}>
            {t('sessionExpired.logout')}
          </BusyButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
