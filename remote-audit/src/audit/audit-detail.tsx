import type { AuditRecord } from 'shared-ui/contract';
import { usePrefixed, type CallerPrefix } from 'shared-ui/data';
import { defineDetail, DetailPage, type DetailTab } from 'shared-ui/detail';
import { auditResource } from './audit.api';
import { auditActions } from './audit-actions';
import { auditFormSchema, copyOfAudit, editableParts, isEditable, newAuditForm, toAuditForm, type AuditForm } from './audit-form';
import { CommentsTab } from './comments-tab';
import { HeaderTab } from './header-tab';
import { ReportTab } from './report-tab';
import { ScoringTab } from './scoring-tab';
import { SurveysTab } from './surveys-tab';

type Tab = DetailTab<AuditRecord, AuditForm, unknown>;

/** The tabs of issue 14; scoring once the suppliers are invited, the report once the result asks for one. */
const tabsOf =
  (prefix: CallerPrefix) =>
  (audit: AuditRecord | undefined): Tab[] => {
    const parts = editableParts(prefix, audit);
    const tabs: Tab[] = [
      { key: 'header', label: 'audit:audit.tabs.header', render: () => <HeaderTab audit={audit} planEditable={parts.plan} /> },
      { key: 'surveys', label: 'audit:audit.tabs.surveys', render: () => <SurveysTab audit={audit} planEditable={parts.plan} /> },
    ];
    if (audit && audit.status !== 'DRAFT') tabs.push({ key: 'scoring', label: 'audit:audit.tabs.scoring', render: () => <ScoringTab audit={audit} parts={parts} internal={prefix === 'a'} /> });
    if (audit?.status === 'COMPLETED') tabs.push({ key: 'report', label: 'audit:audit.tabs.report', render: () => <ReportTab audit={audit} replyEditable={parts.reply} /> });
    tabs.push({ key: 'comments', label: 'audit:audit.tabs.comments', render: () => <CommentsTab audit={audit} parts={parts} /> });
    return tabs;
  };

/**
 * One audit for both sides (`a/` and `su/`): the auditors plan it while DRAFT (create, copy,
 * edit) and review it while COMMITTED; the supplier scores itself while invited or sent back and
 * writes its improvement report while it is asked for. Everything else is read-only.
 */
export const auditDetail = (prefix: CallerPrefix) =>
  defineDetail<AuditRecord, AuditForm, unknown>({
    resource: auditResource(prefix),
    permission: 'AUDIT',
    panels: ['timeline', 'conversation'],
    // Staff talk with each target apart (a joint audit has several); a supplier has only its own.
    ...(prefix === 'a' ? { conversationSuppliers: (audit: AuditRecord) => audit.targets.map((t) => ({ supplierId: t.supplierId, name: t.supplierName ?? String(t.supplierId) })) } : {}),
    title: 'audit:audit.detailTitle',
    recordLabel: (audit) => audit.auditNo,
    form: {
      schema: (audit, mode) => auditFormSchema(prefix, audit, mode),
      toForm: toAuditForm,
      editable: (audit) => isEditable(editableParts(prefix, audit)),
      ...(prefix === 'a' ? { create: newAuditForm, copy: copyOfAudit } : {}),
    },
    tabs: tabsOf(prefix),
    actions: auditActions(prefix),
  });

export function AuditDetailPage() {
  return <DetailPage declaration={usePrefixed(auditDetail)} />;
}
