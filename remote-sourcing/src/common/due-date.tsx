import { useTranslation } from 'react-i18next';
import { Typography } from 'shared-ui';

/**
 * A due date with the time left in words ("3 days left", "Due today", "2 days overdue"), counted
 * by the server on its business day (`dueInDays`), not by the browser's clock.
 */
export function DueDate({ dueDate, dueInDays }: { dueDate: string; dueInDays?: number }) {
  const { t } = useTranslation('sourcing');
  if (dueInDays === undefined) return <>{dueDate}</>;
  const text = dueInDays > 0 ? t('due.left', { count: dueInDays }) : dueInDays === 0 ? t('due.today') : t('due.overdue', { count: -dueInDays });
  return (
    <Typography component="span" variant="body2" color={dueInDays < 0 ? 'error' : dueInDays <= 2 ? 'warning.main' : 'text.primary'}>
      {`${dueDate} · ${text}`}
    </Typography>
  );
}
