import ExcelJS from 'exceljs';
import type { Call } from '../call';
import type { Cases } from './cases';
import { HSIN_TAI_BILL } from './payment-helpers';
import { purchasingSession, workbookOf } from './purchasing-helpers';
import { putChanged } from './supplier-helpers';

// The Excel exports answer in the request's language (Accept-Language), as a real backend does:
// sheet name and headers as the portal's screens word them (zh-TW, en-US), statuses by the status
// catalogue's names, codes by their option names, booleans 是/否 or Yes/No. The values a buyer
// sorts and sums are typed cells: dates are Excel dates (yyyy-mm-dd), moments Excel date-times at
// Taiwan's wall clock (yyyy-mm-dd hh:mm), amounts numbers in their currency's decimals, unit prices
// numbers to 4 decimals, and a currency its ISO code.

const LANGS = ['zh-TW', 'en-US'] as const;
type Lang = (typeof LANGS)[number];

/** Each sheet of a downloaded export: its name, header and rows keyed by the header. */
async function download(call: Call, path: string, token: string, body: object, lang: Lang) {
  const workbook = await workbookOf(await call('POST', path, { token, body, lang }));
  return workbook.worksheets.map((sheet) => {
    const values: unknown[][] = [];
    sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    const [header, ...rows] = values as [string[], ...unknown[][]];
    return { name: sheet.name, header, rows: rows.map((row) => Object.fromEntries(header.map((h, i) => [h, row[i] ?? null]))) };
  });
}

/** An Excel date cell of a day: a Date at the day's UTC midnight (as Excel and the browser's import read it), shown yyyy-mm-dd. */
const excelDay = (day: string) => ({ type: ExcelJS.ValueType.Date, value: new Date(`${day}T00:00:00Z`), numFmt: 'yyyy-mm-dd' });
/** An Excel date-time cell of a moment: the business clock's wall time (`2026-02-13 10:30`) held as UTC, shown yyyy-mm-dd hh:mm. */
const excelDateTime = (wallClock: string) => ({ type: ExcelJS.ValueType.Date, value: new Date(`${wallClock.replace(' ', 'T')}:00Z`), numFmt: 'yyyy-mm-dd hh:mm' });
/** A number cell in a number format. */
const excelNumber = (numFmt: string) => ({ type: ExcelJS.ValueType.Number, value: expect.any(Number), numFmt });
const typed = (cell: ExcelJS.Cell) => ({ type: cell.type, value: cell.value, numFmt: cell.numFmt });

/** A downloaded export's sheets, its cells read by header: `column(sheet, header)` each data row's cell under it, `field(sheet, name)` a field-value sheet's value. */
async function typedExport(call: Call, path: string, token: string, body: object, lang: Lang) {
  const workbook = await workbookOf(await call('POST', path, { token, body, lang }));
  const column = (sheet: number, header: string) => {
    const at = (workbook.worksheets[sheet].getRow(1).values as unknown[]).indexOf(header);
    if (at < 1) throw new Error(`No column ${header} in sheet ${workbook.worksheets[sheet].name}`);
    const cells: ExcelJS.Cell[] = [];
    workbook.worksheets[sheet].eachRow((row, n) => n > 1 && cells.push(row.getCell(at)));
    expect(cells.length).toBeGreaterThan(0);
    return cells;
  };
  const field = (sheet: number, name: string) => {
    let cell: ExcelJS.Cell | undefined;
    workbook.worksheets[sheet].eachRow((row) => row.getCell(1).value === name && (cell = row.getCell(2)));
    if (!cell) throw new Error(`No field ${name}`);
    return cell;
  };
  return { column, field };
}

/** Both languages' first sheet of one export. */
async function bothLanguages(call: Call, path: string, token: string, body: object) {
  const [zh, en] = await Promise.all(LANGS.map(async (lang) => (await download(call, path, token, body, lang))[0]));
  return { zh, en };
}

