import type { Bulletin, BulletinHistoryEntry, BulletinReply, BulletinReplyStatus, BulletinStatus, BulletinTarget, DocVersionStatus, FileRef } from 'shared-ui/contract';
import { both, byDate, clockTime, numberer, seedFile, staff, type SupplierFacts } from './collaboration-common';
import { at, day, PURCHASING_DEMO_DAY } from './purchasing-common';
import { seeded, type Random } from './random';
import { DEMO_SUPPLIERS } from './suppliers';

export type BulletinRecord = Bulletin & { id: number };

// Two kinds of announcement share the contract's Bulletin: purchasing bulletins (route
// purchasingBulletin, calls purchaseBulletin: notices to read, no reply) and document tracking
// (route docTracking, calls eipBulletin: documents the suppliers must return, in versions, each
// version a record of its own with the suppliers' replies).
// Statuses as the seed reads them (spec section 4: publish, confirm, reject, commit, close by doc
// version): DRAFT written; COMMITTED sent for confirmation; REJECTED not confirmed, back to the
// writer; PUBLISHED confirmed and visible to the targets; CLOSED no longer open for replies.
// Replies: PENDING not answered; DRAFT saved by the supplier; COMMITTED sent; RETURNED sent back
// with an explanation (`returnHistory`); CONFIRMED accepted.

const DAY = PURCHASING_DEMO_DAY;
const { hsinTai, rioMetals } = DEMO_SUPPLIERS;

/** Who an announcement is for: the trading suppliers of a region, all of them, or the green supply chain. */
type Scope = 'TW' | 'CN' | 'BR' | 'ALL' | 'GREEN';
const SCOPE_ORGS: Record<Exclude<Scope, 'ALL' | 'GREEN'>, string[]> = { TW: ['1100', '1200'], CN: ['2100'], BR: ['3100', '3200'] };

const html = (zh: string[], en: string[]) => [...zh.map((p) => `<p>${p}</p>`), ...en.map((p) => `<p>${p}</p>`)].join('');

/** [publish date, category, scope, subject 中文, subject English, title 中文, title English, body 中文, body English, days valid, attachment] */
type Notice = [string, string, Scope, string, string, string, string, string[], string[], number, string?];

