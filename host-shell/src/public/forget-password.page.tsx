import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n/public-namespace';
import { Alert, api, Button, Link, RouterLink, TextInput } from 'shared-ui';
import { emailField, requiredText } from 'shared-ui/contract';
import { z } from 'zod';
import { PublicPage } from './public-page';
import { useFieldErrors } from './use-field-errors';

const schema = z.object({ account: requiredText(), email: emailField() });

/** Forgot password: a temporary password is mailed when account and e-mail match. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation(['public', 'login']);
  const [values, setValues] = useState({ account: '', email: '' });
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const { errors, validate } = useFieldErrors(schema);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !validate(values)) return;
    setBusy(true);
    try {
      await api.post('auth/forgetPwd', values);
      setSent(true);
    } catch {
      // The API client showed the server's message; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicPage title={t('public.forgetPassword.title')} intro={t('public.forgetPassword.intro')} onSubmit={submit}>
      {sent && (
        <Alert severity="success" role="status">
          {t('public.forgetPassword.sent')}{' '}
          <Link component={RouterLink} to="/resetPwd">
            {t('login:login.resetPassword')}
          </Link>
        </Alert>
      )}
      <TextInput label={t('login:login.account')} name="account" autoComplete="username" required value={values.account} error={errors.account} onChange={(e) => setValues({ ...values, account: e.target.value })} />
      <TextInput label={t('public.email')} name="email" type="email" autoComplete="email" required value={values.email} error={errors.email} onChange={(e) => setValues({ ...values, email: e.target.value })} />
      <Button type="submit" variant="contained" disabled={busy}>
        {t('public.forgetPassword.submit')}
      </Button>
    </PublicPage>
  );
}
