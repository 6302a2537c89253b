import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Typography } from 'shared-ui';

const EMPTY = '—';

/**
 * A field in view mode: its label (an i18n key) and value as text (a one-term description list). `children`
 * replace the text where the value is more than text (the download links of an upload field).
 */
export function ReadOnlyValue({ label, labelValues, value, children }: { label: string; labelValues?: Record<string, string>; value?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="dl" sx={{ m: 0, minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {t(label, labelValues ?? {})}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children ?? (value === undefined || value === '' ? EMPTY : value)}
      </Typography>
    </Box>
  );
}
