import { useTranslation } from 'react-i18next';
import { Alert, Box, Link, Stack, Typography } from 'shared-ui';
import { StatusChip, type StatusCatalogue } from 'shared-ui/components';
import type { SystemInfo } from 'shared-ui/contract';
import { ReadOnlyValue, useWatch } from 'shared-ui/form';

const label = (key: string) => `supplier:master.system.${key}`;

function StatusValue({ name, catalogue, status }: { name: string; catalogue: StatusCatalogue; status?: string }) {
  const { t } = useTranslation('supplier');
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {t(label(name))}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        {status ? <StatusChip catalogue={catalogue} status={status} /> : '—'}
      </Box>
    </Box>
  );
}

/**
 * Where the record stands (`basicData.systemInfo`, set by the server only): stage, status,
 * sign-off, block, the SCP and SAP numbers. A potential supplier carries the spec's reminder.
 */
export function SystemInfoSummary({ prefix }: { prefix: string }) {
  const { t } = useTranslation('supplier');
  const info = useWatch({ name: `${prefix}systemInfo` }) as SystemInfo | undefined;
  if (!info) return null;
  return (
    <Stack spacing={1.5}>
      {info.stage === 'PRE' && <Alert severity="warning">{t('validation:supplierPotential')}</Alert>}
      <Box role="group" aria-label={t('master.system.title')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 2 }}>
        <StatusValue name="stage" catalogue="supplierStage" status={info.stage} />
        <StatusValue name="status" catalogue="supplierStatus" status={info.status} />
        <StatusValue name="bpmStatus" catalogue="bpmStatus" status={info.bpmStatus} />
        <StatusValue name="blockStatus" catalogue="blockStatus" status={info.blockStatus} />
        <ReadOnlyValue label={t(label('supplierNoScp'))} value={info.supplierNoScp ?? '—'} />
        <ReadOnlyValue label={t(label('supplierNoSap'))} value={info.supplierNoSap ?? t(label('notInErp'))} />
        {info.blockDate && <ReadOnlyValue label={t(label('blockDate'))} value={info.blockDate} />}
        {info.bpmDocNo && (
          <ReadOnlyValue label={t(label('bpmDocNo'))}>
            {info.bpmDocUrl ? (
              <Link href={info.bpmDocUrl} target="_blank" rel="noreferrer">
                {info.bpmDocNo}
              </Link>
            ) : (
              info.bpmDocNo
            )}
          </ReadOnlyValue>
        )}
      </Box>
    </Stack>
  );
}
