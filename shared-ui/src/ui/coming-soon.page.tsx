import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Spec section 2's "coming soon" page, for a screen no issue has built yet. */
export function ComingSoonPage({ feature }: { feature: string }) {
  const { t } = useTranslation('common');
  return (
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 640 }} data-testid="coming-soon">
      <Chip label={t('comingSoon.badge')} color="warning" size="small" sx={{ mb: 2 }} />
      <Typography variant="h1" component="h1" gutterBottom>
        {t('comingSoon.title')}
      </Typography>
      <Typography>{t('comingSoon.body', { feature })}</Typography>
    </Paper>
  );
}
