import { useTranslation } from 'react-i18next';
import { Box } from 'shared-ui';
import RemoteArea from './remote-area';

/** `/fromLinks/register`: the public supplier registration page the supplier remote exposes. */
export default function RegistrationArea() {
  const { t } = useTranslation('login');
  return (
    <Box component="main" sx={{ p: { xs: 1, sm: 3 }, maxWidth: 1100, mx: 'auto' }}>
      <RemoteArea remote="supplier" area={t('login.register')} from="publicPages" name="register" />
    </Box>
  );
}
