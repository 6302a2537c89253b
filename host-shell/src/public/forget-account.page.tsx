import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n/public-namespace';
import { Alert, api, Button, TextInput } from 'shared-ui';
import { emailField } from 'shared-ui/contract';
import { z } from 'zod';
import { PublicPage } from './public-page';
import { useFieldErrors } from './use-field-errors';

const schema = z.object({ email: emailField() });

/** Forgot account: the account names registered to an e-mail are mailed to it. */
export default function ForgetAccountPage() {
  const { t } = useTranslation(['public', 'login']);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const { errors, validate } = useFieldErrors(schema);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !validate({ email })) return;
    setBusy(true);
    try {
      await api.post('auth/forgetAccount', { email });
      setSent(true);
    } catch {
      // shown by the API client; the e-mail stays as typed
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicPage title={t('public.forgetAccount.title')} intro={t('public.forgetAccount.intro')} onSubmit={submit}>
      {sent && (
        <Alert severity="success" role="status">
          {t('public.forgetAccount.sent')}
        </Alert>
      )}
      <TextInput label={t('public.email')} name="email" type="email" autoComplete="email" required value={email} error={errors.email} onChange={(e) => setEmail(e.target.value)} />
      <Button type="submit" variant="contained" disabled={busy}>
        {t('public.forgetAccount.submit')}
      </Button>
    </PublicPage>
  );
}
