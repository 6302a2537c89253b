import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, getRuntimeConfig, notify, useSession } from 'shared-ui';
import { ConfirmDialog, RestartAltIcon } from 'shared-ui/components';
import { HeaderControl } from './header-control';

/**
 * Outside production: puts the mock backend back to its seed (`POST dev/reset`), after asking.
 * Every session ends with it, so the user is signed out and starts again from the login.
 */
export function DemoDataReset({ compact }: { compact: boolean }) {
  const { t } = useTranslation('shell');
  const logout = useSession((s) => s.logout);
  const [asking, setAsking] = useState(false);
  const reset = async () => {
    try {
      await api.post('dev/reset');
      // The in-browser demo starts again on its day (a reset returns the mock to the real date).
      const { mockBackend, mockToday } = getRuntimeConfig();
      if (mockBackend && mockToday) await api.post('dev/clock', { today: mockToday });
      setAsking(false);
      notify({ severity: 'success', message: t('header.demoResetDone') });
      logout();
    } catch {
      setAsking(false); // the api client has shown why (e.g. a backend without dev calls)
    }
  };
  return (
    <>
      <HeaderControl compact={compact} icon={<RestartAltIcon />} label={t('header.demoReset')} onClick={() => setAsking(true)} />
      <ConfirmDialog
        open={asking}
        title="shell:header.demoResetTitle"
        body="shell:header.demoResetBody"
        confirmLabel="shell:header.demoReset"
        destructive
        onCancel={() => setAsking(false)}
        // The reset's promise: the dialog waits for it, so a double-click resets once.
        onConfirm={reset}
      />
    </>
  );
}
