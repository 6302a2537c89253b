import { useTranslation } from 'react-i18next';
import { Link, Stack, Typography, useSession } from 'shared-ui';
import { RouterLink } from 'shared-ui/routing';
import { QueryContent, RecordTable, StatusChip, type RecordColumn } from 'shared-ui/components';
import type { SupplierAuditRecord } from 'shared-ui/contract';
import { useSupplierAudits } from './supplier-queries';

const label = (key: string) => `supplier:master.audits.${key}`;

const columnsFor = (mayOpen: boolean): RecordColumn<SupplierAuditRecord>[] => [
  {
    key: 'auditNo',
    label: label('auditNo'),
    // The audit itself lives in the audit area (its own remote): a plain link there, for those
    // who may open it (a buyer reads the results here without AUDIT, so no link to a refusal).
    render: (a) =>
      mayOpen ? (
        <Link component={RouterLink} to={`/admin/audit/detail/view/${a.id}`}>
          {a.auditNo}
        </Link>
      ) : (
        a.auditNo
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
  const mayOpen = useSession((s) => Boolean(s.permissionMap.AUDIT?.view));
  return (
    <Stack spacing={1}>
      <Typography component="h2" variant="h6">
        {t(label('title'))}
      </Typography>
      <QueryContent query={audits}>
        {(rows) => <RecordTable label={label('title')} columns={columnsFor(mayOpen)} rows={rows} rowKey={(a) => a.id} empty={label('none')} />}
      </QueryContent>
    </Stack>
  );
}
