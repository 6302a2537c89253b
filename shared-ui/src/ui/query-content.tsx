import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from './retry-alert';

/** The part of a query a section draws from (TanStack Query's result fits). */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch(): unknown;
}

/**
 * A section's own data (a record's history, its audits, its events): "Loading…" while asked, the
 * failure with Retry when refused (`failed`: its i18n key, by default the detail pages' "This
 * part could not be loaded."; the shell's common texts stay out of the login page's bytes), then
 * the content. A failed call never reads as "nothing here".
 */
export function QueryContent<T>({ query, failed = 'detail:partFailed', children }: { query: QueryLike<T>; failed?: string; children(data: T): ReactNode }) {
  const { t } = useTranslation('common');
  if (query.isError) return <RetryAlert message={t(failed)} retryLabel={t('common:actions.retry')} onRetry={() => void query.refetch()} />;
  if (query.isPending || query.data === undefined) return <Typography role="status">{t('common:loading')}</Typography>;
  return children(query.data);
}
