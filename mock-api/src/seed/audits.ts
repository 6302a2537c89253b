import type { Audit, AuditReply, AuditReplyStatus, AuditResult, AuditScore, AuditStatus, AuditSurvey } from 'shared-ui/contract';
import { auditResultOf, finalScoreOf, QUALITY_DEPARTMENT } from 'shared-ui/contract';
import { both, byDate, clockTime, numberer, seedFile, staff, type SupplierFacts } from './collaboration-common';
import { at, day, PURCHASING_DEMO_DAY } from './purchasing-common';
import { seeded, type Random } from './random';
import { DEMO_SUPPLIERS } from './suppliers';
import type { SurveyRecord } from './surveys';

export type AuditRecord = Audit & { id: number };

// How the seed reads the audit flow (spec section 4: create, invite, commit, reject; reply,
// reply commit, reply reject). DRAFT: created, nobody invited. INVITED: the supplier's contacts
// were invited and the supplier scores itself (its `selfScore`s, saved one by one). COMMITTED: the
// supplier sent its self-assessment; the auditors review it (`reviewScore`s). REJECTED: the
// self-assessment was sent back, the supplier scores again. COMPLETED: the result is set and
// signed off in BPM. A CONDITIONAL_PASS or FAIL asks for an improvement report (`reply`):
// PENDING, REPLIED (saved by the supplier), SUBMITTED (sent), REJECTED (sent back), ACCEPTED.

