import type { Bilingual } from '../http/locale';
import { db } from '../store/db';

/** A catalogue code by its name in both languages (`deliveryReplyStatus`, `poStatus`), the code itself when unknown. */
export function catalogueName(list: string, code: string): Bilingual {
  const found = db.state.reference.options[list]?.find((o) => o.code === code);
  return found ? found.name : { 'zh-TW': code, 'en-US': code };
}

/**
 * "PO 4501001014 item 20, due 2026-03-13" in both languages: which schedule line a message is
 * about (an item split over two dates has two lines, told apart by their date).
 */
export const lineName = (s: { poNo: string; item: number; estimatedDate: string }): Bilingual => ({
  'zh-TW': `採購單 ${s.poNo} 項次 ${s.item}（預計交期 ${s.estimatedDate}）`,
  'en-US': `PO ${s.poNo} item ${s.item}, due ${s.estimatedDate}`,
});

/** "Row 3, Reply date" of a sheet (Excel's row number; the column by its header in the language). */
export const cellName = (rows: number[], column?: Bilingual): Bilingual => {
  const list = rows.join(', ');
  return {
    'zh-TW': `第 ${list} 列${column ? ` ${column['zh-TW']}` : ''}`,
    'en-US': `${rows.length > 1 ? 'Rows' : 'Row'} ${list}${column ? `, ${column['en-US']}` : ''}`,
  };
};

/** Server messages of the purchasing calls (spec sections 4 and 7). */
export const PUR_MSG = {
  acceptTerms: {
    'zh-TW': '請先閱讀並同意採購條款（acceptTerms 須為 true），才能確認採購單。',
    'en-US': 'Accept the purchase order terms (acceptTerms must be true) to confirm the PO.',
  },
  alreadyConfirmed: { 'zh-TW': '此採購單已確認，不需再次確認。', 'en-US': 'This PO is already confirmed.' },
  poNotOpen: (status: Bilingual): Bilingual => ({
    'zh-TW': `只有未結案的採購單可以確認（目前狀態：${status['zh-TW']}）。`,
    'en-US': `Only an open PO can be confirmed (status: ${status['en-US']}).`,
  }),
  repliesRequired: { 'zh-TW': '請至少回覆一筆交期（replies）。', 'en-US': 'Send at least one schedule reply (replies).' },
  scheduleIdRequired: { 'zh-TW': '每筆回覆都需要 scheduleId。', 'en-US': 'Each reply needs its scheduleId.' },
  scheduleRepeated: (id: number): Bilingual => ({ 'zh-TW': `交期 ${id} 在同一次回覆中出現多次。`, 'en-US': `Schedule ${id} appears more than once in the reply.` }),
  alreadySent: (status: Bilingual): Bilingual => ({
    'zh-TW': `交期送出後不可再修改（目前狀態：${status['zh-TW']}）。`,
    'en-US': `Once a delivery date is sent it cannot be edited (status: ${status['en-US']}).`,
  }),
  /** A line that awaits no delivery (`awaitsDelivery`): delivered in full, or its PO completed or cancelled. */
  nothingOpen: {
    'zh-TW': '此項次已無待交貨的數量（已全數交貨，或採購單已結案或取消），不需回覆。',
    'en-US': 'No delivery is awaited on this line (delivered in full, or its PO is completed or cancelled); there is nothing to reply.',
  },
  notReplied: (status: Bilingual): Bilingual => ({
    'zh-TW': `只有已回覆的交期可以同意或退回（目前狀態：${status['zh-TW']}）。`,
    'en-US': `Only a replied delivery date can be approved or rejected (status: ${status['en-US']}).`,
  }),
  reasonRequired: { 'zh-TW': '請輸入退回原因。', 'en-US': 'Enter the reason for rejecting the reply.' },
  dateUndecided: {
    'zh-TW': '供應商尚未決定交期（數量 0、未填日期），此回覆不能核准；請退回並請供應商提供交期。',
    'en-US': 'The supplier has not decided the delivery date yet (quantity 0, no date): this reply cannot be approved; reject it to ask for a date.',
  },
  noFile: { 'zh-TW': '請選擇要上傳的 Excel 檔案（欄位 file）。', 'en-US': 'Choose the Excel file to upload (field file).' },
  notWorkbook: { 'zh-TW': '檔案不是 Excel 活頁簿（.xlsx）。', 'en-US': 'The file is not an Excel workbook (.xlsx).' },
  missingColumns: (columns: Bilingual[]): Bilingual => ({
    'zh-TW': `工作表缺少「${columns.map((c) => c['zh-TW']).join('」、「')}」欄位，請重新下載範本。`,
    'en-US': `The sheet lacks the column${columns.length > 1 ? 's' : ''} ${columns.map((c) => `"${c['en-US']}"`).join(', ')}; download the sheet again.`,
  }),
  noRows: { 'zh-TW': '檔案中沒有要儲存的資料列。', 'en-US': 'The file has no rows to save.' },
  notYourOpenLine: (id: string): Bilingual => ({
    'zh-TW': `交期 ${id} 不是您待回覆的交期。`,
    'en-US': `Schedule ${id} is not one of your delivery lines awaiting a reply.`,
  }),
  notTheirOpenLine: (id: string): Bilingual => ({
    'zh-TW': `交期 ${id} 不是此供應商待回覆的交期。`,
    'en-US': `Schedule ${id} is not a delivery line of this supplier awaiting a reply.`,
  }),
  supplierRequired: {
    'zh-TW': '請指定代為操作的供應商（supplierId）。',
    'en-US': 'Name the supplier you act for (supplierId).',
  },
  notReviewable: (id: string): Bilingual => ({
    'zh-TW': `交期 ${id} 不是可審核的已回覆交期。`,
    'en-US': `Schedule ${id} is not a replied delivery line you can review.`,
  }),
  decision: { 'zh-TW': '請填 A（同意）或 R（退回）。', 'en-US': 'Enter A (approve) or R (reject).' },
  decidedTwice: (id: number, row: number): Bilingual => ({
    'zh-TW': `交期 ${id} 已在第 ${row} 列審核過。`,
    'en-US': `Schedule ${id} is already decided in row ${row}.`,
  }),
} satisfies Record<string, Bilingual | ((...args: never[]) => Bilingual)>;
