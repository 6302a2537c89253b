import { useTranslation } from 'react-i18next';
import { Button, Paper, Typography } from 'shared-ui';
import { Alert, ErrorOutlineIcon } from 'shared-ui/components';

/** What a remote's area shows while that remote is down, slow or broken. */
export function RemoteUnavailable({ area, onRetry }: { area: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }} data-testid="remote-unavailable">
      <Alert severity="error" icon={<ErrorOutlineIcon />} sx={{ mb: 2 }}>
        <Typography component="h1" variant="h3">
          {t('remote.failedTitle', { area })}
        </Typography>
      </Alert>
      <Typography sx={{ mb: 2 }}>{t('remote.failedBody')}</Typography>
      <Button variant="contained" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </Paper>
  );
}