const AUDITORS = ['quality', 'quality', 'tony.chen'];
const SPECIAL_TOPICS: [string, string][] = [
  ['來料外觀不良專案稽核', 'Special audit: cosmetic defects on incoming parts'],
  ['交期延誤專案稽核', 'Special audit: late deliveries'],
  ['客訴 8D 追蹤稽核', 'Follow-up audit on a customer complaint (8D)'],
  ['有害物質超標專案稽核', 'Special audit: restricted substance over the limit'],
  ['製程變更未通知專案稽核', 'Special audit: process change made without notice'],
  ['尺寸不良專案稽核', 'Special audit: out-of-tolerance dimensions'],
];
const ANNUAL_FOCUS: Record<string, [string, string]> = {
  QM: ['品質稽核', 'quality audit'],
  ENV: ['品質與環境稽核', 'quality and environmental audit'],
  PUR: ['品質與交期稽核', 'quality and delivery audit'],
  RD: ['品質與工程能力稽核', 'quality and engineering audit'],
};
/** [finding (auditor), improvement (supplier)] */
const FINDINGS: [string, string, string, string][] = [
  ['首件檢查紀錄未經品管簽核即開始量產。', 'Mass production started before QC signed the first-article record.', '修訂首件檢查程序，品管簽核後方可量產，並完成全員教育訓練。', 'Revised the first-article procedure: production starts only after QC signs off; every operator has been retrained.'],
  ['部分量具已超過校正期限仍在使用。', 'Some gauges were still in use past their calibration date.', '逾期量具已全數送校，並於系統設定到期前 30 天提醒。', 'All overdue gauges went for calibration; the system now warns 30 days before a due date.'],
  ['不合格品未明確標示，也未與良品隔離。', 'Rejected parts were neither tagged nor kept apart from good ones.', '設置紅色隔離區並導入不良品標籤，由品管每日點檢。', 'Set up a red quarantine area and reject tags; QC checks it daily.'],
  ['模具保養紀錄不完整，無法追溯模次。', 'Tool maintenance records were incomplete; shot counts could not be traced.', '建立模具履歷卡，每 5 萬模次保養一次並記錄。', 'Introduced a tool history card: maintenance every 50,000 shots, each one recorded.'],
  ['化學品存放區缺少安全資料表（SDS）。', 'Safety data sheets (SDS) were missing at the chemical store.', '已補齊 SDS 並張貼於存放區，改為每季點檢。', 'The SDS are now posted at the store and checked every quarter.'],
  ['8D 報告的根本原因分析不足，對策僅為加強宣導。', 'The 8D report stopped short of the root cause; the only action was a reminder to staff.', '以魚骨圖與 5 Why 重新分析，追加治具防呆並修改作業標準書。', 'Re-analysed with a fishbone and five whys; added an error-proofing fixture and updated the work instruction.'],
  ['倉庫溫濕度紀錄有多日缺漏。', 'The warehouse temperature and humidity log had gaps of several days.', '改用自動記錄器並設定超標警報通知主管。', 'Switched to an automatic logger that alerts the supervisor when limits are exceeded.'],
  ['出貨檢驗抽樣數低於約定的 AQL。', 'Outgoing inspection samples were smaller than the agreed AQL requires.', '依 AQL 0.65 重新訂定抽樣計畫，並更新檢驗表單。', 'Reset the sampling plan to AQL 0.65 and updated the inspection forms.'],
];
const SUPPLIER_SUMMARIES: [string, string][] = [
  ['本公司已通過 ISO 9001:2015 驗證，去年客訴件數較前年減少三成。', 'We hold ISO 9001:2015; complaints fell by 30% on the year before.'],
  ['今年導入 MES 系統，製程參數可即時追溯。', 'We rolled out an MES this year, so process parameters can be traced in real time.'],
  ['目前產能利用率約 75%，可支援貴司新機種需求。', 'Capacity use is about 75%, leaving room for your new models.'],
  ['已完成 RoHS 2.0 全料號檢測，報告均在有效期內。', 'Every part number has a RoHS 2.0 test report, all of them current.'],
  ['新廠預計第三季量產，屆時產能可提升四成。', 'Our new plant starts mass production in Q3 and adds 40% capacity.'],
  ['品管人員增至 12 人，並新增三次元量床一台。', 'QC staff grew to 12 and we added a coordinate measuring machine.'],
];
const PASS_COMMENTS: [string, string][] = [
  ['整體管理良好，維持年度稽核即可。', 'Well run overall; the yearly audit is enough.'],
  ['現場 5S 落實，各項紀錄完整。', 'Good 5S on the floor and complete records.'],
  ['品質系統運作穩定，建議持續推動自動化檢測。', 'The quality system runs steadily; automated inspection is worth pursuing.'],
];
const SELF_REJECTIONS: [string, string][] = [
  ['自評分數缺少佐證資料，請補上傳相關紀錄後重新送出。', 'The self scores lack evidence; please upload the records and send them again.'],
  ['自評結果與現場狀況落差過大，請重新評分。', 'The self scores are far from what we saw on site; please score again.'],
];
const REPLY_REJECTIONS: [string, string][] = [
  ['改善報告缺少有效性驗證，請補充連續三批的檢驗紀錄。', 'The report does not show the fix works; please add inspection records of three consecutive lots.'],
  ['對策僅為教育訓練，請提出防呆或系統面的改善。', 'Training alone is not a fix; please propose error-proofing or a system change.'],
];
const SUPPLIER_COMMENTS: [string, string][] = [
  ['附件為改善前後照片與相關紀錄。', 'Before and after photos and the records are attached.'],
  ['新程序已於本月起生效。', 'The new procedure has applied since the start of this month.'],
  ['如需現場確認，歡迎安排複查。', 'You are welcome to visit again to check on site.'],
];

interface Plan {
  supplier: SupplierFacts;
  type: 'NEW' | 'ANNUAL' | 'SPECIAL';
  status: AuditStatus;
  startDate: string;
  endDate: string;
  result?: AuditResult;
  reply?: AuditReplyStatus;
  block?: boolean;
  /** INVITED: how many self scores the supplier saved so far. */
  saved?: number;
  leaders?: string[];
  topic?: number;
}

const DAY = PURCHASING_DEMO_DAY;
const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

