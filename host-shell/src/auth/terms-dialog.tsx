import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n/public-namespace';
import { api, Box, BusyButton, useSession, type UserProfile } from 'shared-ui';
import { Checkbox, Dialog, DialogActions, DialogTitle, FormControlLabel } from 'shared-ui/components';
import { TermsDialogContent } from 'shared-ui/terms';
import { signOut } from './sign-out';

/**
 * After sign-in, a user who has not accepted the terms sees them with a consent checkbox.
 * OK (enabled once ticked) records the acceptance on the account's side of the API; Cancel logs
 * out as the header's Logout does (`signOut`: the server's session ends too), and the gate shows
 * the login screen in its place, on the same address. Nothing else is rendered until then (the
 * gate shows only this dialog). The dialog asks for that explicit choice: Escape and a click
 * beside it do nothing (Escape used to sign the user out unasked, a key pressed to leave the
 * text, not the portal).
 */
export default function TermsDialog() {
  const { t } = useTranslation(['public', 'login']);
  // The account's own kind, not "treated as a supplier" (spec section 6, what the user is shown):
  // an internal account without view on SUPPLIER_BASIC (a newcomer without roles yet) accepts on
  // the internal call, the only one the server takes from it. A backend whose profile does not
  // say the kind (`userKind` is not in the spec's profile) gets the spec's rule.
  const supplierAccount = useSession((s) => (s.profile?.userKind ? s.profile.userKind === 'supplier' : s.isSupplier));
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const titleId = useId();

  async function accept() {
    setBusy(true);
    try {
      const { data } = await api.put<UserProfile>(supplierAccount ? 'su/me/acceptTerm' : 'a/me/acceptTerm');
      // Signed out meanwhile (Cancel, or the session ended): the answer is no one's profile now.
      if (useSession.getState().userToken) useSession.getState().setProfile(data);
    } catch {
      setBusy(false);
    }
  }

  // Clearing the tokens alone left the server's session valid: whoever copied the token kept it.
  function cancel() {
    setLeaving(true);
    void signOut();
  }

  return (
    <Dialog open fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('terms.title')}</DialogTitle>
      <TermsDialogContent documents={['termsOfUse', 'privacy']} label="public:terms.scrollLabel" sx={{ maxHeight: '60vh' }} />
      <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <FormControlLabel control={<Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />} label={t('terms.consent')} />
        <Box sx={{ display: 'flex', gap: 1 }}>
          {/* Not while OK's call runs: its answer would record an acceptance the user cancelled. */}
          <BusyButton onClick={cancel} inactive={busy || leaving}>
            {t('common:actions.cancel')}
          </BusyButton>
          <BusyButton variant="contained" onClick={() => void accept()} inactive={!agreed || busy || leaving}>
            {t('common:actions.ok')}
          </BusyButton>
        </Box>
      </DialogActions>
    </Dialog>
  );
}