const NOTICES: Notice[] = [
  ['2025-01-06', 'HOLIDAY', 'TW', '春節收貨安排', 'Lunar New Year receiving', '2025 年春節期間收貨與付款作業安排', 'Receiving and payments over Lunar New Year 2025', ['1 月 25 日至 2 月 2 日春節期間各廠暫停收貨，1 月 24 日下午三點後送達之貨物將於 2 月 3 日入庫。', '春節前最後一次付款作業為 1 月 22 日。'], ['Our plants receive no goods from 25 January to 2 February; deliveries after 3 pm on 24 January are booked in on 3 February.', 'The last payment run before the holiday is on 22 January.'], 40],
  ['2025-01-13', 'HOLIDAY', 'CN', '春節停工通知', 'Spring Festival shutdown', '蘇州廠 2025 年春節停工與復工安排', 'Suzhou plants: Spring Festival shutdown and restart 2025', ['蘇州一廠、二廠於 1 月 26 日至 2 月 4 日停工，2 月 5 日起恢復收貨。', '請於 1 月 20 日前確認節前最後交期。'], ['Suzhou plants 1 and 2 stop from 26 January to 4 February and receive goods again from 5 February.', 'Please confirm your last pre-holiday deliveries by 20 January.'], 30],
  ['2025-02-10', 'HOLIDAY', 'BR', '狂歡節收貨安排', 'Carnival receiving hours', '瑪瑙斯廠 2025 年狂歡節收貨時間', 'Manaus plant: receiving hours over Carnival 2025', ['3 月 3 日及 4 日狂歡節假期暫停收貨，3 月 5 日中午十二點後恢復。'], ['No goods are received on 3 and 4 March; receiving resumes at noon on 5 March.'], 25],
  ['2025-02-17', 'QUALITY', 'ALL', '來料檢驗抽樣調整', 'Incoming inspection sampling', '自 4 月起來料檢驗抽樣標準調整', 'New incoming inspection sampling from April', ['自 2025 年 4 月 1 日起，外觀檢驗改依 AQL 0.65 抽樣，關鍵尺寸改為全檢。', '請同步調整出貨檢驗標準，並於出貨時附上檢驗報告。'], ['From 1 April 2025 cosmetic inspection samples to AQL 0.65 and critical dimensions are checked on every part.', 'Please align your outgoing inspection and ship each lot with its inspection report.'], 120, 'sampling-plan-2025.pdf'],
  ['2025-03-10', 'GENERAL', 'ALL', '電子發票上傳說明', 'Uploading e-invoices', '入口網站電子發票上傳操作說明', 'How to upload e-invoices in the portal', ['請款單送出前，請於「附件」上傳發票 PDF，檔名請以發票號碼命名。', '發票金額須與請款明細合計相符，否則系統將無法送出。'], ['Before sending an invoice request, upload the invoice PDF under Attachments, named after the invoice number.', 'The invoice amount must equal the total of the request lines, or the request cannot be sent.'], 365, 'e-invoice-guide.pdf'],
  ['2025-03-24', 'HOLIDAY', 'TW', '清明連假收貨', 'Tomb-Sweeping holiday', '2025 年清明連假收貨時間調整', 'Receiving over the Tomb-Sweeping holiday 2025', ['4 月 3 日至 4 月 6 日連假期間暫停收貨，4 月 2 日僅收貨至中午十二點。'], ['No goods are received from 3 to 6 April; on 2 April receiving closes at noon.'], 20],
  ['2025-04-14', 'HOLIDAY', 'ALL', '勞動節收貨安排', 'Labour Day receiving', '2025 年勞動節各廠收貨安排', 'Labour Day 2025: receiving at each plant', ['5 月 1 日台灣、蘇州、瑪瑙斯各廠均暫停收貨；蘇州廠 5 月 1 日至 5 日停工。'], ['All plants in Taiwan, Suzhou and Manaus receive no goods on 1 May; the Suzhou plants stop from 1 to 5 May.'], 25],
  ['2025-04-28', 'ENV', 'GREEN', 'RoHS 豁免到期提醒', 'RoHS exemptions expiring', 'RoHS 豁免條款即將到期提醒', 'Reminder: RoHS exemptions about to expire', ['歐盟 RoHS 附錄 III 部分豁免條款將於 2025 年到期，請檢視貴公司產品是否仍依賴相關豁免。', '如需替代方案，請於 6 月底前提出改善時程。'], ['Several exemptions of Annex III of the EU RoHS Directive expire in 2025; please check whether your products still rely on them.', 'Where an alternative is needed, send us your plan by the end of June.'], 90, 'rohs-exemptions-2025.pdf'],
  ['2025-05-19', 'HOLIDAY', 'TW', '端午節收貨安排', 'Dragon Boat Festival', '2025 年端午節收貨安排', 'Receiving over the Dragon Boat Festival 2025', ['5 月 30 日至 6 月 1 日暫停收貨，5 月 29 日正常收貨。'], ['No goods are received from 30 May to 1 June; 29 May is a normal working day.'], 20],
  ['2025-06-09', 'GENERAL', 'TW', '觀音廠收貨地址變更', 'Guanyin receiving address', '觀音廠新倉庫啟用，收貨地址變更', 'Guanyin plant: new warehouse and receiving address', ['觀音廠新倉庫自 7 月 1 日啟用，收貨地址改為桃園市觀音區工業五路 88 號（B 棟）。', '送貨單請註明新地址，舊倉庫僅收至 6 月 30 日。'], ['The new Guanyin warehouse opens on 1 July; the receiving address becomes Building B, No. 88, Gongye 5th Rd, Guanyin, Taoyuan.', 'Please print the new address on delivery notes; the old warehouse receives until 30 June.'], 60, 'guanyin-map.pdf'],
  ['2025-07-07', 'GENERAL', 'ALL', '慎防詐騙', 'Beware of payment fraud', '慎防詐騙：變更匯款帳戶須書面確認', 'Beware of fraud: bank account changes need written confirmation', ['近期有不法人士冒用本公司名義要求變更匯款帳戶。', '本公司不會以電子郵件通知變更帳戶，任何變更均須經入口網站送出並由採購電話確認。'], ['Fraudsters have recently used our name to ask for changes of bank accounts.', 'We never change bank details by e-mail: every change goes through the portal and is confirmed by your buyer by phone.'], 180],
  ['2025-07-21', 'ENV', 'GREEN', 'REACH SVHC 清單更新', 'REACH SVHC list update', 'REACH 高度關注物質（SVHC）清單更新', 'REACH: the SVHC candidate list has grown', ['歐洲化學品管理局公布新一批 SVHC，清單共 247 項。', '請確認貴公司供應之料件是否含有新增物質，並更新 SVHC 聲明。'], ['The European Chemicals Agency added a new batch to the SVHC candidate list, now 247 entries.', 'Please check whether the parts you supply contain any of the new substances and update your SVHC declaration.'], 120, 'svhc-list-2025-06.xlsx'],
  ['2025-08-11', 'QUALITY', 'ALL', '包裝破損改善', 'Packaging damage', '來料包裝破損改善要求', 'Damaged packaging on arrival: improvement required', ['第二季來料包裝破損件數較去年同期增加 40%，主要為紙箱受潮與堆疊壓損。', '請於 9 月底前完成包裝強度檢討，必要時改用五層紙箱並加裝護角。'], ['Damaged packaging on arrival rose by 40% in Q2 against last year, mostly damp or crushed cartons.', 'Please review your packaging by the end of September and use five-ply cartons with corner guards where needed.'], 90],
  ['2025-09-01', 'HOLIDAY', 'CN', '國慶長假安排', 'National Day holiday', '蘇州廠 2025 年國慶長假停工安排', 'Suzhou plants: National Day holiday 2025', ['10 月 1 日至 10 月 8 日停工，10 月 9 日恢復收貨。', '請提前安排 9 月底前交貨，避免節後塞車延誤。'], ['The plants stop from 1 to 8 October and receive goods again on 9 October.', 'Please plan deliveries before the end of September to avoid the post-holiday rush.'], 40],
  ['2025-09-15', 'GENERAL', 'ALL', '交貨文件標示規範', 'Delivery document labels', '交貨文件與外箱標示規範更新', 'Updated labelling rules for delivery documents and cartons', ['外箱標籤須包含料號、數量、批號、生產日期及採購單號，並以條碼呈現。', '自 11 月 1 日起，未依規範標示之貨物將暫緩收貨。'], ['Carton labels must show the material number, quantity, lot, production date and PO number, with a barcode.', 'From 1 November goods that are not labelled this way will be held at receiving.'], 120, 'label-spec-v3.pdf'],
  ['2025-09-22', 'HOLIDAY', 'TW', '中秋及國慶連假', 'Mid-Autumn and National Day', '2025 年中秋節及國慶日收貨安排', 'Receiving over Mid-Autumn Festival and National Day 2025', ['10 月 6 日中秋節及 10 月 10 日國慶日暫停收貨。'], ['No goods are received on 6 October (Mid-Autumn Festival) and 10 October (National Day).'], 25],
  ['2025-10-06', 'GENERAL', 'ALL', '供應商大會邀請', 'Supplier conference', '2025 年度供應商大會邀請', 'Invitation to our 2025 supplier conference', ['本年度供應商大會將於 11 月 20 日於林口廠舉行，會中將公布明年採購策略及優良供應商。', '請於 11 月 5 日前回覆出席人數。'], ['This year’s supplier conference takes place at the Linkou plant on 20 November, where we present next year’s purchasing strategy and our best suppliers.', 'Please tell us by 5 November how many of you will attend.'], 45, 'conference-agenda-2025.pdf'],
  ['2025-10-20', 'ENV', 'GREEN', '歐盟電池法規說明', 'EU Battery Regulation', '歐盟電池法規對供應商的要求', 'What the EU Battery Regulation asks of suppliers', ['歐盟電池法規要求電池及含電池產品提供碳足跡、回收料比例與盡職調查資料。', '供應電池或電池模組之供應商請指派窗口，以便後續資料收集。'], ['The EU Battery Regulation asks for carbon footprint, recycled content and due diligence data on batteries and products containing them.', 'Suppliers of batteries or battery packs, please name a contact for the data we will collect.'], 180],
  ['2025-11-10', 'QUALITY', 'ALL', '首件檢驗報告格式', 'First-article report template', '首件檢驗報告新格式', 'New first-article inspection report template', ['自 2026 年 1 月起，首件檢驗報告請改用新格式，並附上量測數據原始檔。'], ['From January 2026 please use the new first-article inspection report template and attach the raw measurement data.'], 120, 'fai-template-2026.xlsx'],
  ['2025-12-01', 'GENERAL', 'ALL', '採購一般條款 2026 年版', 'Purchasing terms 2026', '採購一般條款 2026 年版生效', 'General purchasing terms, 2026 edition', ['2026 年版採購一般條款將於 1 月 1 日生效，主要修訂為交期延誤罰則與智慧財產權條款。', '確認採購單時即視為同意新版條款。'], ['The 2026 edition of our general purchasing terms applies from 1 January; the main changes concern late-delivery penalties and intellectual property.', 'Confirming a purchase order means accepting the new terms.'], 365, 'purchasing-terms-2026.pdf'],
  ['2025-12-08', 'ENV', 'GREEN', 'CBAM 說明', 'CBAM explained', '歐盟碳邊境調整機制（CBAM）說明', 'The EU carbon border adjustment mechanism (CBAM) explained', ['CBAM 自 2026 年起進入正式階段，鋼鐵、鋁等產品進口歐盟須申報內含碳排放。', '供應鋼鋁材料之供應商請準備產品碳排放資料。'], ['CBAM enters its definitive phase in 2026: steel, aluminium and other imports into the EU must declare their embedded emissions.', 'Suppliers of steel and aluminium, please prepare emission data for your products.'], 180, 'cbam-briefing.pdf'],
  ['2025-12-15', 'HOLIDAY', 'ALL', '年終盤點', 'Year-end stocktake', '2025 年終盤點期間暫停收貨', 'No receiving during the 2025 year-end stocktake', ['12 月 29 日至 12 月 31 日各廠年終盤點，暫停收貨。'], ['All plants take stock from 29 to 31 December and receive no goods on those days.'], 20],
  ['2026-01-05', 'QUALITY', 'ALL', '優良供應商表揚', 'Supplier awards', '2025 年度優良供應商表揚名單', 'Our 2025 supplier quality awards', ['感謝各供應商一年來的支持，2025 年度共有 12 家供應商獲得品質優良獎。', '得獎名單與評選標準詳見附件。'], ['Thank you for your support over the year: twelve suppliers receive our quality award for 2025.', 'The winners and the criteria are in the attachment.'], 60, 'supplier-awards-2025.pdf'],
  ['2026-01-12', 'GENERAL', 'ALL', '慎防詐騙（再次提醒）', 'Payment fraud: a reminder', '再次提醒：慎防冒名變更匯款帳戶', 'A reminder: beware of fake requests to change bank accounts', ['近期仍有供應商接獲冒名郵件，請務必透過入口網站確認任何帳戶變更。'], ['Suppliers still receive fake e-mails in our name; please check any change of bank account through the portal.'], 90],
  ['2026-01-19', 'HOLIDAY', 'TW', '春節收貨安排', 'Lunar New Year receiving', '2026 年春節期間收貨與付款作業安排', 'Receiving and payments over Lunar New Year 2026', ['2 月 14 日至 2 月 22 日春節期間各廠暫停收貨，2 月 23 日恢復。', '春節前最後一次付款作業為 2 月 11 日。'], ['Our plants receive no goods from 14 to 22 February and resume on 23 February.', 'The last payment run before the holiday is on 11 February.'], 40],
  ['2026-01-19', 'HOLIDAY', 'CN', '春節停工通知', 'Spring Festival shutdown', '蘇州廠 2026 年春節停工與復工安排', 'Suzhou plants: Spring Festival shutdown and restart 2026', ['蘇州一廠、二廠於 2 月 14 日至 2 月 24 日停工，2 月 25 日起恢復收貨。'], ['Suzhou plants 1 and 2 stop from 14 to 24 February and receive goods again from 25 February.'], 40],
  ['2026-01-26', 'HOLIDAY', 'BR', '狂歡節收貨安排', 'Carnival receiving hours', '瑪瑙斯廠 2026 年狂歡節收貨時間', 'Manaus plant: receiving hours over Carnival 2026', ['2 月 16 日及 17 日狂歡節假期暫停收貨，2 月 18 日中午十二點後恢復。'], ['No goods are received on 16 and 17 February; receiving resumes at noon on 18 February.'], 30],
  ['2026-02-09', 'ENV', 'GREEN', 'PFAS 限制動態', 'PFAS restrictions', 'PFAS（全氟及多氟烷基物質）限制最新動態', 'PFAS restrictions: where things stand', ['歐盟正研議全面限制 PFAS，部分客戶已要求 2027 年起產品不得含 PFAS。', '請盤點貴公司產品中含氟塗層、潤滑劑與密封材料的使用情形。'], ['The EU is preparing a broad PFAS restriction and some customers already demand PFAS-free products from 2027.', 'Please take stock of fluorinated coatings, lubricants and seals in your products.'], 180, 'pfas-briefing.pdf'],
  ['2026-02-23', 'QUALITY', 'ALL', '批號追溯標籤', 'Lot traceability labels', '自 4 月起每一最小包裝須標示批號', 'Lot numbers on every smallest pack from April', ['為強化品質追溯，自 4 月 1 日起每一最小包裝均須標示批號及生產日期。', '<img src="seed-label-sample.png" alt="最小包裝標籤範例 Label sample" onerror="window.__seedXss=\'ran\'">'], ['To improve traceability, every smallest pack must show its lot number and production date from 1 April.'], 120],
  ['2026-03-02', 'ENV', 'GREEN', '包材減塑目標', 'Less plastic packaging', '2026 年包材減塑目標', 'Targets for less plastic packaging in 2026', ['2026 年起來料包材之一次性塑膠使用量須較 2024 年減少 30%。', '歡迎提出可回收或可重複使用之包裝方案。'], ['From 2026 single-use plastic in incoming packaging must be 30% below the 2024 level.', 'Proposals for recyclable or returnable packaging are welcome.'], 300],
  ['2026-03-16', 'HOLIDAY', 'TW', '清明連假收貨', 'Tomb-Sweeping holiday', '2026 年清明及兒童節連假收貨安排', 'Receiving over the Tomb-Sweeping and Children’s Day holiday 2026', ['4 月 3 日至 4 月 6 日連假期間暫停收貨，4 月 2 日僅收貨至中午十二點。'], ['No goods are received from 3 to 6 April; on 2 April receiving closes at noon.'], 25],
  ['2026-03-23', 'HOLIDAY', 'ALL', '勞動節收貨安排', 'Labour Day receiving', '2026 年勞動節各廠收貨安排', 'Labour Day 2026: receiving at each plant', ['5 月 1 日各廠均暫停收貨；蘇州廠 5 月 1 日至 5 日停工。'], ['No plant receives goods on 1 May; the Suzhou plants stop from 1 to 5 May.'], 45],
  ['2026-03-30', 'GENERAL', 'ALL', 'ERP 系統切換', 'ERP cut-over', 'ERP 系統升級期間暫停下單', 'No new orders during the ERP upgrade', ['4 月 24 日至 4 月 26 日 ERP 系統升級，期間不發出新採購單，已確認之交期不受影響。'], ['We upgrade our ERP from 24 to 26 April: no new purchase orders are issued then; confirmed deliveries are not affected.'], 30],
];