/** The survey editions in use on a date for a department, fitting the supplier where a survey says whom it is for. */
function surveysFor(surveys: readonly SurveyRecord[], dept: string, year: number, supplier: SupplierFacts): SurveyRecord[] {
  const editionYear = (s: SurveyRecord) => Number(/（(\d{4}) 版）/.exec(s.name)![1]);
  const inUse = surveys.filter((s) => s.auditDepartment === dept && editionYear(s) <= year && (year < 2026 || s.status === 'ON'));
  // Per template (same English name without the edition), the newest edition not after the year.
  const latest = new Map<string, SurveyRecord>();
  for (const s of inUse) {
    const key = s.name.replace(/\(\d{4} edition\)|（\d{4} 版）/g, '');
    const held = latest.get(key);
    if (!held || editionYear(held) < editionYear(s)) latest.set(key, s);
  }
  const fits = (s: SurveyRecord) =>
    (s.supplierTypeCodes.length === 0 || s.supplierTypeCodes.includes(supplier.supplierTypeCode)) &&
    (s.serviceItemCodes.length === 0 || s.serviceItemCodes.some((c) => supplier.serviceItemCodes.includes(c)));
  const fitting = [...latest.values()].filter(fits);
  return fitting.length > 0 ? fitting : [...latest.values()];
}

function leadersOf(r: Random, plan: Plan): string[] {
  if (plan.leaders) return plan.leaders;
  if (plan.type === 'NEW') return r.chance(0.3) ? [QUALITY_DEPARTMENT, 'SRC', 'FIN'] : [QUALITY_DEPARTMENT, 'SRC'];
  if (plan.type === 'SPECIAL') return plan.topic === 3 ? [QUALITY_DEPARTMENT, 'ENV'] : plan.topic === 1 ? [QUALITY_DEPARTMENT, 'PUR'] : [QUALITY_DEPARTMENT];
  return r.pick([[QUALITY_DEPARTMENT], [QUALITY_DEPARTMENT, 'ENV'], [QUALITY_DEPARTMENT, 'ENV'], [QUALITY_DEPARTMENT, 'PUR'], [QUALITY_DEPARTMENT, 'RD']]);
}

/** The surveys of an audit and their weights (QM 60% when other departments lead too; whole percents adding up to 100). */
function pickSurveys(r: Random, surveys: readonly SurveyRecord[], leaders: string[], plan: Plan): AuditSurvey[] {
  const year = Number(plan.startDate.slice(0, 4));
  const chosen: SurveyRecord[] = [];
  for (const dept of leaders) {
    const candidates = surveysFor(surveys, dept, year, plan.supplier).filter((s) => !chosen.includes(s));
    const count = dept === QUALITY_DEPARTMENT && plan.type !== 'NEW' ? Math.min(candidates.length, r.int(1, 2)) : 1;
    chosen.push(...r.some(candidates, count));
  }
  const qm = chosen.filter((s) => s.auditDepartment === QUALITY_DEPARTMENT);
  const others = chosen.filter((s) => s.auditDepartment !== QUALITY_DEPARTMENT);
  const qmShare = others.length === 0 ? 100 : 60;
  const weights = new Map<SurveyRecord, number>();
  const share = (list: SurveyRecord[], total: number) =>
    list.forEach((s, i) => weights.set(s, i === list.length - 1 ? total - Math.floor(total / list.length) * (list.length - 1) : Math.floor(total / list.length)));
  share(qm, qmShare);
  share(others, 100 - qmShare);
  return chosen.map((s) => ({ surveyId: s.id, weight: weights.get(s)!, auditDepartment: s.auditDepartment }));
}

function scoresOf(r: Random, plan: Plan, picked: AuditSurvey[], id: number, reviewer: string): AuditScore[] {
  if (plan.status === 'DRAFT') return [];
  const base = plan.result === 'FAIL' ? r.int(42, 54) : plan.result === 'CONDITIONAL_PASS' ? r.int(66, 76) : r.int(84, 94);
  const drawn = day(plan.startDate, r.int(2, 10));
  const selfOn = drawn < DAY ? drawn : DAY;
  return picked.map((s, i) => {
    const review = clamp(base + r.int(plan.result ? -3 : -4, plan.result ? 3 : 4));
    const self = clamp(review + r.int(0, 9));
    if (plan.status === 'INVITED' && i >= (plan.saved ?? 0)) return { surveyId: s.surveyId };
    const selfPart = {
      selfScore: self,
      selfAccount: plan.supplier.account,
      ...(plan.status === 'REJECTED' && i === 0 ? {} : { selfFile: seedFile(r, `audit-${id}-self-${s.surveyId}`, `self-assessment-${s.auditDepartment}-${s.surveyId}.xlsx`, selfOn) }),
    };
    const reviewed = plan.status === 'COMPLETED' || (plan.status === 'COMMITTED' && i === 0 && r.chance(0.6));
    return {
      surveyId: s.surveyId,
      ...selfPart,
      ...(reviewed ? { reviewScore: review, reviewAccount: reviewer, reviewFile: seedFile(r, `audit-${id}-review-${s.surveyId}`, `audit-report-${s.auditDepartment}-${s.surveyId}.pdf`, plan.endDate < DAY ? plan.endDate : DAY) } : {}),
    };
  });
}

