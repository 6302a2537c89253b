import type { ReactNode } from 'react';
import { Box, Typography } from 'shared-ui';

const EMPTY = '—';

/**
 * A field in view mode: its label and value as text (a one-term description list). `children`
 * replace the text where the value is more than text (the download links of an upload field).
 */
export function ReadOnlyValue({ label, value, children }: { label: string; value?: string; children?: ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0, minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children ?? (value === undefined || value === '' ? EMPTY : value)}
      </Typography>
    </Box>
  );
}
