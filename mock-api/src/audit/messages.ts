import type { AuditReplyStatus, AuditStatus } from 'shared-ui/contract';
import type { Bilingual } from '../http/locale';

const STATUS: Record<AuditStatus, Bilingual> = {
  DRAFT: { 'zh-TW': '草稿', 'en-US': 'Draft' },
  INVITED: { 'zh-TW': '已邀請', 'en-US': 'Invited' },
  COMMITTED: { 'zh-TW': '已送出', 'en-US': 'Committed' },
  REJECTED: { 'zh-TW': '已退回', 'en-US': 'Rejected' },
  COMPLETED: { 'zh-TW': '已完成', 'en-US': 'Completed' },
};

const REPLY_STATUS: Record<AuditReplyStatus | 'NONE', Bilingual> = {
  NONE: { 'zh-TW': '未要求', 'en-US': 'not asked for' },
  PENDING: { 'zh-TW': '待回覆', 'en-US': 'Pending' },
  REPLIED: { 'zh-TW': '已回覆', 'en-US': 'Replied' },
  SUBMITTED: { 'zh-TW': '已送出', 'en-US': 'Submitted' },
  REJECTED: { 'zh-TW': '已退回', 'en-US': 'Rejected' },
  ACCEPTED: { 'zh-TW': '已接受', 'en-US': 'Accepted' },
};

/** The audit actions as the refusals name them. */
export const AUDIT_ACTION = {
  update: { 'zh-TW': '修改', 'en-US': 'Changing it' },
  invite: { 'zh-TW': '邀請供應商', 'en-US': 'Inviting the supplier' },
  score: { 'zh-TW': '儲存自評', 'en-US': 'Saving self scores' },
  commit: { 'zh-TW': '送出自評', 'en-US': 'Sending the self-assessment' },
  reject: { 'zh-TW': '退回自評', 'en-US': 'Sending the self-assessment back' },
  result: { 'zh-TW': '設定稽核結果', 'en-US': 'Setting the result' },
  checkScore: { 'zh-TW': '試算分數', 'en-US': 'Checking the score' },
  replyRequest: { 'zh-TW': '要求改善報告', 'en-US': 'Asking for an improvement report' },
  reply: { 'zh-TW': '儲存改善報告', 'en-US': 'Saving the improvement report' },
  replyCommit: { 'zh-TW': '送出改善報告', 'en-US': 'Sending the improvement report' },
  replyAccept: { 'zh-TW': '接受改善報告', 'en-US': 'Accepting the improvement report' },
  replyReject: { 'zh-TW': '退回改善報告', 'en-US': 'Returning the improvement report' },
} satisfies Record<string, Bilingual>;

export type AuditAction = keyof typeof AUDIT_ACTION;

/** The audit domain's server messages: 409 refusals of the flow (issue 14) and the notes it writes. */
export const AUDIT_MSG = {
  wrongState: (action: AuditAction, status: AuditStatus): Bilingual => ({
    'zh-TW': `稽核狀態為「${STATUS[status]['zh-TW']}」，無法${AUDIT_ACTION[action]['zh-TW']}。`,
    'en-US': `${AUDIT_ACTION[action]['en-US']} is not allowed: the audit's status is ${STATUS[status]['en-US']}.`,
  }),
  wrongReplyState: (action: AuditAction, status: AuditReplyStatus | undefined): Bilingual => ({
    'zh-TW': `改善報告狀態為「${REPLY_STATUS[status ?? 'NONE']['zh-TW']}」，無法${AUDIT_ACTION[action]['zh-TW']}。`,
    'en-US': `${AUDIT_ACTION[action]['en-US']} is not allowed: the improvement report is ${REPLY_STATUS[status ?? 'NONE']['en-US'].toLowerCase()}.`,
  }),
  blockedByAudit: (auditNo: string, score: number): Bilingual => ({
    'zh-TW': `稽核 ${auditNo} 不合格（${score} 分），依稽核結果凍結。`,
    'en-US': `Blocked by audit ${auditNo}: failed with ${score} points.`,
  }),
  alreadyBlocked: (name: string): Bilingual => ({
    'zh-TW': `${name} 已是凍結狀態。`,
    'en-US': `${name} was already blocked.`,
  }),
} satisfies Record<string, Bilingual | ((...args: never[]) => Bilingual)>;
