import type { Bilingual } from '../http/locale';
import { catalogueName } from '../purchasing/messages';

const status = (code: string) => catalogueName('billStatus', code);

/** Server messages of the bill calls (spec sections 4 and 7): why a step is refused. */
export const PAY_MSG = {
  notChangeable: (code: string): Bilingual => ({
    'zh-TW': `只有草稿或已退回的請款單可以修改、送出或作廢（目前狀態：${status(code)['zh-TW']}）。`,
    'en-US': `Only a draft or rejected invoice request can be changed, committed or cancelled (status: ${status(code)['en-US']}).`,
  }),
  notCommitted: (code: string): Bilingual => ({
    'zh-TW': `只有已送出的請款單可以檢核、核准或退回（目前狀態：${status(code)['zh-TW']}）。`,
    'en-US': `Only a committed invoice request can be checked, approved or rejected (status: ${status(code)['en-US']}).`,
  }),
  alreadyCommitted: {
    'zh-TW': '此請款單已送出，正等待內部審核。',
    'en-US': 'This invoice request is already committed and waits for internal review.',
  },
  notCompleted: (code: string): Bilingual => ({
    'zh-TW': `只有已完成的請款單可以設定或解除付款凍結（目前狀態：${status(code)['zh-TW']}）。`,
    'en-US': `Only a completed invoice request can be blocked or released for payment (status: ${status(code)['en-US']}).`,
  }),
  alreadyBlocked: { 'zh-TW': '此請款單已凍結付款。', 'en-US': 'Payment of this invoice request is already blocked.' },
  notBlocked: { 'zh-TW': '此請款單未凍結付款，無需解除。', 'en-US': 'Payment of this invoice request is not blocked.' },
  blockValue: { 'zh-TW': 'paymentBlock 須為 true（凍結）或 false（解除）。', 'en-US': 'paymentBlock must be true (block) or false (release).' },
  reasonRequired: { 'zh-TW': '請輸入原因。', 'en-US': 'Enter the reason.' },
  invoiceFile: { 'zh-TW': '發票檔案', 'en-US': 'the invoice file' },
  notYourItem: (id: unknown): Bilingual => ({
    'zh-TW': `採購項目 ${String(id)} 不在可請款的項目中。`,
    'en-US': `PO item ${String(id)} is not among the items you may invoice.`,
  }),
  lineRepeated: (poNo: string, item: number): Bilingual => ({
    'zh-TW': `採購單 ${poNo} 項次 ${item} 在請款單中重複。`,
    'en-US': `PO ${poNo} item ${item} appears more than once on the invoice request.`,
  }),
} satisfies Record<string, Bilingual | ((...args: never[]) => Bilingual)>;
