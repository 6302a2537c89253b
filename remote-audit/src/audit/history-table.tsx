import { useTranslation } from 'react-i18next';
import { formatDateTime, newestFirst, RecordTable, type RecordColumn } from 'shared-ui/components';
import type { AuditHistoryEntry } from 'shared-ui/contract';

const label = (key: string) => `audit:history.${key}`;

/** Lines of an audit's history: when, what, who, why (and the due date a step set). */
export function HistoryTable({ entries, title }: { entries: readonly AuditHistoryEntry[]; title: string }) {
  const { t } = useTranslation('audit');
  const columns: RecordColumn<AuditHistoryEntry & { seq: number }>[] = [
    { key: 'at', label: label('at'), render: (h) => formatDateTime(h.at) },
    { key: 'action', label: label('action'), render: (h) => t(label(`actions.${h.action}`)) },
    { key: 'by', label: label('by'), render: (h) => (h.by ? (h.by.name ? `${h.by.name} (${h.by.account})` : h.by.account) : '') },
    {
      key: 'comment',
      label: label('comment'),
      render: (h) =>
        [h.result && t(label('result'), { result: t(`status:auditResult.${h.result}`), score: h.score }), h.comment, h.dueDate && t(label('dueDate'), { date: h.dueDate })]
          .filter(Boolean)
          .join(' · '),
    },
  ];
  // Newest first, as the other histories of the portal.
  return <RecordTable label={title} columns={columns} rows={newestFirst(entries)} rowKey={(h) => h.seq} empty={label('none')} />;
}
