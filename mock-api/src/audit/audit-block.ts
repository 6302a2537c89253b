import type { AccountRef, AuditHistoryEntry } from 'shared-ui/contract';
import type { Lang } from '../http/locale';
import type { AuditRecord } from '../seed/audits';
import { clock } from '../store/clock';
import { suppliers } from '../store/collections';
import { setBlock } from '../supplier/lifecycle';
import { AUDIT_MSG } from './messages';

/**
 * A FAIL with block blocks each target supplier from today, through the supplier domain's own
 * block (its record, its history with the audit as the reason); one already blocked stays so.
 * Answers the audit's history lines, one per target.
 */
export function blockTargets(audit: AuditRecord, by: AccountRef, lang: Lang): Omit<AuditHistoryEntry, 'at'>[] {
  const reason = AUDIT_MSG.blockedByAudit(audit.auditNo ?? String(audit.id), audit.resultScore ?? 0)[lang];
  return audit.targets.flatMap((t) => {
    const supplier = suppliers.get(t.supplierId);
    if (!supplier) return [];
    const outcome = setBlock(supplier, 'BLOCK', clock.today(), by, reason);
    const name = t.supplierName ?? supplier.basicData.companyInfo.name;
    return [{ action: 'BLOCK' as const, by, comment: 'refusal' in outcome ? AUDIT_MSG.alreadyBlocked(name)[lang] : name }];
  });
}