// The lot-label notice carries an image pasted from a word processor with an `onerror` handler,
// as real content does: the portal must show it without running anything (SafeHtml).

/** Portal maintenance: the third Saturday night of the month. */
const MAINTENANCE = Array.from({ length: 17 }, (_, k) => {
  const first = `${2025 + Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}-01`;
  const weekday = new Date(`${first}T00:00:00Z`).getUTCDay();
  return day(first, ((6 - weekday + 7) % 7) + 14);
});

/**
 * [category, scope, subject 中文, subject English, versions]; a version is [publish date, days to
 * reply, title 中文, title English, body 中文, body English, file stem].
 */
type Version = [string, number, string, string, string, string, string];
type TrackedDoc = [string, Scope, string, string, Version[]];
const DOCS: TrackedDoc[] = [
  ['QUALITY', 'ALL', '品質保證協議', 'Quality assurance agreement', [
    ['2024-03-04', 45, '品質保證協議（2024 年版）簽署', 'Quality assurance agreement, 2024 edition: please sign', '請下載品質保證協議，由貴公司負責人簽署並用印後上傳。', 'Please download the quality assurance agreement, have it signed and stamped by your legal representative, and upload it.', 'qaa-2024'],
    ['2025-03-03', 45, '品質保證協議（2025 年版）簽署', 'Quality assurance agreement, 2025 edition: please sign', '2025 年版新增特殊特性管制與變更通知條款，請簽署後上傳。', 'The 2025 edition adds clauses on special characteristics and change notification; please sign it and upload it.', 'qaa-2025'],
    ['2026-03-02', 45, '品質保證協議（2026 年版）簽署', 'Quality assurance agreement, 2026 edition: please sign', '2026 年版修訂不良品索賠計算方式與追溯要求，請於期限內簽署回傳。', 'The 2026 edition changes how claims for defective parts are calculated and what traceability we need; please sign and return it in time.', 'qaa-2026'],
  ]],
  ['GENERAL', 'ALL', '供應商行為準則確認書', 'Supplier code of conduct', [
    ['2025-01-13', 30, '供應商行為準則確認書（2025）', 'Supplier code of conduct acknowledgement (2025)', '請詳閱供應商行為準則，簽署確認書後上傳。', 'Please read our supplier code of conduct, then sign the acknowledgement and upload it.', 'code-of-conduct-2025'],
    ['2026-02-23', 45, '供應商行為準則確認書（2026）', 'Supplier code of conduct acknowledgement (2026)', '2026 年版增列強迫勞動與移工招募費用規範，請重新簽署。', 'The 2026 edition adds rules on forced labour and recruitment fees for migrant workers; please sign it again.', 'code-of-conduct-2026'],
  ]],
  ['ENV', 'ALL', 'REACH SVHC 調查', 'REACH SVHC survey', [
    ['2024-07-08', 30, 'REACH SVHC 調查（第 31 批）', 'REACH SVHC survey (batch 31)', '請填寫 SVHC 調查表，說明所供料件是否含有清單物質及其濃度。', 'Please fill in the SVHC survey: whether the parts you supply contain listed substances, and at what concentration.', 'svhc-31'],
    ['2025-01-27', 30, 'REACH SVHC 調查（第 32 批）', 'REACH SVHC survey (batch 32)', '清單新增 5 項物質，請更新調查表。', 'Five substances were added to the list; please update the survey.', 'svhc-32'],
    ['2025-07-21', 30, 'REACH SVHC 調查（第 33 批）', 'REACH SVHC survey (batch 33)', '清單更新至 247 項，請更新調查表。', 'The list now holds 247 entries; please update the survey.', 'svhc-33'],
    ['2026-02-09', 49, 'REACH SVHC 調查（第 34 批）', 'REACH SVHC survey (batch 34)', '清單更新至 250 項，請於期限內更新調查表。', 'The list now holds 250 entries; please update the survey in time.', 'svhc-34'],
  ]],
  ['ENV', 'ALL', '衝突礦產報告', 'Conflict minerals report', [
    ['2025-04-07', 45, '衝突礦產報告（CMRT 6.4）', 'Conflict minerals report (CMRT 6.4)', '請以 CMRT 6.4 範本填寫錫、鉭、鎢、金冶煉廠資料。', 'Please report your tin, tantalum, tungsten and gold smelters in the CMRT 6.4 template.', 'cmrt-6-4'],
    ['2025-10-06', 45, '衝突礦產報告（CMRT 6.5，範本錯誤已作廢）', 'Conflict minerals report (CMRT 6.5, withdrawn: wrong template)', '本版附件範本有誤，已作廢，請改依新版回覆。', 'This version carried the wrong template and was withdrawn; please answer the new version.', 'cmrt-6-5-old'],
    ['2025-10-16', 60, '衝突礦產報告（CMRT 6.5）', 'Conflict minerals report (CMRT 6.5)', '請以 CMRT 6.5 範本填寫冶煉廠資料，並確認均為 RMAP 合格冶煉廠。', 'Please report your smelters in the CMRT 6.5 template and check that each one is RMAP conformant.', 'cmrt-6-5'],
  ]],
  ['GENERAL', 'ALL', '供應商基本資料年度確認', 'Yearly supplier profile check', [
    ['2025-02-10', 30, '2025 年供應商基本資料確認', 'Supplier profile check 2025', '請確認入口網站中的公司資料、聯絡人與銀行帳戶仍正確，並回覆確認。', 'Please check that your company data, contacts and bank accounts in the portal are still right, and confirm.', 'profile-check-2025'],
    ['2026-02-09', 38, '2026 年供應商基本資料確認', 'Supplier profile check 2026', '請確認公司資料、聯絡人與銀行帳戶，如有異動請先於網站更新後回覆。', 'Please check your company data, contacts and bank accounts; update anything that changed in the portal first, then confirm.', 'profile-check-2026'],
  ]],
  ['QUALITY', 'ALL', '產品責任險保單', 'Product liability insurance', [
    ['2025-01-20', 45, '2025 年產品責任險保單上傳', 'Upload your 2025 product liability insurance certificate', '請上傳有效期間涵蓋 2025 年之產品責任險保單，保額不得低於新台幣五千萬元。', 'Please upload a product liability insurance certificate valid through 2025, with cover of at least TWD 50 million.', 'liability-2025'],
    ['2026-01-19', 45, '2026 年產品責任險保單上傳', 'Upload your 2026 product liability insurance certificate', '請上傳有效期間涵蓋 2026 年之產品責任險保單。', 'Please upload a product liability insurance certificate valid through 2026.', 'liability-2026'],
  ]],
  ['ENV', 'ALL', 'RoHS 符合性聲明', 'RoHS declaration', [
    ['2025-03-17', 45, 'RoHS 2.0 符合性聲明書（2025）', 'RoHS 2.0 declaration of conformity (2025)', '請簽署 RoHS 2.0 符合性聲明書，並附上一年內之第三方檢測報告。', 'Please sign the RoHS 2.0 declaration of conformity and attach third-party test reports less than a year old.', 'rohs-2025'],
    ['2026-03-09', 45, 'RoHS 2.0 符合性聲明書（2026）', 'RoHS 2.0 declaration of conformity (2026)', '請重新簽署 RoHS 2.0 符合性聲明書並更新檢測報告。', 'Please sign the RoHS 2.0 declaration again and update the test reports.', 'rohs-2026'],
  ]],
  ['GENERAL', 'ALL', '反賄賂聲明', 'Anti-bribery declaration', [
    ['2025-05-12', 30, '反賄賂及利益迴避聲明書', 'Anti-bribery and conflict of interest declaration', '請簽署反賄賂及利益迴避聲明書並上傳。', 'Please sign the anti-bribery and conflict of interest declaration and upload it.', 'anti-bribery'],
  ]],
  ['GENERAL', 'ALL', '資訊安全承諾書', 'Information security pledge', [
    ['2025-06-16', 30, '資訊安全承諾書', 'Information security pledge', '經手本公司圖面與規格之供應商，請簽署資訊安全承諾書。', 'Suppliers who handle our drawings and specifications, please sign the information security pledge.', 'infosec-pledge'],
  ]],
  ['QUALITY', 'ALL', '特殊製程能力確認', 'Special process capability', [
    ['2025-08-04', 45, '特殊製程（熱處理、電鍍）能力自評', 'Self-assessment of special processes (heat treatment, plating)', '有熱處理或電鍍製程之供應商，請依 CQI-9／CQI-11 完成自評並上傳。', 'Suppliers with heat treatment or plating, please complete the CQI-9 or CQI-11 self-assessment and upload it.', 'cqi-self-assessment'],
  ]],
  ['GENERAL', 'BR', '巴西 ICMS 稅籍資料', 'ICMS tax data (Brazil)', [
    ['2025-08-18', 30, '巴西 ICMS 稅籍資料更新', 'Update your ICMS state tax registration (Brazil)', '請上傳最新之州稅登記證明（Inscrição Estadual）。', 'Please upload your current state tax registration (Inscrição Estadual).', 'icms-registration'],
  ]],
  ['ENV', 'ALL', 'ISO 14001 證書更新', 'ISO 14001 certificate renewal', [
    ['2025-09-08', 45, 'ISO 14001 證書更新上傳', 'Upload your renewed ISO 14001 certificate', '證書將於年底前到期之供應商，請上傳換證後之證書。', 'If your certificate expires before the end of the year, please upload the renewed one.', 'iso14001'],
  ]],
  ['GENERAL', 'ALL', '營運持續計畫調查', 'Business continuity survey', [
    ['2025-10-13', 45, '營運持續計畫（BCP）調查', 'Business continuity plan (BCP) survey', '請填寫 BCP 調查表，說明關鍵物料備援、替代產線與復原時間。', 'Please fill in the BCP survey: backups for key materials, alternative lines and recovery times.', 'bcp-survey'],
  ]],
  ['QUALITY', 'CN', '蘇州廠包裝規範確認', 'Suzhou packaging specification', [
    ['2025-11-17', 30, '蘇州廠來料包裝規範確認', 'Confirm the Suzhou plants’ packaging specification', '請確認蘇州廠新版來料包裝規範（棧板尺寸、堆疊層數），簽署後回傳。', 'Please confirm the Suzhou plants’ new packaging specification (pallet size, stacking height) and return it signed.', 'suzhou-packaging'],
  ]],
  ['GENERAL', 'BR', '交易條件確認（巴西）', 'Trading terms (Brazil)', [
    ['2026-02-02', 60, '2026 年交易條件確認書（巴西）', 'Trading terms 2026 (Brazil): confirmation', '請確認 2026 年付款條件、交貨地點及稅務資料（CNPJ、州稅登記）。', 'Please confirm the 2026 payment terms, delivery place and tax data (CNPJ, state registration).', 'terms-br-2026'],
  ]],
  ['ENV', 'ALL', '歐盟電池法規盡職調查', 'EU Battery Regulation due diligence', [
    ['2026-03-02', 40, '歐盟電池法規盡職調查問卷', 'EU Battery Regulation due diligence questionnaire', '請填寫鈷、鋰、鎳、天然石墨之來源與盡職調查資料。', 'Please tell us where your cobalt, lithium, nickel and natural graphite come from, with your due diligence records.', 'battery-dd'],
  ]],
  ['ENV', 'GREEN', '溫室氣體排放資料', 'Greenhouse gas data', [
    ['2026-03-16', 45, '2025 年溫室氣體排放資料提供', 'Your 2025 greenhouse gas data', '請提供 2025 年範疇一、二排放量及第三方查證聲明。', 'Please send your 2025 scope 1 and 2 emissions and the third-party verification statement.', 'ghg-2025'],
  ]],
  ['ENV', 'GREEN', '包材減塑承諾書', 'Packaging pledge', [
    ['2026-03-11', 30, '包材減塑承諾書', 'Pledge to cut plastic packaging', '請簽署包材減塑承諾書，承諾 2026 年一次性塑膠包材減量 30%。', 'Please sign the pledge to cut single-use plastic packaging by 30% in 2026.', 'packaging-pledge'],
  ]],
  ['ENV', 'ALL', 'PFAS 使用調查', 'PFAS usage survey', [
    ['2026-03-18', 45, 'PFAS 使用調查', 'PFAS usage survey', '請說明所供料件是否使用含 PFAS 之塗層、潤滑劑或密封材料。', 'Please tell us whether the parts you supply use coatings, lubricants or seals containing PFAS.', 'pfas-survey'],
  ]],
  ['GENERAL', 'ALL', '保密協議更新', 'NDA renewal', [
    ['2026-03-30', 45, '保密協議（2026 年版）', 'Non-disclosure agreement (2026 edition)', '保密協議將於今年到期，請簽署新版協議。', 'The non-disclosure agreement expires this year; please sign the new edition.', 'nda-2026'],
  ]],
];
/** Doc subjects whose last version was never published: [subject English, status]. */
const UNPUBLISHED: Record<string, BulletinStatus> = { 'PFAS usage survey': 'COMMITTED', 'NDA renewal': 'DRAFT', 'Packaging pledge': 'REJECTED' };

