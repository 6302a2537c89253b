import type { Survey } from 'shared-ui/contract';
import { both, seedFile } from './collaboration-common';
import { seeded } from './random';

export type SurveyRecord = Survey & { id: number };

/**
 * [department, file stem, 中文名, English name, 中文說明, English description, service items, supplier types, environment levels].
 * Empty lists: the survey applies to every service item / type / level.
 */
type Template = [string, string, string, string, string, string, string[], string[], string[]];
const TEMPLATES: Template[] = [
  ['QM', 'qms', '品質管理系統稽核問卷', 'Quality management system audit', '依 ISO 9001 條文查核文件管制、內部稽核與管理審查。', 'Checks document control, internal audits and management review against ISO 9001.', [], ['RAW', 'PART', 'OEM', 'BRL'], []],
  ['QM', 'process-control', '製程管制查核表', 'Process control checklist', '涵蓋作業標準書、首件檢查、製程參數紀錄與巡檢頻率。', 'Covers work instructions, first-article checks, process parameter records and patrol inspections.', [], ['PART', 'OEM'], []],
  ['QM', 'inspection', '進料與出貨檢驗能力評估', 'Incoming and outgoing inspection assessment', '抽樣計畫、檢驗紀錄、量具校正與不合格品隔離。', 'Sampling plans, inspection records, gauge calibration and quarantine of non-conforming parts.', [], ['RAW', 'PART', 'OEM', 'BRL'], []],
  ['QM', '8d', '矯正預防措施（8D）查核', 'Corrective and preventive action (8D) review', '客訴回覆時效、根本原因分析與對策有效性確認。', 'Complaint response times, root-cause analysis and proof that the actions work.', [], [], []],
  ['QM', 'injection', '射出成型製程稽核問卷', 'Injection moulding process audit', '模溫與原料乾燥條件、模具保養紀錄、外觀限度樣品。', 'Mould temperature and resin drying, tool maintenance records, cosmetic limit samples.', ['2020', '2030'], ['PART', 'OEM'], []],
  ['QM', 'stamping', '沖壓製程稽核問卷', 'Metal stamping process audit', '模具壽命管理、毛邊與尺寸監控、防錯裝置。', 'Die life management, burr and dimension monitoring, error-proofing.', ['1040', '1050'], ['PART', 'OEM'], []],
  ['QM', 'smt', '電子組裝（SMT）稽核問卷', 'Electronics assembly (SMT) audit', '錫膏管理、回焊曲線、靜電防護與 AOI 檢出率。', 'Solder paste control, reflow profiles, ESD protection and AOI detection rates.', ['3030', '3050'], ['PART', 'OEM'], []],
  ['QM', 'cable', '線材加工稽核問卷', 'Cable assembly audit', '端子壓接拉力測試、剖面分析與導通測試紀錄。', 'Crimp pull tests, terminal cross-sections and continuity test records.', ['3040'], ['PART', 'OEM'], []],
  ['QM', 'tooling', '模具製作能力評估', 'Tool-making capability assessment', '模具設計能力、加工設備、試模與承認流程。', 'Tool design capability, machining equipment, tool trials and approval.', ['5010', '5020', '5030'], ['PART', 'EQP'], []],
  ['QM', 'msa', '量測系統分析（MSA）查核', 'Measurement system analysis (MSA) review', '量具 GR&R、校正週期與量測室環境管理。', 'Gauge R&R, calibration intervals and control of the measuring room.', [], ['RAW', 'PART', 'OEM'], []],
  ['QM', 'packaging', '包裝材料品質問卷', 'Packaging materials quality survey', '紙箱耐壓、含水率與印刷品質管制。', 'Carton crush strength, moisture content and print quality control.', ['4010', '4020', '4030'], ['PART', 'RAW'], []],
  ['ENV', 'hsf', '有害物質管理問卷', 'Hazardous substance management questionnaire', 'RoHS、REACH 管制物質清單、第三方檢測報告與供應鏈調查。', 'RoHS and REACH restricted substances, third-party test reports and the supply-chain survey.', [], ['RAW', 'PART', 'OEM', 'BRL'], []],
  ['ENV', 'green-chain', '綠色供應鏈評鑑問卷', 'Green supply chain assessment', '環境管理系統、節能減碳措施與綠色產品設計。', 'Environmental management system, energy saving and green product design.', [], [], ['A', 'B', 'C']],
  ['ENV', 'ghg', '溫室氣體盤查問卷', 'Greenhouse gas inventory questionnaire', '範疇一、二排放量、盤查邊界與減量目標。', 'Scope 1 and 2 emissions, inventory boundary and reduction targets.', [], ['RAW', 'PART', 'OEM'], ['A', 'B']],
  ['ENV', 'ohs', '職業安全衛生查核表', 'Occupational health and safety checklist', 'ISO 45001、消防演練與化學品管理。', 'ISO 45001, fire drills and the handling of chemicals.', [], [], []],
  ['ENV', 'cmrt', '衝突礦產調查', 'Conflict minerals survey', '錫、鉭、鎢、金冶煉廠清單（CMRT）與盡職調查。', 'Tin, tantalum, tungsten and gold smelter list (CMRT) and due diligence.', ['1010', '1020', '1030', '3010', '3020', '3030'], ['RAW', 'PART'], []],
  ['ENV', 'waste', '廢棄物與廢水管理問卷', 'Waste and wastewater management questionnaire', '廢棄物清運聯單、廢水排放許可與檢測紀錄。', 'Waste transfer manifests, discharge permits and test records.', [], ['RAW', 'PART', 'OEM'], ['B', 'C', 'N']],
  ['PUR', 'capacity', '產能與交期評估', 'Capacity and delivery assessment', '產能利用率、備料策略與近一年準交率。', 'Capacity use, material planning and on-time delivery over the last year.', [], [], []],
  ['PUR', 'bcp', '營運持續計畫（BCP）問卷', 'Business continuity plan questionnaire', '替代產線、關鍵物料備援與天災應變。', 'Backup lines, second sources for key materials and disaster response.', [], ['RAW', 'PART', 'OEM'], []],
  ['PUR', 'cost', '成本結構與報價透明度評估', 'Cost structure and quotation transparency review', '料工費拆解、原物料連動條款與年度降價計畫。', 'Material, labour and overhead breakdown, raw-material index clauses and the yearly cost-down plan.', [], ['PART', 'OEM'], []],
  ['PUR', 'conduct', '供應商行為準則遵循問卷', 'Supplier code of conduct questionnaire', '勞工人權、反賄賂與利益衝突揭露。', 'Labour rights, anti-bribery and disclosure of conflicts of interest.', [], [], []],
  ['PUR', 'logistics', '物流服務品質評估', 'Logistics service assessment', '運輸時效、貨損率、報關能力與異常通報。', 'Transit times, damage rates, customs brokerage and incident reporting.', ['7010'], ['LOG'], []],
  ['RD', 'engineering', '研發與工程能力評估', 'Engineering capability assessment', '設計工具、模流與結構分析、試作能力。', 'Design tools, mould-flow and structural analysis, prototyping.', [], ['PART', 'OEM', 'EQP'], []],
  ['RD', 'ecn', '設計變更管理查核', 'Engineering change control review', '變更申請、客戶核准與新舊品切換紀錄。', 'Change requests, customer approval and records of the cut-over to the new version.', [], ['PART', 'OEM'], []],
  ['RD', 'ppap', '新品開發與樣品承認流程', 'New product introduction and sample approval (PPAP)', '開發時程、樣品承認文件與試產驗證。', 'Development schedule, sample approval documents and pilot-run validation.', [], ['PART', 'OEM'], []],
  ['SRC', 'qualification', '新供應商開發評估表', 'New supplier qualification assessment', '公司概況、主要客戶、產能與品質系統初評。', 'Company profile, main customers, capacity and a first look at the quality system.', [], [], []],
  ['SRC', 'equipment', '設備與產能清單查核', 'Equipment and capacity list check', '主要設備清單、稼動率與擴產規劃。', 'List of main equipment, utilisation and expansion plans.', [], ['PART', 'OEM', 'EQP'], []],
  ['FIN', 'financial', '財務穩健度評估', 'Financial health assessment', '近三年營收、負債比與銀行往來狀況。', 'Revenue over three years, debt ratio and banking relations.', [], [], []],
  ['IT', 'infosec', '資訊安全問卷', 'Information security questionnaire', '帳號權限管理、資料備份與勒索軟體防護。', 'Access control, backups and ransomware protection.', ['7030'], ['SVC', 'OEM'], []],
  ['QM', 'lab', '檢驗測試服務評估', 'Inspection and testing service assessment', '實驗室認證（ISO 17025）、報告時效與設備校正。', 'Laboratory accreditation (ISO 17025), report turnaround and equipment calibration.', ['7020'], ['SVC'], []],
];

