import { useTranslation } from 'react-i18next';
import { Box, Link, Stack } from 'shared-ui';
import { Alert, type StatusCatalogue, StatusChip } from 'shared-ui/components';
import type { SystemInfo } from 'shared-ui/contract';
import { ReadOnlyValue, useWatch } from 'shared-ui/form';
import { RestoreNotice } from './restore-notice';

const label = (key: string) => `supplier:master.system.${key}`;

/** A status of the record as its chip, under its label. */
function StatusValue({ name, catalogue, status }: { name: string; catalogue: StatusCatalogue; status?: string }) {
  return <ReadOnlyValue label={label(name)}>{status ? <StatusChip catalogue={catalogue} status={status} /> : undefined}</ReadOnlyValue>;
}

/**
 * Where the record stands (`basicData.systemInfo`, set by the server only): stage, status,
 * sign-off, block, the SCP and SAP numbers. A potential supplier carries `potentialNotice` (an
 * i18n key): the spec's reminder to purchasing staff, or what it means to the supplier itself; a
 * change the automatic restore has flagged, `restoreNotice` (the same two readers): when it goes.
 */
export function SystemInfoSummary({ prefix, potentialNotice, restoreNotice }: { prefix: string; potentialNotice: string; restoreNotice: string }) {
  const { t } = useTranslation('supplier');
  const info = useWatch({ name: `${prefix}systemInfo` }) as SystemInfo | undefined;
  if (!info) return null;
  return (
    <Stack spacing={1.5}>
      {info.stage === 'PRE' && <Alert severity="warning">{t(potentialNotice)}</Alert>}
      <RestoreNotice info={info} text={restoreNotice} />
      <Box role="group" aria-label={t('master.system.title')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 2 }}>
        <StatusValue name="stage" catalogue="supplierStage" status={info.stage} />
        <StatusValue name="status" catalogue="supplierStatus" status={info.status} />
        <StatusValue name="bpmStatus" catalogue="bpmStatus" status={info.bpmStatus} />
        <StatusValue name="blockStatus" catalogue="blockStatus" status={info.blockStatus} />
        <ReadOnlyValue label={label('supplierNoScp')} value={info.supplierNoScp ?? '—'} />
        <ReadOnlyValue label={label('supplierNoSap')} value={info.supplierNoSap ?? t(label('notInErp'))} />
        {/* The date of the last block or unblock: named after which it was. */}
        {info.blockDate && <ReadOnlyValue label={label(info.blockAction === 'UNBLOCK' ? 'unblockDate' : 'blockDate')} value={info.blockDate} />}
        {info.bpmDocNo && (
          <ReadOnlyValue label={label('bpmDocNo')}>
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
