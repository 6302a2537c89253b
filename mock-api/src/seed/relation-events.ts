import type { RelationEvent } from 'shared-ui/contract';
import { both, byDate, seedFile, staff, type SupplierFacts } from './collaboration-common';
import { day, PURCHASING_DEMO_DAY } from './purchasing-common';
import { seeded, type Random } from './random';
import { DEMO_SUPPLIERS } from './suppliers';

export type RelationEventRecord = RelationEvent & { id: number };

const DAY = PURCHASING_DEMO_DAY;

/** [subject 中文, subject English, description 中文, description English] per event type. */
const EVENTS: Record<string, [string, string, string, string][]> = {
  VISIT: [
    ['工廠參訪與產線確認', 'Factory visit and line check', '參觀沖壓與組裝產線，確認新增設備已到位並開始試產。', 'Walked the stamping and assembly lines; the new equipment is installed and in trial production.'],
    ['新廠區參觀', 'Tour of the new plant', '新廠預計第三季量產，倉儲面積增加一倍。', 'The new plant starts mass production in Q3 and doubles the warehouse space.'],
    ['潛在供應商初訪', 'First visit to a potential supplier', '了解公司規模、主要客戶與品質系統，後續安排新供應商稽核。', 'Looked at their size, main customers and quality system; a qualification audit follows.'],
    ['稽核前預訪', 'Pre-audit visit', '說明年度稽核範圍與需準備之文件。', 'Explained the scope of the annual audit and the documents to prepare.'],
  ],
  MEETING: [
    ['年度業務檢討會議', 'Annual business review', '回顧去年交期與品質表現，準交率 94%，今年目標 97%。', 'Reviewed last year’s delivery and quality: 94% on time, 97% is this year’s target.'],
    ['季度交期檢討', 'Quarterly delivery review', '三筆延遲交貨原因為原料短缺，供應商承諾增加安全庫存。', 'Three late deliveries were caused by a raw-material shortage; the supplier will hold more safety stock.'],
    ['新機種 X200 開案會議', 'Kick-off for model X200', '說明 X200 時程與樣品需求，請供應商於兩週內提供報價。', 'Presented the X200 schedule and sample needs; the supplier quotes within two weeks.'],
    ['年度議價會議', 'Annual price negotiation', '原物料價格回穩，雙方同意主要料件降價 3%。', 'Raw-material prices have settled; both sides agreed a 3% cut on the main parts.'],
    ['品質改善進度會議', 'Quality improvement progress meeting', '追蹤 8D 對策執行狀況，不良率已由 1.2% 降至 0.4%。', 'Followed up the 8D actions: the defect rate fell from 1.2% to 0.4%.'],
  ],
  DINNER: [
    ['尾牙餐敘', 'Year-end dinner', '感謝供應商一年來的配合，交流明年產能規劃。', 'Thanked the supplier for the year and talked about next year’s capacity.'],
    ['供應商大會晚宴', 'Supplier conference dinner', '供應商大會後晚宴，與會者包含雙方高階主管。', 'Dinner after the supplier conference, with senior managers of both sides.'],
    ['業務餐敘', 'Business dinner', '非正式交流，供應商介紹新開發之材料。', 'An informal evening; the supplier introduced a new material it developed.'],
  ],
  GIFT: [
    ['中秋節禮盒', 'Mid-Autumn Festival gift box', '收到月餅禮盒一盒，價值未超過公司規定上限，已登錄並與部門同仁分享。', 'Received a box of mooncakes, within our gift limit; recorded and shared with the team.'],
    ['春節禮品', 'Lunar New Year gift', '供應商致贈禮品超過公司規定上限，已婉拒並退回。', 'The supplier’s gift exceeded our limit; it was politely declined and returned.'],
  ],
  COMPLAINT: [
    ['客訴：來料外觀刮傷', 'Complaint: scratches on incoming parts', '兩批來料外觀刮傷，要求供應商 48 小時內提出暫時對策並全數重工。', 'Two lots arrived scratched; the supplier must give a containment action within 48 hours and rework every part.'],
    ['客訴：交貨數量短少', 'Complaint: short delivery', '到貨數量較送貨單短少 200 pcs，供應商已於隔日補貨。', 'A delivery was 200 pcs short of its delivery note; the supplier made it up the next day.'],
    ['客訴：標籤錯誤', 'Complaint: wrong labels', '外箱標籤批號與實物不符，要求改善標籤列印流程。', 'Carton labels showed the wrong lot; the supplier must fix its label printing.'],
  ],
};
const TYPES = ['VISIT', 'VISIT', 'MEETING', 'MEETING', 'MEETING', 'DINNER', 'GIFT', 'COMPLAINT'];
const DINNER_PLACES: Record<string, string[]> = {
  TW: ['台北晶華酒店 Regent Taipei', '林口福容大飯店 Fullon Hotel Linkou', '桃園喜來登酒店 Sheraton Taoyuan'],
  CN: ['苏州香格里拉大酒店 Shangri-La Suzhou', '昆山金陵大饭店 Jinling Hotel Kunshan'],
  BR: ['Restaurante Banzeiro, Manaus', 'Caxiri Restaurante, Manaus'],
};
const MEETING_ROOMS: Record<string, string> = { '1': '林口廠 A 會議室 Linkou plant, meeting room A', '2': '蘇州一廠會議室 Suzhou plant 1 meeting room', '3': 'Sala de reuniões, fábrica de Manaus Manaus plant meeting room' };

