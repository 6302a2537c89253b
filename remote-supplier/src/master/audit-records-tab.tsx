import { useTranslation } from 'react-i18next';
import { Link, RouterLink, Stack, Typography } from 'shared-ui';
import { RecordTable, StatusChip, type RecordColumn } from 'shared-ui/components';
import type { SupplierAuditRecord } from 'shared-ui/contract';
import { useSupplierAudits } from './supplier-queries';

const label = (key: string) => `supplier:master.audits.${key}`;

const columns: RecordColumn<SupplierAuditRecord>[] = [
  {
    key: 'auditNo',
    label: label('auditNo'),
    // The audit itself lives in the audit area (its own remote): a plain link there.
    render: (a) => (
      <Link component={RouterLink} to={`/admin/audit/detail/view/${a.id}`}>
        {a.auditNo}
      </Link>
    ),
  },
  { key: 'name', label: label('name'), render: (a) => a.name },
  { key: 'period', label: label('period'), render: (a) => `${a.startDate} – ${a.endDate}` },
  { key: 'status', label: label('status'), render: (a) => <StatusChip catalogue="auditStatus" status={a.status} /> },
  { key: 'result', label: label('result'), render: (a) => (a.result ? <StatusChip catalogue="auditResult" status={a.result} /> : '—') },
  { key: 'score', label: label('score'), render: (a) => a.resultScore ?? '—' },
];

/** Audit Records: the supplier's audits, read-only, each opening in the audit area. */
export function AuditRecordsTab({ supplierId }: { supplierId: string }) {
  const { t } = useTranslation('supplier');
  const audits = useSupplierAudits(supplierId);
  return (
    <Stack spacing={1}>
      <Typography component="h2" variant="h6">
        {t(label('title'))}
      </Typography>
      {audits.isPending ? (
        <Typography role="status">{t('master.loading')}</Typography>
      ) : (
        <RecordTable label={label('title')} columns={columns} rows={audits.data ?? []} rowKey={(a) => a.id} empty={label('none')} />
      )}
    </Stack>
  );
}