export const exportLanguageCases: Cases = {
  'a/supplier/search/xls: headers, status and option names in the request language': async (call) => {
    const { buyer } = await purchasingSession(call, 'buyer');
    const { zh, en } = await bothLanguages(call, 'a/supplier/search/xls', buyer, { supplierNoScp: 'SCP001001' });
    expect(zh.name).toBe('供應商');
    expect(zh.header).toEqual(['供應商 ID', 'SCP 編號', 'SAP 編號', '供應商名稱', '國家', '供應商類型', '識別碼類型', '識別碼', '階段', '狀態', '凍結狀態', '簽核狀態']);
    expect(zh.rows).toEqual([expect.objectContaining({ '供應商 ID': 1001, 'SCP 編號': 'SCP001001', 國家: '台灣', 供應商類型: '零組件供應商', 階段: '正式', 狀態: '已核准', 凍結狀態: '未凍結', 簽核狀態: '簽核完成' })]);
    expect(en.name).toBe('Suppliers');
    expect(en.header).toEqual(['Supplier ID', 'SCP no.', 'SAP no.', 'Supplier name', 'Country', 'Supplier type', 'Identity type', 'Identity number', 'Stage', 'Status', 'Block status', 'Sign-off']);
    expect(en.rows).toEqual([expect.objectContaining({ 'Supplier ID': 1001, Country: 'Taiwan', 'Supplier type': 'Component supplier', Stage: 'Normal', Status: 'Approved', 'Block status': 'Unblocked' })]);
  },

  'a/supplier/search/batch/xls: sheet names, headers, yes/no and option names in the request language': async (call) => {
    const { viewer } = await purchasingSession(call, 'viewer');
    const [zh, en] = await Promise.all(LANGS.map((lang) => download(call, 'a/supplier/search/batch/xls', viewer, { supplierNoScp: ['SCP001001'] }, lang)));
    expect(zh.map((s) => s.name)).toEqual(['供應商', '聯絡人', '銀行帳戶', '服務項目']);
    expect(en.map((s) => s.name)).toEqual(['Suppliers', 'Contacts', 'Bank accounts', 'Service items']);
    expect(zh[0].rows[0]).toMatchObject({ 付款條件: '月結 60 天', 採購組織: '台北採購組織, 蘇州採購組織', 訂單幣別: 'TWD, USD' });
    expect(en[0].rows[0]).toMatchObject({ 'Payment term': 'Net 60 days', 'Purchasing org': 'Taipei purchasing, Suzhou purchasing', 'Order currency': 'TWD, USD' });
    expect(new Set(zh[1].rows.map((r) => r.寄送採購單))).toEqual(new Set(['是', '否']));
    expect(new Set(en[1].rows.map((r) => r['Receives purchase orders']))).toEqual(new Set(['Yes', 'No']));
  },

  'a/supplier/search/batch/xls: phone code, tax jurisdiction and bank read as the forms\' selects name them': async (call) => {
    const { buyer, viewer, 'joao.silva': brazilBuyer } = await purchasingSession(call, 'buyer', 'viewer', 'joao.silva');
    // 1001 is seeded in Taiwan's; 1002 moves from Amazonas (its Manaus address) to São Paulo (by a buyer of its org, 3100).
    expect((await putChanged(call, brazilBuyer, 1002, (s) => (s.basicData.companyInfo.taxJurisdictionCode = 'BR-SP'))).status).toBe(200);
    const body = { supplierNoScp: ['SCP001001', 'SCP001002', 'SCP001060'] };
    const [zh, en] = await Promise.all(LANGS.map((lang) => download(call, 'a/supplier/search/batch/xls', viewer, body, lang)));
    /** The rows of a sheet of one supplier, by its ID column (`供應商 ID` / `Supplier ID`, the first). */
    const of = (sheet: (typeof zh)[number], id: number) => sheet.rows.filter((r) => r[sheet.header[0]] === id);

    expect(of(zh[0], 1001)).toEqual([expect.objectContaining({ 電話國碼: '台灣 +886', 稅籍所在地: '台灣' })]);
    expect(of(en[0], 1001)).toEqual([expect.objectContaining({ 'Phone country code': 'Taiwan +886', 'Tax jurisdiction': 'Taiwan' })]);
    expect(of(zh[0], 1002)).toEqual([expect.objectContaining({ 電話國碼: '巴西 +55', 稅籍所在地: '巴西聖保羅州' })]);
    expect(of(en[0], 1002)).toEqual([expect.objectContaining({ 'Phone country code': 'Brazil +55', 'Tax jurisdiction': 'Brazil, São Paulo' })]);

    // A bank as the bank account's select shows it: `code name`, from the banks of the account's country.
    expect(of(zh[2], 1001).map((r) => r.銀行)).toEqual(['0130271 國泰世華商業銀行 林口分行', '0120271 台北富邦商業銀行 林口分行']);
    expect(of(en[2], 1001).map((r) => r.Bank)).toEqual(['0130271 Cathay United Bank, Linkou branch', '0120271 Taipei Fubon Commercial Bank, Linkou branch']);
    // 104 is Bank of China in China and Caixa in Brazil: the account's country (BR) decides.
    expect(of(zh[2], 1060).map((r) => r.銀行)).toEqual(['104 巴西聯邦儲蓄銀行']);
    const brazil = (await call('GET', 'g/banks?countryCode=BR', { token: viewer, lang: 'en-US' })).body as { code: string; name: string }[];
    expect(of(en[2], 1060).map((r) => r.Bank)).toEqual([`104 ${brazil.find((b) => b.code === '104')!.name}`]);
  },

  'a/inquiry/search/xls: headers, inquiry status and type, org, plant and currency names in the request language': async (call) => {
    const { admin } = await purchasingSession(call, 'admin');
    const { zh, en } = await bothLanguages(call, 'a/inquiry/search/xls', admin, { inqNo: 'INQ-2026-0063' });
    expect(zh.name).toBe('詢價單');
    expect(zh.header).toEqual(['詢價單號', '詢價類型', '狀態', '詢價目的', '請購單號', '採購組織', '工廠', '幣別', '負責人', '建立日期', '報價截止日', '邀請供應商數', '邀請供應商']);
    expect(zh.rows).toEqual([expect.objectContaining({ 詢價單號: 'INQ-2026-0063', 詢價類型: '料件詢價', 狀態: '草稿', 採購組織: '台北採購組織', 工廠: '觀音廠', 幣別: 'TWD', 建立日期: new Date('2026-03-19T00:00:00Z') })]);
    expect(en.name).toBe('Inquiries');
    expect(en.header.slice(0, 3)).toEqual(['Inquiry no.', 'Inquiry type', 'Status']);
    expect(en.rows).toEqual([expect.objectContaining({ 'Inquiry type': 'Material inquiry', Status: 'Draft', 'Purchasing org': 'Taipei purchasing', Plant: 'Guanyin plant', Currency: 'TWD', 'Created on': new Date('2026-03-19T00:00:00Z') })]);
  },

  'a/parity/search/xls: parity and sign-off status, comparison type by name in the request language': async (call) => {
    const { admin } = await purchasingSession(call, 'admin');
    const { zh, en } = await bothLanguages(call, 'a/parity/search/xls', admin, { parityNo: 'PAR-2026-0032' });
    expect([zh.name, en.name]).toEqual(['比價單', 'Price comparisons']);
    expect(zh.rows).toEqual([expect.objectContaining({ 比價單號: 'PAR-2026-0032', 狀態: '已送出', 簽核狀態: '簽核中', 比價方式: '總成本比較' })]);
    expect(en.rows).toEqual([expect.objectContaining({ 'Comparison no.': 'PAR-2026-0032', Status: 'Committed', 'Sign-off': 'Signing', 'Compare by': 'Total cost' })]);
  },

  'po/xls: headers, PO type, status and org names, dates and amounts in the request language': async (call) => {
    const { supplier } = await purchasingSession(call, 'supplier');
    const { zh, en } = await bothLanguages(call, 'su/po/xls', supplier, { poNo: '4501001007' });
    expect(zh.name).toBe('採購單');
    expect(zh.header).toEqual(['採購單號', '採購日期', '採購單類型', '狀態', '確認狀態', '確認時間', '列印狀態', '供應商 ID', '供應商', '採購組織', '採購群組', '採購員', '幣別', '交易條件', '含稅總額']);
    expect(en.header).toEqual(['PO no.', 'PO date', 'PO type', 'Status', 'Confirmation', 'Confirmed on', 'Print status', 'Supplier ID', 'Supplier', 'Purchasing org', 'Purchasing group', 'Buyer', 'Currency', 'Incoterm', 'Total incl. tax']);
    expect(zh.rows).toEqual([expect.objectContaining({ 採購單號: '4501001007', 採購日期: new Date('2026-02-11T00:00:00Z'), 採購單類型: expect.any(String), 狀態: expect.stringMatching(/^(未結|已完成|已取消)$/), 確認狀態: expect.stringMatching(/^(未確認|已確認)$/), 含稅總額: expect.any(Number) })]);
    expect(en.name).toBe('Purchase orders');
    expect(en.rows).toEqual([expect.objectContaining({ 'PO no.': '4501001007', 'PO date': new Date('2026-02-11T00:00:00Z'), Status: expect.stringMatching(/^(Open|Completed|Cancelled)$/), Confirmation: expect.stringMatching(/^(Unconfirmed|Confirmed)$/) })]);
    const type = (await call('GET', 'su/po/2', { token: supplier })).body.type;
    const names = (await call('GET', 'g/options/poTypes', { token: supplier, lang: 'en-US' })).body as { code: string; name: string }[];
    expect(en.rows[0]['PO type']).toBe(names.find((o) => o.code === type)!.name);
    expect(en.rows[0]['PO type']).not.toBe(type);
  },

  'deliverySchedule/xls: reply status and date band by name in the request language': async (call) => {
    const { buyer } = await purchasingSession(call, 'buyer');
    const { zh, en } = await bothLanguages(call, 'a/deliverySchedule/xls', buyer, { supplierIds: [1001] });
    expect([zh.name, en.name]).toEqual(['交貨看板', 'Delivery board']);
    // A line of the completed PO 1 (delivered in full) awaits no delivery: its band cell is empty.
    expect(new Set(zh.rows.map((r) => r.交期區間))).toEqual(new Set(['已逾期', '7 天內', '7 天後', null]));
    expect(new Set(en.rows.map((r) => r['Date band']))).toEqual(new Set(['Overdue', 'Within 7 days', 'After 7 days', null]));
    expect(en.rows.filter((r) => r['Date band'] === null).every((r) => r['PO no.'] === '4501001000' && r['Open qty'] === 0)).toBe(true);
    expect(new Set(en.rows.map((r) => r.Confirmation))).toContain('Not replied');
  },

  'a split reply reads date by date on the review sheet and the board export; a dateless one as undecided': async (call) => {
    const { buyer, supplier } = await purchasingSession(call, 'buyer', 'supplier');
    const replies = [
      { scheduleId: 13, replies: [{ replyQuantity: 1500, replyDate: '2026-03-30' }, { replyQuantity: 2500, replyDate: '2026-03-24' }] },
      { scheduleId: 14, replies: [{ replyQuantity: 0 }] },
    ];
    expect((await call('POST', 'su/deliveryScheduleToReply/reply', { token: supplier, body: { replies } })).status).toBe(200);
    const review = await bothLanguages(call, 'a/deliveryReplyReview/searchForReview/xls', buyer, { supplierIds: [1001] });
    const line = (sheet: typeof review.zh, id: number) => sheet.rows.find((r) => r.排程編號 === id || r['Schedule ID'] === id)!;
    expect(line(review.zh, 13)['回覆交期 × 數量']).toBe('2026-03-24 × 2500、2026-03-30 × 1500');
    expect(line(review.en, 13)['Replied dates × qty']).toBe('2026-03-24 × 2500, 2026-03-30 × 1500');
    expect(line(review.en, 14)['Replied dates × qty']).toBe('date undecided');
    const board = await bothLanguages(call, 'a/deliverySchedule/xls', buyer, { supplierIds: [1001] });
    expect(board.zh.rows.map((r) => r['回覆交期 × 數量'])).toContain('2026-03-24 × 2500、2026-03-30 × 1500');
    expect(board.en.rows.map((r) => r['Replied dates × qty'])).toContain('date undecided');
    expect(board.en.header).not.toContain('Reply qty');
  },

  'searchForReply/xls and searchForReview/xls, the sheets filled in and uploaded: sheet name and headers in the request language, the cells to fill empty': async (call) => {
    const { buyer, supplier } = await purchasingSession(call, 'buyer', 'supplier');
    const reply = await bothLanguages(call, 'su/deliveryScheduleToReply/searchForReply/xls', supplier, {});
    expect([reply.zh.name, reply.en.name]).toEqual(['交期回覆', 'Delivery reply']);
    expect(reply.zh.header).toEqual(['排程編號', '採購單號', '項次', '料號', '預計交期', '未交數量', '回覆數量', '回覆交期', '備註']);
    expect(reply.en.header).toEqual(['Schedule ID', 'PO no.', 'Item', 'Material', 'Estimated delivery', 'Open qty', 'Reply qty', 'Reply date', 'Remark']);
    expect(reply.zh.rows.find((r) => r.排程編號 === 13)).toEqual({ 排程編號: 13, 採購單號: '4501001021', 項次: 10, 料號: expect.any(String), 預計交期: new Date('2026-03-22T00:00:00Z'), 未交數量: 4000, 回覆數量: null, 回覆交期: null, 備註: null });
    const review = await bothLanguages(call, 'a/deliveryReplyReview/searchForReview/xls', buyer, { supplierIds: [1001] });
    expect([review.zh.name, review.en.name]).toEqual(['交期審核', 'Delivery review']);
    expect(review.zh.header).toEqual(['排程編號', '採購單號', '項次', '料號', '回覆數量', '回覆交期', '回覆交期 × 數量', '審核（A/R）', '原因']);
    expect(review.en.header).toEqual(['Schedule ID', 'PO no.', 'Item', 'Material', 'Reply qty', 'Reply date', 'Replied dates × qty', 'Decision (A/R)', 'Reason']);
    expect(review.en.rows.find((r) => r['Schedule ID'] === 4)).toMatchObject({ 'Reply qty': 850, 'Reply date': new Date('2026-03-08T00:00:00Z'), 'Decision (A/R)': null, Reason: null });
  },

  'bill/search/xls and downloadBillExcel: bill status, payment block yes/no and headers in the request language': async (call) => {
    const { supplier } = await purchasingSession(call, 'supplier');
    const { zh, en } = await bothLanguages(call, 'su/bill/search/xls', supplier, { status: 'COMPLETED' });
    expect(zh.name).toBe('請款單');
    expect(zh.header).toEqual(['請款單號', '狀態', '供應商 ID', '供應商', '採購單號', '發票號碼', '發票日期', '發票金額', '稅額', '幣別', '到期日', '付款凍結']);
    expect(zh.rows).toEqual([expect.objectContaining({ 狀態: '已完成', 付款凍結: '否', 幣別: 'TWD' })]);
    expect(en.name).toBe('Invoice requests');
    expect(en.rows).toEqual([expect.objectContaining({ Status: 'Completed', 'Payment block': 'No', Currency: 'TWD' })]);

    const bill = await Promise.all(LANGS.map((lang) => download(call, `su/bill/${HSIN_TAI_BILL.completed}/downloadBillExcel`, supplier, {}, lang)));
    expect(bill.map((sheets) => sheets.map((s) => s.name))).toEqual([['請款內容', '請款明細'], ['Invoice', 'Lines']]);
    const fields = bill.map(([invoice]) => Object.fromEntries(invoice.rows.map((r) => Object.values(r))));
    // The tax code as the invoice form names it (the contract's `billTaxCodeTexts`), not the bare code.
    expect(fields[0]).toMatchObject({ 狀態: '已完成', 幣別: 'TWD', 發票金額: 80428, 稅碼: 'V5 – 進項稅額 5%' });
    expect(fields[1]).toMatchObject({ Status: 'Completed', Currency: 'TWD', 'Invoice amount': 80428, 'Tax code': 'V5 – input VAT 5%' });
  },

  'the exports write typed cells in both languages: Excel dates, amounts in their currency\'s decimals, unit prices to 4 decimals, currencies by ISO code': async (call) => {
    const { supplier, buyer, admin } = await purchasingSession(call, 'supplier', 'buyer', 'admin');
    for (const [i, lang] of LANGS.entries()) {
      const h = (zh: string, en: string) => [zh, en][i];
      // PO 4501001007 is in US dollars: its total to the cent.
      const po = await typedExport(call, 'su/po/xls', supplier, { poNo: '4501001007' }, lang);
      expect(typed(po.column(0, h('採購日期', 'PO date'))[0])).toEqual(excelDay('2026-02-11'));
      expect(typed(po.column(0, h('含稅總額', 'Total incl. tax'))[0])).toEqual(excelNumber('#,##0.00'));
      expect(po.column(0, h('幣別', 'Currency'))[0].value).toBe('USD');
      // Confirmed at 10:30 in Taiwan (seeded +08:00): an Excel date-time of that wall clock, not text.
      expect(typed(po.column(0, h('確認時間', 'Confirmed on'))[0])).toEqual(excelDateTime('2026-02-13 10:30'));
      const unconfirmed = await typedExport(call, 'su/po/xls', supplier, { poNo: '4501001014' }, lang);
      expect(unconfirmed.column(0, h('確認時間', 'Confirmed on'))[0].type).toBe(ExcelJS.ValueType.Null);

      const history = await typedExport(call, 'su/poItem/history/xls', supplier, { poNo: '4501001007' }, lang);
      expect(history.column(0, h('未稅單價', 'Net price')).map(typed)).toEqual(Array(3).fill(excelNumber('#,##0.0000')));
      expect(history.column(0, h('未稅金額', 'Net amount')).map(typed)).toEqual(Array(3).fill(excelNumber('#,##0.00')));
      expect(typed(history.column(0, h('採購日期', 'PO date'))[0])).toEqual(excelDay('2026-02-11'));

      // A yen item still to invoice: its amount in whole yen, its unit price to 4 decimals, its last receipt a date.
      const yen = await typedExport(call, 'a/bill/poItemAllowInvoice/search/xls', buyer, { currencyCode: 'JPY' }, lang);
      expect(new Set(yen.column(0, h('幣別', 'Currency')).map((c) => c.value))).toEqual(new Set(['JPY']));
      expect(new Set(yen.column(0, h('可請款金額', 'Amount left')).map((c) => c.numFmt))).toEqual(new Set(['#,##0']));
      expect(typed(yen.column(0, h('可請款金額', 'Amount left'))[0])).toEqual(excelNumber('#,##0'));
      expect(typed(yen.column(0, h('單價', 'Unit price'))[0])).toEqual(excelNumber('#,##0.0000'));
      expect(yen.column(0, h('最後收貨日', 'Last received'))[0].type).toBe(ExcelJS.ValueType.Date);

      // The completed bill of 1001, in TWD: its header's dates and amounts, its lines' prices and amounts.
      const bill = await typedExport(call, `su/bill/${HSIN_TAI_BILL.completed}/downloadBillExcel`, supplier, {}, lang);
      expect(typed(bill.field(0, h('發票金額', 'Invoice amount')))).toEqual({ ...excelNumber('#,##0.00'), value: 80428 });
      expect(typed(bill.field(0, h('稅額', 'Tax amount')))).toEqual(excelNumber('#,##0.00'));
      expect(bill.field(0, h('發票日期', 'Invoice date')).type).toBe(ExcelJS.ValueType.Date);
      expect(bill.field(0, h('發票日期', 'Invoice date')).numFmt).toBe('yyyy-mm-dd');
      expect(bill.field(0, h('幣別', 'Currency')).value).toBe('TWD');
      expect(bill.column(1, h('單價', 'Unit price')).map((c) => c.numFmt)).toEqual(Array(3).fill('#,##0.0000'));
      expect(bill.column(1, h('請款金額', 'Amount')).map(typed)).toEqual(Array(3).fill(excelNumber('#,##0.00')));

      const bills = await typedExport(call, 'su/bill/search/xls', supplier, { status: 'COMPLETED' }, lang);
      expect(typed(bills.column(0, h('發票金額', 'Invoice amount'))[0])).toEqual({ ...excelNumber('#,##0.00'), value: 80428 });
      expect(bills.column(0, h('到期日', 'Due date'))[0].type).toBe(ExcelJS.ValueType.Date);

      // The delivery board and the inquiries: every date an Excel date.
      const board = await typedExport(call, 'a/deliverySchedule/xls', buyer, { supplierIds: [1001] }, lang);
      expect(new Set(board.column(0, h('預計交期', 'Estimated delivery')).map((c) => `${c.type} ${c.numFmt}`))).toEqual(new Set([`${ExcelJS.ValueType.Date} yyyy-mm-dd`]));
      const inquiry = await typedExport(call, 'a/inquiry/search/xls', admin, { inqNo: 'INQ-2026-0063' }, lang);
      expect(typed(inquiry.column(0, h('建立日期', 'Created on'))[0])).toEqual(excelDay('2026-03-19'));
    }
  },
};