/** What a supplier writes with its file, by the kind of document (a declaration to sign, a survey to fill in, a certificate to upload). */
const REPLY_TEXTS: Record<'sign' | 'survey' | 'upload', [string, string][]> = {
  sign: [['已簽署並用印，請查收。', 'Signed and stamped; please find it attached.'], ['附件為負責人簽署之版本。', 'Attached is the copy signed by our legal representative.']],
  survey: [['調查表已更新，如有疑問請與我們聯繫。', 'The survey is updated; please contact us with any questions.'], ['本公司所供料件均不含清單物質，檢測報告如附件。', 'None of the parts we supply contain listed substances; test reports attached.']],
  upload: [['附件為最新版文件。', 'The latest document is attached.'], ['資料已於網站更新完成。', 'Our data in the portal is up to date.']],
};
/** Why a reply went back, by the kind of document. */
const RETURN_TEXTS: Record<'sign' | 'survey' | 'upload', [string, string][]> = {
  sign: [['簽名頁缺少公司用印，請補蓋大小章後重新上傳。', 'The signature page lacks the company seal; please stamp it and upload it again.'], ['缺少第 3 頁，請上傳完整文件。', 'Page 3 is missing; please upload the whole document.']],
  survey: [['使用舊版範本，請改用本次公告附件之範本。', 'This is the old template; please use the one attached to this notice.'], ['部分欄位未填寫，請補齊後重新送出。', 'Some fields are empty; please complete them and send it again.']],
  upload: [['文件已過期，請上傳有效期間內之版本。', 'The document has expired; please upload a current one.'], ['檔案無法開啟，請重新上傳 PDF。', 'The file does not open; please upload it again as a PDF.']],
};
const kindOf = (stem: string): 'sign' | 'survey' | 'upload' =>
  /svhc|rohs|pfas|cmrt|bcp|battery|ghg|cqi/.test(stem) ? 'survey' : /liability|iso14001|icms|profile/.test(stem) ? 'upload' : 'sign';
