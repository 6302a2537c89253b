import { useTranslation } from 'react-i18next';
import { Box } from 'shared-ui';
import { PUBLIC_PATHS, REMOTE_PUBLIC_PAGES } from '../routing/public-paths';
import RemoteArea from './remote-area';

const { remote, page } = REMOTE_PUBLIC_PAGES[PUBLIC_PATHS.register];

/** `/fromLinks/register`: the public supplier registration page the supplier remote exposes. */
export default function RegistrationArea() {
  const { t } = useTranslation('login');
  return (
    <Box component="main" sx={{ p: { xs: 1, sm: 3 }, maxWidth: 1100, mx: 'auto' }}>
      <RemoteArea remote={remote} area={t('login.register')} from="publicPages" name={page} />
    </Box>
  );
}
