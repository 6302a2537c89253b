import { useTranslation } from 'react-i18next';
import { Button, Paper, Typography } from 'shared-ui';
import { RouterLink } from 'shared-ui/routing';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 560 }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('notFound.body')}</Typography>
      <Button component={RouterLink} to="/" variant="outlined">
        {t('notFound.home')}
      </Button>
    </Paper>
  );
}
