import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from 'shared-ui';
import type { InternalAccountFormInput } from 'shared-ui/contract';
import { applyServerErrors, useFieldReadOnly, useFormContext } from 'shared-ui/form';
import { internalUserResource, type DirectoryEntry } from './users.api';

/**
 * Fills name, department and e-mail from the company directory by the typed account (`preFetch`);
 * an account the directory does not know is said at the account field.
 */
export function DirectoryFetch() {
  const { t } = useTranslation();
  const { getValues, setValue, setError, clearErrors } = useFormContext<InternalAccountFormInput>();
  const readOnly = useFieldReadOnly();
  const [busy, setBusy] = useState(false);
  if (readOnly) return null;

  const fetchEntry = async () => {
    setBusy(true);
    clearErrors('account');
    try {
      const entry = await internalUserResource.call<DirectoryEntry>('preFetch', { account: getValues('account') }, { silent: true });
      for (const field of ['account', 'name', 'department', 'email'] as const) setValue(field, entry[field], { shouldDirty: true, shouldValidate: true });
    } catch (error) {
      applyServerErrors({ setError }, (error as { response?: { data?: unknown } }).response?.data);
    } finally {
      setBusy(false);
    }
  };
  return (
    <BusyButton variant="outlined" onClick={fetchEntry} inactive={busy} sx={{ alignSelf: 'start' }}>
      {t('admin:users.preFetch')}
    </BusyButton>
  );
}
