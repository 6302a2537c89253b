import { AUDIT_RESULTS, AUDIT_STATUSES, type AuditFilter, type AuditListItem } from 'shared-ui/contract';
import { usePrefixed, type CallerPrefix } from 'shared-ui/data';
import { defineList, ListPage, statusColumn, statusOptions, supplierFilter, toDetail, type ListColumn } from 'shared-ui/list';
import { auditTypeOptions } from '../common/options';
import { OptionNames } from '../common/option-names';
import { auditListSearch } from './audit.api';

/** Internal users see whom an audit is of; a supplier its own audits only. */
const targetColumn = (prefix: CallerPrefix): ListColumn<AuditListItem>[] => (prefix === 'a' ? [{ field: 'targetNames', minWidth: 200, flex: 1, sortable: false }] : []);

/**
 * The audits (issue 14 filters: number, name, status, type, target supplier, date range, result;
 * the report's status). A supplier lists its own audits once invited; Home links the states that
 * await someone (`?status=INVITED&status=REJECTED`, `?replyStatus=SUBMITTED`, …), so both status
 * filters take several values.
 */
export const auditList = (prefix: CallerPrefix) =>
  defineList<AuditListItem, AuditFilter>({
    ...auditListSearch(prefix),
    namespace: 'audit',
    title: 'audit:audit.title',
    permission: 'AUDIT',
    rowLink: toDetail,
    toolbarActions: prefix === 'a' ? [{ key: 'create', label: 'audit:audit.create', to: 'detail/create' }] : [],
    columns: [
      { field: 'auditNo', width: 140 },
      { field: 'name', minWidth: 220, flex: 2 },
      ...targetColumn(prefix),
      { field: 'type', width: 130, renderCell: ({ value }) => <OptionNames source={auditTypeOptions} codes={value as string} /> },
      { field: 'startDate', width: 115 },
      { field: 'endDate', width: 115 },
      statusColumn('status', 'auditStatus', 110),
      statusColumn('result', 'auditResult', 130),
      { field: 'resultScore', width: 90, align: 'right', headerAlign: 'right' },
      statusColumn('replyStatus', 'auditReplyStatus', 130),
      { field: 'replyDueDate', width: 125 },
    ],
    filters: [
      { type: 'text', name: 'auditNo' },
      { type: 'text', name: 'name' },
      { type: 'multiSelect', name: 'status', options: statusOptions('auditStatus', prefix === 'a' ? AUDIT_STATUSES : AUDIT_STATUSES.filter((s) => s !== 'DRAFT')) },
      { type: 'select', name: 'type', options: auditTypeOptions },
      ...supplierFilter<AuditFilter>(prefix),
      { type: 'dateRange', name: 'auditDate' },
      { type: 'select', name: 'result', options: statusOptions('auditResult', AUDIT_RESULTS) },
      { type: 'multiSelect', name: 'replyStatus', options: statusOptions('auditReplyStatus') },
    ],
  });

export function AuditListPage() {
  return <ListPage declaration={usePrefixed(auditList)} />;
}
