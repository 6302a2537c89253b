import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n/public-namespace';
import { api, BusyButton, Link, TextInput } from 'shared-ui';
import { Alert } from 'shared-ui/components';
import { RouterLink } from 'shared-ui/routing';
import { emailField, requiredText } from 'shared-ui/contract';
import { z } from 'zod';
import { PublicPage } from './public-page';
import { usePublicForm } from './use-public-form';

const schema = z.object({ account: requiredText(), email: emailField() });

/** Forgot password: a temporary password is mailed when account and e-mail match. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation(['public', 'login']);
  const [values, setValues] = useState({ account: '', email: '' });
  const { errors, busy, done: sent, submit } = usePublicForm(schema, values, (v, call) => api.post('auth/forgetPwd', v, call));

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
      <BusyButton type="submit" variant="contained" inactive={busy}>
        {t('public.forgetPassword.submit')}
      </BusyButton>
    </PublicPage>
  );
}