/**
 * Who writes a tracked document and who confirms it for publishing, by whom it is for: buyers
 * (BULLETIN_DOC create, edit, review), the demo `buyer` one of the two wherever it buys; the
 * Brazilian buyers write and confirm Brazil's. They also review the replies (return, confirm).
 */
const DOC_OWNERS: Record<Scope, [writer: string, confirmer: string][]> = {
  ALL: [['amy.huang', 'buyer'], ['kevin.wu', 'buyer'], ['buyer', 'amy.huang']],
  GREEN: [['amy.huang', 'buyer'], ['buyer', 'kevin.wu']],
  TW: [['kevin.wu', 'buyer'], ['buyer', 'amy.huang']],
  CN: [['zhang.wei', 'buyer']],
  BR: [['joao.silva', 'ana.costa'], ['ana.costa', 'joao.silva']],
};
/** Why the confirmer sent the one rejected document back to its writer. */
const REJECT_REASON = both('請補充以 2024 年為基準之減量計算方式，並說明追蹤頻率後再送審。', 'Please state the cut against the 2024 baseline and how often it is tracked, then send it again.');

function targetsOf(r: Random, scope: Scope, suppliers: readonly SupplierFacts[], must: number[], count?: number): { targets: BulletinTarget; ids: number[] } {
  if (scope === 'GREEN') {
    return { targets: { type: 'CRITERIA', greenSupplyChain: true }, ids: suppliers.filter((s) => s.trading && s.green).map((s) => s.id) };
  }
  const pool = suppliers.filter((s) => s.trading && (scope === 'ALL' || s.orgs.some((o) => SCOPE_ORGS[scope].includes(o.purchasingOrgCode))));
  const chosen = count === undefined ? pool : r.some(pool, count);
  const ids = [...new Set([...must.filter((id) => pool.some((s) => s.id === id)), ...chosen.map((s) => s.id)])].sort((a, b) => a - b);
  return { targets: { type: 'SUPPLIER', supplierIds: ids }, ids };
}

