import { notifySupplier, recordLink } from '../notifications';
import type { AuditRecord } from '../seed/audits';
import { sendMail } from '../store/outbox';
import { suppliers } from '../store/collections';

/**
 * Who an audit's invitation goes to: every target's contacts on record (with an e-mail) and the
 * people the auditors added, each address once.
 */
export function invitees(audit: AuditRecord): { name: string; email: string }[] {
  const onRecord = audit.targets.flatMap((t) => suppliers.get(t.supplierId)?.basicData.contactList ?? []).map((c) => ({ name: c.name, email: c.email }));
  const seen = new Set<string>();
  return [...onRecord, ...audit.contacts].filter((c) => {
    const key = c.email?.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const period = (a: AuditRecord) => `${a.startDate} – ${a.endDate}`;

/** The mails of the flow, in both languages (a supplier's contacts read either), to the audit's recorded contacts. */
export const AUDIT_MAILS = {
  invite: (a: AuditRecord) => ({
    subject: `稽核邀請 Audit invitation: ${a.auditNo} ${a.name}`,
    body: [
      `貴公司受邀參加供應商稽核 ${a.auditNo}（${period(a)}）。請登入供應商協同平台，於 ${a.endDate} 前完成各問卷自評並上傳佐證資料後送出。`,
      `You are invited to supplier audit ${a.auditNo} (${period(a)}). Please sign in to the supplier portal, score each survey with its evidence and send your self-assessment by ${a.endDate}.`,
    ],
  }),
  rejected: (a: AuditRecord, reason: string) => ({
    subject: `自評退回 Self-assessment returned: ${a.auditNo}`,
    body: [`稽核 ${a.auditNo} 的自評已退回，請修正後重新送出。原因：${reason}`, `Your self-assessment for audit ${a.auditNo} was sent back; please score again and send it. Reason: ${reason}`],
  }),
  result: (a: AuditRecord) => ({
    subject: `稽核結果 Audit result: ${a.auditNo}`,
    body: [
      `稽核 ${a.auditNo} 已完成，總分 ${a.resultScore}。${a.reply ? `請於 ${a.reply.dueDate} 前提出改善報告。` : ''}`,
      `Audit ${a.auditNo} is complete with a final score of ${a.resultScore}.${a.reply ? ` Please send an improvement report by ${a.reply.dueDate}.` : ''}`,
    ],
  }),
  replyRequested: (a: AuditRecord) => ({
    subject: `改善報告 Improvement report due: ${a.auditNo}`,
    body: [`請於 ${a.reply?.dueDate} 前提出稽核 ${a.auditNo} 的改善報告。`, `Please send the improvement report for audit ${a.auditNo} by ${a.reply?.dueDate}.`],
  }),
  replyReturned: (a: AuditRecord, reason: string) => ({
    subject: `改善報告退回 Improvement report returned: ${a.auditNo}`,
    body: [`稽核 ${a.auditNo} 的改善報告已退回，請於 ${a.reply?.dueDate} 前重新提出。原因：${reason}`, `The improvement report for audit ${a.auditNo} was returned; please send a new one by ${a.reply?.dueDate}. Reason: ${reason}`],
  }),
};

/** Mails each recorded contact of the audit. */
export function mailContacts(audit: AuditRecord, mail: { subject: string; body: string[] }): void {
  for (const contact of audit.contacts) sendMail(contact.email, mail.subject, `${contact.name}：\n\n${mail.body.join('\n\n')}`);
}

/**
 * The portal's side of the mails: every sign-in account of each audited supplier (a supplier
 * only ever hears of its own audit; the contacts' addresses may be anyone's, the accounts are not).
 */
export function notifyTargets(audit: AuditRecord, kind: 'AUDIT_INVITED' | 'AUDIT_RETURNED' | 'AUDIT_REPORT_DUE', params?: Record<string, string>): void {
  for (const target of audit.targets) notifySupplier(target.supplierId, kind, audit.auditNo ?? '', recordLink.audit(audit.id), params);
}
