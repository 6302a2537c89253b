import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n/public-namespace';
import { api, BusyButton, notify, TextInput, useSession } from 'shared-ui';
import { useNavigate } from 'shared-ui/routing';
import { passwordChangeSchema, requiredText } from 'shared-ui/contract';
import { PasswordField } from 'shared-ui/form';
import { z } from 'zod';
import { PublicPage } from './public-page';
import { usePublicForm } from './use-public-form';

const schema = z.object({ account: requiredText() }).and(passwordChangeSchema);

/**
 * Reset password: the current (or temporary) password and the new one twice, with the policy
 * shown as the user types. The server checks the same rules plus the password history.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation(['public', 'login']);
  const navigate = useNavigate();
  const [values, setValues] = useState({ account: '', currentPassword: '', newPassword: '', confirmPassword: '' });
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => setValues({ ...values, [field]: e.target.value });
  const { errors, busy, submit } = usePublicForm(schema, values, async (v, call) => {
    await api.post('auth/resetPwd', {
      account: v.account,
      oldPassword: v.currentPassword,
      newPassword: v.newPassword,
      confirmPassword: v.confirmPassword,
    }, call);
    // A reset ends every session of the account, this browser's included.
    useSession.getState().logout();
    notify({ severity: 'success', message: t('public.resetPassword.done') });
    navigate('/login', { replace: true });
  });

  return (
    <PublicPage title={t('public.resetPassword.title')} intro={t('public.resetPassword.intro')} onSubmit={submit}>
      <TextInput label={t('login:login.account')} name="account" autoComplete="username" required value={values.account} error={errors.account} onChange={set('account')} />
      <PasswordField label={t('public.resetPassword.current')} name="currentPassword" autoComplete="current-password" required value={values.currentPassword} error={errors.currentPassword} onChange={set('currentPassword')} />
      <PasswordField label={t('public.resetPassword.new')} name="newPassword" autoComplete="new-password" required showPolicy value={values.newPassword} error={errors.newPassword} onChange={set('newPassword')} />
      <PasswordField label={t('public.resetPassword.confirm')} name="confirmPassword" autoComplete="new-password" required value={values.confirmPassword} error={errors.confirmPassword} onChange={set('confirmPassword')} />
      <BusyButton type="submit" variant="contained" inactive={busy}>
        {t('public.resetPassword.submit')}
      </BusyButton>
    </PublicPage>
  );
}
