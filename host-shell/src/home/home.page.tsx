import { useTranslation } from 'react-i18next';
import { Paper, Typography, useSession } from 'shared-ui';

/** Landing page after sign-in; the host-shell issue adds the per-domain counts. */
export default function HomePage() {
  const { t } = useTranslation('shell');
  const profile = useSession((s) => s.profile);
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {t('home.greeting', { fullName: profile?.fullName ?? '' })}
      </Typography>
      <Typography>{t('home.intro')}</Typography>
    </Paper>
  );
}
