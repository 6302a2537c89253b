import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n/public-namespace';
import { api, BusyButton, TextInput } from 'shared-ui';
import { Alert } from 'shared-ui/components';
import { emailField } from 'shared-ui/contract';
import { z } from 'zod';
import { PublicPage } from './public-page';
import { usePublicForm } from './use-public-form';

const schema = z.object({ email: emailField() });

/** Forgot account: the account names registered to an e-mail are mailed to it. */
export default function ForgetAccountPage() {
  const { t } = useTranslation(['public', 'login']);
  const [email, setEmail] = useState('');
  const { errors, busy, done: sent, submit } = usePublicForm(schema, { email }, (v, call) => api.post('auth/forgetAccount', v, call));

  return (
    <PublicPage title={t('public.forgetAccount.title')} intro={t('public.forgetAccount.intro')} onSubmit={submit}>
      {sent && (
        <Alert severity="success" role="status">
          {t('public.forgetAccount.sent')}
        </Alert>
      )}
      <TextInput label={t('public.email')} name="email" type="email" autoComplete="email" required value={email} error={errors.email} onChange={(e) => setEmail(e.target.value)} />
      <BusyButton type="submit" variant="contained" inactive={busy}>
        {t('public.forgetAccount.submit')}
      </BusyButton>
    </PublicPage>
  );
}
