import { useTranslation } from 'react-i18next';
import { Box, Typography } from 'shared-ui';
import { CircularProgress } from 'shared-ui/components';

/** Shown while a page's code or data arrives. */
export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{label ?? t('loading')}</Typography>
    </Box>
  );
}
