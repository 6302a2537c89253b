import { formatDateTime, newestFirst, RecordTable, type RecordColumn } from 'shared-ui/components';
import type { ReturnRecord } from 'shared-ui/contract';

const k = (key: string) => `admin:docTracking.${key}`;

const columns: RecordColumn<ReturnRecord & { seq: number }>[] = [
  { key: 'date', label: k('returnDate'), render: (r) => formatDateTime(r.date) },
  { key: 'explanation', label: k('explanation'), render: (r) => r.explanation },
  { key: 'reviewer', label: k('reviewer'), render: (r) => r.reviewer.name ?? r.reviewer.account },
];

/** When a reply was sent back, why, and by whom (spec section 3), newest first. */
export function ReturnHistory({ returns, name }: { returns: readonly ReturnRecord[]; name: string }) {
  return (
    <RecordTable label={k('returnHistoryOf')} labelValues={{ name }} columns={columns} rows={newestFirst(returns)} rowKey={(r) => r.seq} empty={k('noReturns')} />
  );
}