/** A finding followed by why its improvement report went back, in both languages. */
const joined = ([zh, en]: readonly string[], [whyZh, whyEn]: readonly string[]): [string, string] => [`${zh}${whyZh}`, `${en} ${whyEn}`];
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

function replyOf(r: Random, plan: Plan, finding: number): AuditReply | undefined {
  if (!plan.reply) return undefined;
  const dueDate = day(plan.endDate, 30);
  const personInCharge = plan.supplier.contacts[0].name;
  if (plan.reply === 'PENDING') return { status: 'PENDING', dueDate, personInCharge };
  const [, , fixZh, fixEn] = FINDINGS[finding];
  const latest = dueDate < DAY ? dueDate : DAY;
  const replyOn = day(plan.endDate, Math.max(1, Math.min(r.int(8, 28), daysBetween(plan.endDate, latest))));
  const reply: AuditReply = {
    status: plan.reply,
    // A report sent back is due again two or three weeks later.
    dueDate: plan.reply === 'REJECTED' ? day(replyOn, r.int(14, 21)) : dueDate,
    personInCharge,
    replyDate: at(replyOn, clockTime(r)),
    description: both(fixZh, fixEn),
  };
  if (plan.reply === 'REPLIED') return reply;
  const [cz, ce] = r.pick(SUPPLIER_COMMENTS);
  return { ...reply, fixingFile: seedFile(r, `audit-fix-${plan.supplier.id}-${plan.startDate}`, `improvement-report-${replyOn}.pdf`, replyOn), supplierComment: both(cz, ce) };
}

/** The demo suppliers' audits: each has one to answer now (self-assessment) and an improvement report due. */
function demoPlans(facts: Map<number, SupplierFacts>): Plan[] {
  const hsinTai = facts.get(DEMO_SUPPLIERS.hsinTai)!;
  const rio = facts.get(DEMO_SUPPLIERS.rioMetals)!;
  return [
    { supplier: hsinTai, type: 'ANNUAL', status: 'COMPLETED', startDate: '2025-05-12', endDate: '2025-06-13', result: 'PASS', leaders: ['QM', 'ENV'] },
    { supplier: hsinTai, type: 'SPECIAL', status: 'COMPLETED', startDate: '2026-01-19', endDate: '2026-02-27', result: 'CONDITIONAL_PASS', reply: 'PENDING', topic: 0 },
    { supplier: hsinTai, type: 'ANNUAL', status: 'INVITED', startDate: '2026-03-09', endDate: '2026-04-10', saved: 1, leaders: ['QM', 'PUR'] },
    { supplier: rio, type: 'ANNUAL', status: 'COMPLETED', startDate: '2025-04-21', endDate: '2025-05-23', result: 'PASS', leaders: ['QM'] },
    { supplier: rio, type: 'SPECIAL', status: 'COMPLETED', startDate: '2026-01-26', endDate: '2026-02-27', result: 'CONDITIONAL_PASS', reply: 'REJECTED', topic: 5 },
    { supplier: rio, type: 'SPECIAL', status: 'REJECTED', startDate: '2026-02-23', endDate: '2026-03-27', topic: 3 },
    { supplier: rio, type: 'ANNUAL', status: 'INVITED', startDate: '2026-03-16', endDate: '2026-04-17', saved: 0, leaders: ['QM', 'ENV'] },
  ];
}

