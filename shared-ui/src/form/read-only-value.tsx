import { Box, Typography } from 'shared-ui';

const EMPTY = '—';

/** A field in view mode: its label and value as text (a one-term description list). */
export function ReadOnlyValue({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Box component="dl" sx={{ m: 0, minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value === undefined || value === '' ? EMPTY : value}
      </Typography>
    </Box>
  );
}