const attachment = (r: Random, id: number, stem: string | undefined, on: string): FileRef[] => (stem ? [seedFile(r, `bulletin-${id}`, stem.includes('.') ? stem : `${stem}.pdf`, day(on, -2))] : []);

/**
 * About 55 purchasing bulletins from 2025-01 to 2026-05 (ids by publish date, `PB-<year>-<n>`):
 * holidays per region, quality and environmental notices, general news, portal maintenance. The
 * regional ones target the trading suppliers of that region's purchasing orgs (1001 sees Taiwan's
 * and Suzhou's, 1002 Manaus'), environmental ones the green supply chain. Past ones are PUBLISHED
 * or CLOSED, coming ones DRAFT or COMMITTED; a few were REJECTED. Two maintenance notices were
 * revised (an OLD and a CURRENT version), one was called off (CANCELLED), one notice was sent back
 * once (version 1 REJECTED) and published as version 2.
 */
export function seedPurchaseBulletins(suppliers: readonly SupplierFacts[]): BulletinRecord[] {
  const r = seeded('purchase-bulletins');
  type Draft = Omit<BulletinRecord, 'id' | 'docNo' | 'docVersionCode'> & { plannedOn: string; stem?: string; docKey: string };
  const drafts: Draft[] = [];
  // The lot-label notice was sent back once (version 1 REJECTED, then version 2 published); the ERP notice waits for its rewrite.
  const rejected = new Set(['2026-02-23']);
  const rejectedOnly = new Set(['2026-03-30']);
  for (const [publishDate, category, scope, sz, se, tz, te, bz, be, days, stem] of NOTICES) {
    const upcoming = publishDate > DAY;
    const status: BulletinStatus = rejectedOnly.has(publishDate)
      ? 'REJECTED'
      : upcoming
        ? publishDate > day(DAY, 7) ? 'DRAFT' : 'COMMITTED'
        : day(publishDate, days) < day(DAY, -30) && r.chance(0.6) ? 'CLOSED' : 'PUBLISHED';
    const { targets } = targetsOf(r, scope, suppliers, []);
    drafts.push({
      version: 1, docVersionStatus: 'CURRENT', status, subject: both(sz, se), category, title: both(tz, te), content: html(bz, be),
      ...(upcoming ? {} : { publishDate }),
      validFrom: publishDate, validTo: day(publishDate, days),
      replyRequired: false, reminderCount: 0, targets, attachments: [], plannedOn: publishDate, stem, docKey: `${publishDate}|${se}`,
    });
    // A notice the approver sent back: rewritten and published as version 2 a few days later.
    if (rejected.has(publishDate)) {
      const first = drafts.at(-1)!;
      first.status = 'REJECTED';
      first.docVersionStatus = 'OLD';
      delete first.publishDate;
      first.plannedOn = day(publishDate, -4);
      first.validFrom = first.plannedOn;
      drafts.push({ ...first, version: 2, docVersionStatus: 'CURRENT', status: 'PUBLISHED', publishDate, validFrom: publishDate, plannedOn: publishDate });
    }
  }
  MAINTENANCE.forEach((saturday, k) => {
    const publishDate = day(saturday, -12);
    const upcoming = publishDate > DAY;
    const [from, to] = ['22:00', '06:00'];
    const base: Draft = {
      version: 1, docVersionStatus: 'CURRENT', status: upcoming ? 'DRAFT' : saturday < DAY ? 'CLOSED' : 'PUBLISHED',
      subject: both('系統維護通知', 'Portal maintenance'), category: 'GENERAL',
      title: both(`${saturday.slice(5, 7)}/${saturday.slice(8)} 入口網站系統維護`, `Portal maintenance on ${saturday}`),
      content: html([`${saturday} ${from} 至翌日 ${to} 進行系統維護，期間無法登入入口網站。`, '請提前完成交期回覆與請款作業。'], [`The portal is down for maintenance from ${from} on ${saturday} to ${to} the next morning.`, 'Please send delivery replies and invoice requests before then.']),
      ...(upcoming ? {} : { publishDate }),
      validFrom: publishDate, validTo: day(saturday, 1),
      replyRequired: false, reminderCount: 0, targets: targetsOf(r, 'ALL', suppliers, []).targets, attachments: [], plannedOn: publishDate, docKey: `maintenance|${saturday}`,
    };
    if (k === 7) {
      // Called off: the upgrade was postponed.
      drafts.push({ ...base, docVersionStatus: 'CANCELLED', status: 'CLOSED', title: both(`${saturday.slice(5, 7)}/${saturday.slice(8)} 系統維護（取消）`, `Portal maintenance on ${saturday} (called off)`) });
    } else if (k === 4 || k === 14) {
      // The window moved: the first version is OLD, a second one CURRENT.
      drafts.push({ ...base, docVersionStatus: 'OLD', status: 'CLOSED' });
      const later = day(publishDate, 3);
      drafts.push({
        ...base, version: 2, publishDate: later > DAY ? publishDate : later, plannedOn: later > DAY ? publishDate : later,
        content: base.content.replace(`${from} `, '20:00 ').replace(`from ${from}`, 'from 20:00'),
        title: both(`${saturday.slice(5, 7)}/${saturday.slice(8)} 入口網站系統維護（時間更新）`, `Portal maintenance on ${saturday} (new start time)`),
      });
    } else drafts.push(base);
  });

  const docNo = numberer('PB');
  const numbers = new Map<string, string>();
  return byDate(drafts, (d) => d.plannedOn).map(({ plannedOn, stem, docKey, ...d }, i) => {
    const id = i + 1;
    const no = numbers.get(docKey) ?? docNo(plannedOn);
    numbers.set(docKey, no);
    return { id, docNo: no, docVersionCode: `${no}-${String(d.version).padStart(2, '0')}`, ...d, attachments: attachment(r, id, stem, plannedOn) };
  });
}