/** Status, result and reply of an audit over its dates, seen from the demo day. */
function drawState(r: Random, startDate: string, endDate: string): Pick<Plan, 'status' | 'result' | 'reply'> {
  const age = daysBetween(startDate, DAY);
  if (age < -10) return { status: 'DRAFT' };
  if (age < 0) return { status: r.chance(0.5) ? 'DRAFT' : 'INVITED' };
  if (endDate >= DAY || age < 30) return { status: r.pick(['INVITED', 'INVITED', 'COMMITTED', 'COMMITTED', 'REJECTED'] as const) };
  if (age < 75 && r.chance(0.35)) return { status: r.chance(0.7) ? 'COMMITTED' : 'REJECTED' };
  const roll = r.next();
  const result: AuditResult = roll < 0.6 ? 'PASS' : roll < 0.87 ? 'CONDITIONAL_PASS' : 'FAIL';
  if (result === 'PASS') return { status: 'COMPLETED', result };
  // The improvement report is due 30 days after the audit; long past that, most were accepted.
  const dueAgo = daysBetween(day(endDate, 30), DAY);
  const reply: AuditReplyStatus =
    dueAgo > 30 ? r.pick(['ACCEPTED', 'ACCEPTED', 'ACCEPTED', 'ACCEPTED', 'SUBMITTED', 'REJECTED'] as const) : r.pick(['PENDING', 'PENDING', 'REPLIED', 'REPLIED', 'SUBMITTED', 'SUBMITTED', 'REJECTED', 'ACCEPTED'] as const);
  return { status: 'COMPLETED', result, reply };
}

/**
 * About 90 supplier audits from 2025-03 to 2026-05 (ids by start date, `AUD-<year>-<n>`), one
 * target supplier each (the score list and the reply belong to it): annual and special audits of
 * trading suppliers, qualification (NEW) audits of potential ones, failed audits with a block on
 * the blocked suppliers. Leader departments always include QM and the surveys match them (one
 * edition in use per template, weights adding up to 100), as the audit rules demand.
 */