/** The meeting, its place and who took part (our staff first, then the supplier's people). */
function eventOf(r: Random, supplier: SupplierFacts, type: string, eventDate: string): Omit<RelationEventRecord, 'id' | 'status' | 'attachments'> {
  const [sz, se, dz, de] = r.pick(EVENTS[type]);
  const org = supplier.orgs[0]?.purchasingOrgCode ?? '1100';
  const region = org.startsWith('3') ? 'BR' : org.startsWith('2') ? 'CN' : 'TW';
  const ours = [...new Set([supplier.orgs[0]?.buyer ?? 'buyer', ...(type === 'COMPLAINT' ? ['quality'] : type === 'VISIT' && r.chance(0.5) ? [supplier.orgs[0]?.sourcer ?? 'li.na'] : [])])];
  const theirs = r.some(supplier.contacts, r.int(1, Math.min(2, supplier.contacts.length))).map((c) => c.name);
  const eventLocation =
    type === 'VISIT'
      ? supplier.address
      : type === 'DINNER'
        ? r.pick(DINNER_PLACES[region])
        : type === 'GIFT'
          ? undefined
          : r.chance(0.3)
            ? '線上會議（Teams） Online (Teams)'
            : r.chance(0.5)
              ? MEETING_ROOMS[org[0]]
              : supplier.address;
  return {
    supplierId: supplier.id,
    subject: both(sz, se),
    description: both(dz, de),
    eventDate,
    ...(eventLocation ? { eventLocation } : {}),
    eventParticipant: `${ours.map((a) => staff(a).name).join('、')}；${theirs.join('、')}`,
    eventTypeCode: type,
  };
}

/**
 * About 120 relation events (supplier relationship maintenance log) from 2025-03 to a few weeks
 * after the demo day (ids by date): visits, meetings, dinners, gifts and complaints of trading
 * and potential suppliers, with who took part and where. COMMITTED once logged; DRAFT while
 * being written or planned. 1001 and 1002 have a handful each.
 */
export function seedRelationEvents(suppliers: readonly SupplierFacts[]): RelationEventRecord[] {
  const r = seeded('relation-events');
  const demo = [DEMO_SUPPLIERS.hsinTai, DEMO_SUPPLIERS.rioMetals].map((id) => suppliers.find((s) => s.id === id)!);
  const trading = suppliers.filter((s) => s.trading && !demo.includes(s));
  const potential = suppliers.filter((s) => s.stage === 'PRE' && s.contacts.length > 0);
  const plans: { supplier: SupplierFacts; type: string; eventDate: string }[] = [];
  for (const supplier of demo) {
    for (const [type, eventDate] of [['MEETING', '2025-04-16'], ['VISIT', '2025-08-27'], ['GIFT', '2025-10-02'], ['COMPLAINT', '2026-02-11'], ['MEETING', '2026-03-17'], ['VISIT', '2026-04-08']] as const) {
      plans.push({ supplier, type, eventDate: day(eventDate, supplier.id === DEMO_SUPPLIERS.rioMetals ? 2 : 0) });
    }
  }
  while (plans.length < 120) {
    const type = r.pick(TYPES);
    const supplier = type === 'VISIT' && r.chance(0.35) ? r.pick(potential) : r.pick(trading);
    plans.push({ supplier, type, eventDate: day('2025-03-03', r.int(0, 400)) });
  }
  return byDate(plans, (p) => p.eventDate).map(({ supplier, type, eventDate }, i) => {
    const id = i + 1;
    // Logged a few days after the event; what lies ahead, or happened in the last days, may still be a draft.
    const draft = eventDate > day(DAY, -5) ? eventDate > DAY || r.chance(0.6) : r.chance(0.06);
    const loggedOn = day(eventDate, r.int(0, 3));
    const files = draft || type === 'GIFT' || r.chance(0.5) ? [] : [seedFile(r, `relation-${id}`, type === 'VISIT' || type === 'DINNER' ? `photo-${eventDate}.jpg` : `minutes-${eventDate}.pdf`, loggedOn > DAY ? DAY : loggedOn)];
    return { id, ...eventOf(r, supplier, type, eventDate), status: draft ? 'DRAFT' : 'COMMITTED', attachments: files };
  });
}