/** A supplier's reply in a given status, with its return history. */
function replyOf(r: Random, supplier: SupplierFacts, status: BulletinReplyStatus, publishDate: string, stem: string, reviewers: readonly string[]): BulletinReply {
  const base: BulletinReply = { supplierId: supplier.id, supplierName: supplier.name, status, files: [], returnHistory: [] };
  if (status === 'PENDING') return base;
  const kind = kindOf(stem);
  const drawn = day(publishDate, r.int(2, 25));
  const repliedOn = drawn > DAY ? DAY : drawn;
  const reply: BulletinReply = {
    ...base,
    ...(r.chance(0.45) ? { content: both(...r.pick(REPLY_TEXTS[kind])) } : {}),
    files: [seedFile(r, `reply-${stem}-${supplier.id}`, `${stem}-${supplier.supplierNoScp}.${kind === 'survey' ? 'xlsx' : 'pdf'}`, repliedOn)],
    ...(status === 'DRAFT' ? {} : { repliedAt: at(repliedOn, clockTime(r)) }),
  };
  const returned = (on: string) => ({ date: at(on, clockTime(r)), explanation: both(...r.pick(RETURN_TEXTS[kind])), reviewer: staff(r.pick(reviewers)) });
  const before = day(repliedOn, -r.int(3, 8));
  const earlier = before < publishDate ? publishDate : before;
  // A RETURNED reply was sent back after its last sending (sometimes a second time); a CONFIRMED one may have been sent back once before.
  if (status === 'RETURNED') {
    if (r.chance(0.3)) reply.returnHistory.push(returned(earlier));
    const after = day(repliedOn, r.int(1, 4));
    reply.returnHistory.push(returned(after > DAY ? DAY : after));
  } else if (status === 'CONFIRMED' && r.chance(0.2)) reply.returnHistory.push(returned(earlier));
  return reply;
}

/** The demo suppliers' reply statuses on the current versions, so both have documents to answer. */
const DEMO_REPLIES: Record<string, Partial<Record<number, BulletinReplyStatus>>> = {
  'Quality assurance agreement, 2026 edition: please sign': { [hsinTai]: 'PENDING', [rioMetals]: 'DRAFT' },
  'Supplier code of conduct acknowledgement (2026)': { [hsinTai]: 'RETURNED', [rioMetals]: 'PENDING' },
  'REACH SVHC survey (batch 34)': { [hsinTai]: 'DRAFT', [rioMetals]: 'COMMITTED' },
  'Supplier profile check 2026': { [hsinTai]: 'CONFIRMED', [rioMetals]: 'RETURNED' },
  'EU Battery Regulation due diligence questionnaire': { [hsinTai]: 'PENDING', [rioMetals]: 'PENDING' },
  'Conflict minerals report (CMRT 6.5)': { [hsinTai]: 'COMMITTED', [rioMetals]: 'CONFIRMED' },
  'RoHS 2.0 declaration of conformity (2026)': { [hsinTai]: 'COMMITTED', [rioMetals]: 'CONFIRMED' },
};

function drawReply(r: Random, status: BulletinStatus, versionStatus: DocVersionStatus, due: string): BulletinReplyStatus {
  const roll = r.next();
  if (versionStatus === 'OLD' || status === 'CLOSED') return roll < 0.85 ? 'CONFIRMED' : roll < 0.95 ? 'COMMITTED' : 'PENDING';
  if (due >= DAY) return roll < 0.4 ? 'PENDING' : roll < 0.55 ? 'DRAFT' : roll < 0.8 ? 'COMMITTED' : roll < 0.9 ? 'RETURNED' : 'CONFIRMED';
  return roll < 0.15 ? 'PENDING' : roll < 0.35 ? 'COMMITTED' : roll < 0.45 ? 'RETURNED' : 'CONFIRMED';
}

/**
 * Document tracking: 20 documents the suppliers return (agreements to sign, declarations,
 * surveys), each version a record (ids by publish date, `DT-<year>-<n>`, version codes
 * `DT-<year>-<n>-02`): earlier versions OLD and CLOSED, the newest CURRENT, one withdrawn version
 * CANCELLED, three documents not published yet (DRAFT, COMMITTED, REJECTED). Published versions
 * hold a reply per target supplier (12-24 chosen suppliers, a region's trading suppliers, or the
 * whole green supply chain), in every reply status; 1001 and 1002 have documents to answer
 * (PENDING, DRAFT, RETURNED) and some done (DEMO_REPLIES).
 */
