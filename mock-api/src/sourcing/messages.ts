import { say, type Bilingual } from '../http/locale';
import { fail } from '../http/respond';

/** The sourcing domain's refusals (409 and lookups), in both languages. */
export const SOURCING_MSG = {
  inquiryNotDraft: { 'zh-TW': '詢價單已送出，無法再修改或刪除。', 'en-US': 'The inquiry was sent: it can no longer be changed or deleted.' },
  inquiryNotOpen: { 'zh-TW': '詢價單不在詢價中，無法執行此動作。', 'en-US': 'The inquiry is not open for quotations: this cannot be done now.' },
  inquiryClosed: { 'zh-TW': '詢價單已結案或已完成。', 'en-US': 'The inquiry is already closed or completed.' },
  closeNeedsForce: {
    'zh-TW': '尚有 {quotations} 張報價單與 {parities} 張比價單未完成，需以強制結案一併關閉。',
    'en-US': '{quotations} quotation(s) and {parities} price comparison sheet(s) are still open: a forced close closes them too.',
  },
  alreadyInvited: { 'zh-TW': '供應商 {name} 已受邀報價。', 'en-US': 'Supplier {name} was already invited.' },
  quotationNotOpen: { 'zh-TW': '此報價單目前無法修改或送出。', 'en-US': 'This quotation cannot be changed or sent now.' },
  quotationPastDue: { 'zh-TW': '已超過報價截止日 {dueDate}，無法送出報價。', 'en-US': 'The due date {dueDate} has passed: the quotation can no longer be sent.' },
  quotationNotCommitted: { 'zh-TW': '只有已報價的報價單可以接受。', 'en-US': 'Only a submitted quotation can be accepted.' },
  quotationNotRejectable: {
    'zh-TW': '只有已報價，或已過截止日仍未報價的報價單可以退回。',
    'en-US': 'Only a submitted quotation, or one still unanswered after its due date, can be sent back.',
  },
  quotationNotClosable: { 'zh-TW': '報價單已完成或已結案。', 'en-US': 'The quotation is already completed or closed.' },
  quotationNotDatable: { 'zh-TW': '只有已報價或已完成的報價單可以設定生效日與失效日。', 'en-US': 'Only a committed or completed quotation can have its effective and expiry dates set.' },
  parityNotDraft: { 'zh-TW': '只有草稿狀態的比價單可以修改或送簽。', 'en-US': 'Only a draft price comparison sheet can be changed or sent for sign-off.' },
  parityNotSigning: { 'zh-TW': '比價單不在簽核中。', 'en-US': 'The price comparison sheet is not being signed off.' },
  parityNotClosable: { 'zh-TW': '比價單已完成或已結案。', 'en-US': 'The price comparison sheet is already completed or closed.' },
  parityNotCompleted: { 'zh-TW': '比價單核准後才能更新價格。', 'en-US': 'Prices are updated once the price comparison sheet is approved.' },
  parityOfOtherInquiry: { 'zh-TW': '報價單 {quoNo} 不屬於此詢價單。', 'en-US': 'Quotation {quoNo} does not belong to this inquiry.' },
  decision: { 'zh-TW': 'decision 必須是 APPROVE 或 REJECT。', 'en-US': 'decision must be APPROVE or REJECT.' },
} satisfies Record<string, Bilingual>;

/** A message with `{name}` placeholders filled. */
export const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (whole, k: string) => (k in params ? String(params[k]) : whole));

/** 409: the record's state does not allow the call, said in the request's language. */
export const refuseState = (request: Request, text: Bilingual, params: Record<string, string | number> = {}) => fail(409, [fill(say(request, text), params)]);