/** A survey's edition: the templates are reissued yearly, the newest in use, older ones switched off. */
export interface SurveyEdition {
  template: number;
  year: number;
}

/**
 * About 60 audit questionnaires: 30 templates over the departments (QM, ENV, PUR, RD, SRC, FIN,
 * IT), each issued in one to three yearly editions (2024-2026, ids in that order). The newest
 * edition of a template is ON; older editions are OFF, and so are a few retired templates.
 */
export function seedSurveys(): SurveyRecord[] {
  const r = seeded('surveys');
  const editions: SurveyEdition[] = [];
  const retired = new Set([16, 26]); // waste (folded into the OHS checklist), equipment list (into the qualification form)
  TEMPLATES.forEach((_, template) => {
    const years = [2024, 2025, 2026].filter((y) => (y === 2024 ? r.chance(0.35) : y === 2025 ? r.chance(0.75) : !retired.has(template) && r.chance(0.85)));
    if (years.length === 0) years.push(2025);
    for (const year of years) editions.push({ template, year });
  });
  const newest = new Map<number, number>();
  for (const e of editions) newest.set(e.template, Math.max(newest.get(e.template) ?? 0, e.year));
  editions.sort((a, b) => a.year - b.year || a.template - b.template);
  return editions.map(({ template, year }, i) => {
    const [dept, stem, zh, en, descZh, descEn, serviceItemCodes, supplierTypeCodes, environmentLevelCodes] = TEMPLATES[template];
    const id = i + 1;
    const on = newest.get(template) === year && !retired.has(template);
    return {
      id,
      name: both(`${zh}（${year} 版）`, `${en} (${year} edition)`),
      auditDepartment: dept,
      description: both(descZh, descEn),
      environmentLevelCodes,
      serviceItemCodes,
      supplierTypeCodes,
      ...(r.chance(0.85) ? { exampleFile: seedFile(r, `survey-${id}`, `${dept}-${stem}-${year}.xlsx`, `${year - 1}-12-${String(r.int(1, 28)).padStart(2, '0')}`) } : {}),
      status: on ? 'ON' : 'OFF',
    };
  });
}
