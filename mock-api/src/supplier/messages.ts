import type { SupplierStatus } from 'shared-ui/contract';
import type { Bilingual } from '../http/locale';

const STATUS: Record<SupplierStatus, Bilingual> = {
  DRAFT: { 'zh-TW': '草稿', 'en-US': 'Draft' },
  COMMITTED: { 'zh-TW': '已提交', 'en-US': 'Committed' },
  SIGNING: { 'zh-TW': '簽核中', 'en-US': 'Signing' },
  APPROVED: { 'zh-TW': '已核准', 'en-US': 'Approved' },
  REJECTED: { 'zh-TW': '已退回', 'en-US': 'Rejected' },
};

/** The supplier actions as the refusals name them. */
export const SUPPLIER_ACTION = {
  commit: { 'zh-TW': '提交', 'en-US': 'Commit' },
  commitBpm: { 'zh-TW': '送簽核', 'en-US': 'Sending to sign-off' },
  reject: { 'zh-TW': '退回', 'en-US': 'Reject' },
  rollback: { 'zh-TW': '回復至核准資料', 'en-US': 'Rollback' },
  updateSupplierToSap: { 'zh-TW': '更新至 ERP', 'en-US': 'Update to the ERP' },
  bpmDecision: { 'zh-TW': '簽核決議', 'en-US': 'A sign-off decision' },
} satisfies Record<string, Bilingual>;

/** The supplier domain's server messages (409 refusals of the lifecycle, spec section 4). */
export const SUPPLIER_MSG = {
  supplierIdRequired: { 'zh-TW': '請指定供應商（supplierId）。', 'en-US': 'Name the supplier (supplierId).' } satisfies Bilingual,
  signing: {
    'zh-TW': '此供應商的異動正在簽核中（BPM），簽核結束前無法修改。',
    'en-US': 'The supplier\'s change is in sign-off (BPM); it cannot be changed until the sign-off ends.',
  },
  wrongState: (action: Bilingual, status: SupplierStatus): Bilingual => ({
    'zh-TW': `供應商狀態為「${STATUS[status]['zh-TW']}」，無法${action['zh-TW']}。`,
    'en-US': `${action['en-US']} is not allowed: the supplier's status is ${STATUS[status]['en-US']}.`,
  }),
  neverApproved: {
    'zh-TW': '此供應商從未核准，沒有可回復的核准資料。',
    'en-US': 'This supplier was never approved; there is no approved version to go back to.',
  },
  alreadyBlocked: { 'zh-TW': '此供應商已凍結。', 'en-US': 'This supplier is already blocked.' },
  alreadyUnblocked: { 'zh-TW': '此供應商未凍結，無需解除。', 'en-US': 'This supplier is not blocked.' },
  relationNotDraft: {
    'zh-TW': '關係紀錄已提交，無法再修改或提交。',
    'en-US': 'This relation event is committed; it can no longer be changed or committed.',
  },
  unknownSupplier: { 'zh-TW': '供應商不存在。', 'en-US': 'The supplier does not exist.' },
} satisfies Record<string, Bilingual | ((...args: never[]) => Bilingual)>;
