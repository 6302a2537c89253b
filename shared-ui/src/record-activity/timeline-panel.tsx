import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Paper, Stack, Typography } from 'shared-ui';
import { Alert, formatDateTime } from 'shared-ui/components';
import type { ActivityEntry, AccountRef } from 'shared-ui/contract';
import { partKey, useQuery } from 'shared-ui/data';
import './activity-texts';
import { panelFailure } from './panel-failure';
import type { RecordPanelProps } from './record-panels';

const nameOf = (ref: AccountRef) => ref.name ?? ref.account;

/**
 * The record's timeline, newest first: the reader comes for the latest change and its reason
 * (why a reply was sent back), so it is read first; the list says so for screen readers.
 */
export default function TimelinePanel({ resource, id }: RecordPanelProps) {
  const { t } = useTranslation('activity');
  const heading = useId();
  const query = useQuery<ActivityEntry[]>({
    queryKey: partKey(resource, id, 'activity'),
    queryFn: ({ signal }) => resource.getPart<ActivityEntry[]>(id, 'activity', { signal, silent: true }),
    retry: false,
  });
  const entries = [...(query.data ?? [])].reverse();
  return (
    <Box component="section" aria-labelledby={heading}>
      <Typography id={heading} variant="h2" component="h2" sx={{ mb: 1 }}>
        {t('activity:timeline')}
      </Typography>
      {query.isPending && <Typography role="status">{t('activity:loading')}</Typography>}
      {query.isError && <Failure error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess && entries.length === 0 && <Typography>{t('activity:noActivity')}</Typography>}
      {entries.length > 0 && (
        <Stack component="ol" spacing={1} aria-label={t('activity:timelineList')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {entries.map((entry) => (
            <Paper component="li" key={entry.id} variant="outlined" sx={{ p: 1.5 }}>
              <TimelineEntry entry={entry} />
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function TimelineEntry({ entry }: { entry: ActivityEntry }) {
  const { t } = useTranslation(['activity', 'status']);
  const status = (value: string) => (entry.catalogue ? t(`status:${entry.catalogue}.${value}`) : value);
  const change =
    entry.to === undefined ? undefined : entry.from === undefined ? t('activity:statusTo', { to: status(entry.to) }) : t('activity:statusChange', { from: status(entry.from), to: status(entry.to) });
  return (
    <Stack spacing={0.5}>
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {t(`activity:actions.${entry.action}`)}
        {change && ` · ${change}`}
      </Typography>
      <Typography component="p" variant="body2">
        {entry.onBehalf
          ? t('activity:byOnBehalf', { name: nameOf(entry.by), supplier: entry.onBehalf.supplierName ?? String(entry.onBehalf.supplierId) })
          : t('activity:by', { name: entry.by.account === 'system' ? t('activity:system') : nameOf(entry.by) })}
        {' · '}
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </Typography>
      {entry.reason && (
        <Typography component="p" variant="body2">
          {t('activity:reason', { reason: entry.reason })}
        </Typography>
      )}
      {entry.remark && (
        <Typography component="p" variant="body2">
          {t('activity:remark', { remark: entry.remark })}
        </Typography>
      )}
    </Stack>
  );
}

function Failure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation('activity');
  const { key } = panelFailure(error);
  return (
    <Alert
      severity={key === 'activity:notFound' ? 'warning' : 'error'}
      action={
        key === 'activity:notFound' ? undefined : (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('activity:retry')}
          </Button>
        )
      }
    >
      {t(key)}
    </Alert>
  );
}