export function seedDocBulletins(suppliers: readonly SupplierFacts[]): BulletinRecord[] {
  const r = seeded('doc-bulletins');
  // The owners from a stream of their own: the documents, replies and files stay as they were drawn.
  const h = seeded('doc-bulletin-history');
  const owners = DOCS.map(([, scope]) => h.pick(DOC_OWNERS[scope]));
  const facts = new Map(suppliers.map((s) => [s.id, s]));
  type Draft = Omit<BulletinRecord, 'id' | 'docNo' | 'docVersionCode'> & { plannedOn: string; stem: string; doc: number; reached: number };
  const drafts: Draft[] = [];

  DOCS.forEach(([category, scope, sz, se, versions], doc) => {
    const { targets, ids } = targetsOf(r, scope, suppliers, [hsinTai, rioMetals], scope === 'ALL' ? r.int(12, 24) : undefined);
    versions.forEach(([plannedOn, replyDays, tz, te, bz, be, stem], v) => {
      const cancelled = te.includes('withdrawn');
      const unpublished = v === versions.length - 1 ? UNPUBLISHED[se] : undefined;
      const docVersionStatus: DocVersionStatus = cancelled ? 'CANCELLED' : v === versions.length - 1 ? 'CURRENT' : 'OLD';
      const replyDueDate = day(plannedOn, replyDays);
      // Older versions and current ones long past their due date no longer take replies.
      const status: BulletinStatus = unpublished ?? (docVersionStatus !== 'CURRENT' || day(replyDueDate, 90) < DAY ? 'CLOSED' : 'PUBLISHED');
      const replies = unpublished || cancelled ? [] : ids.map((id) => replyOf(r, facts.get(id)!, DEMO_REPLIES[te]?.[id] ?? drawReply(r, status, docVersionStatus, replyDueDate), plannedOn, stem, owners[doc]!));
      const waiting = replies.filter((x) => x.status === 'PENDING' || x.status === 'RETURNED').length;
      // A reminder a week from a week before the due date while replies are missing, three at most.
      const reminders = Math.floor((Date.parse(DAY < day(replyDueDate, 14) ? DAY : day(replyDueDate, 14)) - Date.parse(day(replyDueDate, -7))) / (7 * 86_400_000));
      drafts.push({
        version: v + 1, docVersionStatus, status, subject: both(sz, se), category, title: both(tz, te),
        content: html([bz, `請於 ${replyDueDate} 前回覆。`], [be, `Please reply by ${replyDueDate}.`]),
        ...(unpublished ? {} : { publishDate: plannedOn }),
        validFrom: plannedOn, validTo: day(replyDueDate, 30),
        replyRequired: true, replyDueDate,
        reminderCount: waiting > 0 ? Math.max(0, Math.min(3, reminders)) : 0,
        targets, attachments: [], ...(unpublished || cancelled ? {} : { replies }), plannedOn, stem, doc, reached: ids.length,
      });
    });
  });

  const docNo = numberer('DT');
  const numbers = new Map<number, string>();
  const made = byDate(drafts, (d) => d.plannedOn).map(({ plannedOn, stem, doc, reached, ...d }, i) => {
    const id = i + 1;
    const no = numbers.get(doc) ?? docNo(plannedOn);
    numbers.set(doc, no);
    const ext = stem.includes('svhc') || stem.includes('cmrt') || stem.includes('survey') || stem.includes('bcp') || stem.includes('dd') || stem.includes('ghg') ? 'xlsx' : 'docx';
    const record: BulletinRecord = { id, docNo: no, docVersionCode: `${no}-${String(d.version).padStart(2, '0')}`, ...d, attachments: [seedFile(r, `doc-${id}`, `${stem}.${ext}`, day(plannedOn, -1))] };
    return { record, doc, reached };
  });
  DOCS.forEach((_, doc) => {
    const versions = made.filter((m) => m.doc === doc).sort((a, b) => a.record.version - b.record.version);
    historiesOf(h, versions, owners[doc]!);
  });
  return made.map((m) => m.record);
}

/** A seeded instant on a day, never after the demo day. */
const stepAt = (h: Random, on: string) => at(on > DAY ? DAY : on, clockTime(h));

/**
 * The history of each version of one document, as the calls would have written it: the writer
 * creates it (or a new version of the one before), sends it for approval; the confirmer rejects
 * it (with the reason) or confirms and publishes it (to that many suppliers), which closes the
 * version before; the writer reminds those who have not answered and closes a version long past
 * its due date. A wrong version is withdrawn once its correction is written, before that is sent.
 */
function historiesOf(h: Random, versions: { record: BulletinRecord; reached: number }[], [writer, confirmer]: [string, string]): void {
  const step = (action: BulletinHistoryEntry['action'], by: string, when: string, note?: string): BulletinHistoryEntry => ({ action, at: when, by: staff(by), ...(note ? { note } : {}) });
  let previous: { record: BulletinRecord; confirmedOn?: string; confirmed?: string } | undefined;
  for (const { record, reached } of versions) {
    const planned = record.validFrom!;
    const drawn = day(planned, -h.int(7, 14));
    // A new version is made of a published one.
    const createdOn = previous?.confirmedOn && drawn <= previous.confirmedOn ? day(previous.confirmedOn, 1) : drawn;
    const history = [previous ? step('NEW_VERSION', writer, stepAt(h, createdOn), previous.record.docVersionCode) : step('CREATE', writer, stepAt(h, createdOn))];
    if (previous?.record.docVersionStatus === 'CANCELLED') previous.record.history!.push(step('CANCEL', writer, stepAt(h, day(createdOn, h.int(1, 2)))));
    let confirmedOn: string | undefined;
    let confirmed: string | undefined;
    if (record.status !== 'DRAFT') {
      const committedOn = day(planned, -h.int(2, 4));
      history.push(step('COMMIT', writer, stepAt(h, committedOn)));
      if (record.status === 'REJECTED') {
        history.push(step('REJECT', confirmer, stepAt(h, day(committedOn, h.int(1, 2))), REJECT_REASON));
      } else if (record.status !== 'COMMITTED') {
        confirmedOn = day(planned, -h.int(0, 1));
        confirmed = stepAt(h, confirmedOn);
        history.push(step('CONFIRM', confirmer, confirmed, String(record.replies?.length ?? reached)));
        // Publishing this version closed the one before it.
        if (previous?.confirmed && previous.record.docVersionStatus === 'OLD') previous.record.history!.push(step('CLOSE', confirmer, confirmed, record.docVersionCode));
      }
    }
    const due = record.replyDueDate!;
    const waiting = (record.replies ?? []).filter((x) => x.status === 'PENDING' || x.status === 'RETURNED').length;
    for (let k = 0; k < record.reminderCount; k++) history.push(step('REMIND', writer, stepAt(h, day(due, 7 * k - 7)), String(waiting)));
    if (record.docVersionStatus === 'CURRENT' && record.status === 'CLOSED') history.push(step('CLOSE', writer, stepAt(h, day(due, h.int(30, 80)))));
    record.history = history;
    previous = { record, confirmedOn, confirmed };
  }
  // A withdrawn version with none after it was withdrawn within days.
  if (previous?.record.docVersionStatus === 'CANCELLED') previous.record.history!.push(step('CANCEL', writer, stepAt(h, day(previous.record.validFrom!, h.int(1, 3)))));
}
