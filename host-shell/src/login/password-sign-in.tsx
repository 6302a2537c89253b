import { useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { api, BusyButton, TextInput } from 'shared-ui';
import type { Tokens } from '../auth/single-sign-on';

/**
 * The password login of spec section 2, one at a time: `auth/pwd` with the account and password,
 * then `finish` with the tokens. A refusal leaves the form as it was: the API client shows the
 * server's message, or moves to the page a named error of spec section 8 asks for
 * (REGULAR_PASSWORD_RESET, FIVE_TIMES_AUTH_FAIL_LOCKED, TEMP_PASSWORD_EXPIRED). The login page
 * and the dialog of a session that has expired both sign in through it.
 */
export function usePasswordSignIn(finish: (tokens: Tokens) => Promise<void>, options: { account?: string; onRefused?(error: unknown): void } = {}) {
  const [account, setAccount] = useState(options.account ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const { data } = await api.post<Tokens>('auth/pwd', { account, password });
      await finish(data);
    } catch (error) {
      options.onRefused?.(error);
    } finally {
      setBusy(false);
    }
  }

  return { account, setAccount, password, setPassword, busy, submit };
}

export type PasswordSignIn = ReturnType<typeof usePasswordSignIn>;

/** The account and password fields and the sign-in button of a `usePasswordSignIn` form (Enter submits). */
export function CredentialFields({ form, accountRef, passwordRef }: { form: PasswordSignIn; accountRef?: Ref<HTMLInputElement>; passwordRef?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation('login');
  return (
    <>
      <TextInput label={t('login.account')} name="account" autoComplete="username" value={form.account} onChange={(e) => form.setAccount(e.target.value)} required inputRef={accountRef} />
      <TextInput
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={form.password}
        onChange={(e) => form.setPassword(e.target.value)}
        required
        inputRef={passwordRef}
      />
      <BusyButton type="submit" variant="contained" size="large" inactive={form.busy}>
        {form.busy ? t('login.submitting') : t('login.submit')}
      </BusyButton>
    </>
  );
}
