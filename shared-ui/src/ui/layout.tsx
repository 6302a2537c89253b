import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Paper, Typography } from 'shared-ui';

/** One column on a phone, two from the small breakpoint on: the fields of a form part. */
export function Columns({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>{children}</Box>;
}

/** Spans both columns. */
export const Wide = ({ children }: { children: ReactNode }) => <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;

/** As many columns as fit: the read-only values of a record's header. */
export function ValueGrid({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2 }}>{children}</Box>;
}

/** A titled part of a long form or page (`title` an i18n key); `id` names it for assistive technology. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 2 }}>
        {t(title)}
      </Typography>
      {children}
    </Paper>
  );
}