export function seedAudits(suppliers: readonly SupplierFacts[], surveys: readonly SurveyRecord[]): AuditRecord[] {
  const r = seeded('audits');
  const facts = new Map(suppliers.map((s) => [s.id, s]));
  const demo = new Set<number>([DEMO_SUPPLIERS.hsinTai, DEMO_SUPPLIERS.rioMetals, DEMO_SUPPLIERS.nova]);
  const trading = suppliers.filter((s) => s.trading && !demo.has(s.id));
  const onboarding = suppliers.filter((s) => s.stage === 'PRE' && !demo.has(s.id));
  const plans: Plan[] = demoPlans(facts);

  // Nova Components (potential, account `potential`) is being qualified.
  plans.push({ supplier: facts.get(DEMO_SUPPLIERS.nova)!, type: 'NEW', status: 'INVITED', startDate: '2026-03-12', endDate: '2026-04-24', saved: 0 });
  // A failed audit led to each of the first blocked suppliers' block.
  for (const supplier of suppliers.filter((s) => s.blocked).slice(0, 5)) {
    const endDate = day(supplier.blockDate ?? '2025-09-30', -r.int(10, 20));
    plans.push({ supplier, type: 'SPECIAL', status: 'COMPLETED', startDate: day(endDate, -r.int(20, 35)), endDate, result: 'FAIL', block: true, topic: r.int(0, SPECIAL_TOPICS.length - 1) });
  }
  while (plans.length < 92) {
    // Recent weeks hold most of the open audits; about one in seven is still ahead.
    const startDate = r.chance(0.14) ? day(DAY, r.int(1, 58)) : day(DAY, -Math.floor(380 * r.next() ** 2.2));
    const endDate = day(startDate, r.int(21, 45));
    const state = drawState(r, startDate, endDate);
    const isNew = r.chance(0.18);
    // A qualification audit long done was of a supplier that is trading now; a current one, of a potential supplier.
    const supplier = isNew && state.status !== 'COMPLETED' ? r.pick(onboarding) : r.pick(trading);
    const type = isNew ? 'NEW' : r.chance(0.3) ? 'SPECIAL' : 'ANNUAL';
    plans.push({ supplier, type, ...state, startDate, endDate, saved: startDate > DAY ? 0 : r.int(0, 2), ...(type === 'SPECIAL' ? { topic: r.int(0, SPECIAL_TOPICS.length - 1) } : {}) });
  }

  const auditNo = numberer('AUD');
  return byDate(plans, (p) => p.startDate).map((plan, i) => {
    const id = i + 1;
    const { supplier } = plan;
    const leaders = leadersOf(r, plan);
    const picked = pickSurveys(r, surveys, leaders, plan);
    const personInCharge = r.pick(AUDITORS);
    const buyer = supplier.orgs[0]?.buyer ?? 'buyer';
    const processors = [...new Set([personInCharge === 'tony.chen' ? 'quality' : 'tony.chen', ...(leaders.includes('PUR') || leaders.includes('SRC') ? [buyer] : []), ...(leaders.includes('FIN') ? ['grace.lin'] : [])])];
    const scoreList = scoresOf(r, plan, picked, id, personInCharge);
    const year = plan.startDate.slice(0, 4);
    const [nameZh, nameEn] =
      plan.type === 'NEW'
        ? ['新供應商導入稽核', 'New supplier qualification audit']
        : plan.type === 'SPECIAL'
          ? SPECIAL_TOPICS[plan.topic ?? 0]
          : [`${year} 年度${ANNUAL_FOCUS[leaders[1] ?? 'QM'][0]}`, `${year} annual ${ANNUAL_FOCUS[leaders[1] ?? 'QM'][1]}`];
    const finding = r.int(0, FINDINGS.length - 1);
    const completed = plan.status === 'COMPLETED';
    const scored = scoreList.filter((s) => s.reviewScore !== undefined);
    const resultScore = completed ? finalScoreOf(scored.map((s) => ({ score: s.reviewScore!, weight: picked.find((p) => p.surveyId === s.surveyId)!.weight }))) : undefined;
    const signing = completed && daysBetween(plan.endDate, DAY) < 14;
    const comments: [string, string] | undefined =
      plan.status === 'REJECTED'
        ? r.pick(SELF_REJECTIONS)
        : plan.reply === 'REJECTED'
          ? joined(FINDINGS[finding], r.pick(REPLY_REJECTIONS))
          : plan.result === 'PASS'
            ? r.pick(PASS_COMMENTS)
            : plan.block
              ? ['重大品質缺失且改善無效，建議停止交易。', 'Major quality failures and no effective fix; trading should stop.']
              : plan.result
                ? [FINDINGS[finding][0], FINDINGS[finding][1]]
                : undefined;
    const audit: AuditRecord = {
      id,
      auditNo: auditNo(plan.startDate),
      name: both(nameZh, nameEn),
      type: plan.type,
      startDate: plan.startDate,
      endDate: plan.endDate,
      status: plan.status,
      bpmStatus: completed ? (signing ? 'SIGNING' : 'APPROVED') : 'NONE',
      ...(completed ? { bpmDocNo: `BPM-AUD-${year}${String(id).padStart(5, '0')}` } : {}),
      contacts: supplier.contacts.slice(0, r.int(1, 2)),
      personInCharge: staff(personInCharge),
      processors: processors.map(staff),
      targets: [{ supplierId: supplier.id, supplierName: supplier.name, supplierNoScp: supplier.supplierNoScp, stage: supplier.stage }],
      leaderDepartments: leaders,
      surveyIds: picked,
      ...(completed ? { result: auditResultOf(resultScore!), resultBlock: plan.block === true, resultScore } : {}),
      scoreList,
      ...(['COMMITTED', 'REJECTED', 'COMPLETED'].includes(plan.status) ? { supplierSummary: both(...r.pick(SUPPLIER_SUMMARIES)) } : {}),
      ...(comments ? { comments: both(...comments) } : {}),
    };
    const reply = replyOf(r, plan, finding);
    if (reply) audit.reply = reply;
    return audit;
  });
}
