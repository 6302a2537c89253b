import {
  IDENTITY_PLACEHOLDER,
  newPaymentInfo,
  newPaymentInfoPerCompany,
  type AttachmentSetting,
  type BankInfo,
  type BpmStatus,
  type Contact,
  type PurchasingControl,
  type Supplier,
  type SupplierStage,
  type SupplierStatus,
} from 'shared-ui/contract';
import { seedAttachmentSettings, settingLanguages } from './attachment-settings';
import { seedBanks, seedPaymentMethods, paymentMethodsFor, type BankRecord } from './banks';
import { BUYERS_BY_ORG, SOURCERS_BY_ORG } from './internal-users';
import { seeded, type Random } from './random';
import { seedServiceItems } from './service-items';
import { domainOf, PROFILES, type CountryProfile } from './supplier-names';

export const SUPPLIER_COUNT = 300;
export const FIRST_SUPPLIER_ID = 1001;
/** The demo suppliers of seed/accounts.ts. */
export const DEMO_SUPPLIERS = { hsinTai: 1001, rioMetals: 1002, nova: 1003 } as const;

interface Plan {
  id: number;
  country: string;
  stage: SupplierStage;
  status: SupplierStatus;
  blocked?: boolean;
  name?: string;
  supplierTypeCode?: string;
  companies?: string[];
  applicant?: { account: string; name: string; email: string };
  /** Its review (second-stage) attachments are in: the demo potential supplier can go to sign-off. */
  reviewed?: boolean;
}

const STAGES: SupplierStage[] = ['NORMAL', 'PRE'];
const STATUSES: SupplierStatus[] = ['DRAFT', 'COMMITTED', 'SIGNING', 'APPROVED', 'REJECTED'];
const COUNTRY_WEIGHTS = ['TW', 'TW', 'TW', 'TW', 'TW', 'TW', 'TW', 'TW', 'CN', 'CN', 'CN', 'CN', 'CN', 'BR', 'BR', 'BR', 'BR', 'JP', 'JP', 'US', 'DE'];
const NORMAL_STATUS = ['APPROVED', 'APPROVED', 'APPROVED', 'APPROVED', 'APPROVED', 'APPROVED', 'APPROVED', 'SIGNING', 'DRAFT', 'COMMITTED', 'REJECTED'] as const;
const PRE_STATUS = ['DRAFT', 'DRAFT', 'COMMITTED', 'COMMITTED', 'COMMITTED', 'SIGNING', 'SIGNING', 'REJECTED', 'APPROVED'] as const;
const TYPES = ['RAW', 'PART', 'PART', 'PART', 'OEM', 'EQP', 'SVC', 'LOG'];
const BPM_OF: Record<SupplierStatus, BpmStatus> = { DRAFT: 'NONE', COMMITTED: 'NONE', SIGNING: 'SIGNING', APPROVED: 'APPROVED', REJECTED: 'REJECTED' };
const TITLES: [string, string][] = [['Sales Manager', 'Sales'], ['Account Manager', 'Sales'], ['Quality Engineer', 'Quality'], ['Finance Specialist', 'Finance'], ['General Manager', 'Management']];
const SOCIAL: Record<string, string> = { TW: 'LINE', CN: 'WECHAT', BR: 'WHATSAPP', JP: 'LINE' };
const LOCAL_ORG: Record<string, [string, string]> = { '1000': ['1100', '1200'], '2000': ['2100', '2100'], '3000': ['3100', '3200'] };
const COMPANY_CURRENCY: Record<string, string> = { '1000': 'TWD', '2000': 'CNY', '3000': 'BRL' };
const COMPANY_COUNTRY: Record<string, string> = { '1000': 'TW', '2000': 'CN', '3000': 'BR' };

/** The plan of every supplier: the demo three, then one of each stage × status, then weighted picks. */
function plans(r: Random): Plan[] {
  const list: Plan[] = [
    {
      id: DEMO_SUPPLIERS.hsinTai, country: 'TW', stage: 'NORMAL', status: 'APPROVED', supplierTypeCode: 'PART', companies: ['1000', '2000'],
      name: '鑫泰精密股份有限公司 Hsin Tai Precision Co., Ltd.',
      applicant: { account: 'supplier', name: '張業務 Chang', email: 'sales@hsintai.example' },
    },
    {
      id: DEMO_SUPPLIERS.rioMetals, country: 'BR', stage: 'NORMAL', status: 'APPROVED', supplierTypeCode: 'RAW', companies: ['3000'],
      name: 'Rio Metals Indústria e Comércio Ltda.',
      applicant: { account: 'supplier2', name: 'Maria Souza', email: 'maria@riometals.example' },
    },
    {
      id: DEMO_SUPPLIERS.nova, country: 'TW', stage: 'PRE', status: 'COMMITTED', supplierTypeCode: 'PART', companies: ['1000'],
      name: '新創元件有限公司 Nova Components Ltd.',
      applicant: { account: 'potential', name: '李新創 Lee', email: 'lee@nova.example' },
      reviewed: true,
    },
  ];
  for (const stage of STAGES) for (const status of STATUSES) list.push({ id: 0, country: r.pick(COUNTRY_WEIGHTS), stage, status });
  list.push({ id: 0, country: 'TW', stage: 'NORMAL', status: 'APPROVED', blocked: true });
  while (list.length < SUPPLIER_COUNT) {
    const stage: SupplierStage = r.chance(0.75) ? 'NORMAL' : 'PRE';
    const status = r.pick(stage === 'NORMAL' ? NORMAL_STATUS : PRE_STATUS);
    list.push({ id: 0, country: r.pick(COUNTRY_WEIGHTS), stage, status, blocked: stage === 'NORMAL' && status === 'APPROVED' && r.chance(0.06) });
  }
  return list.map((p, i) => ({ ...p, id: FIRST_SUPPLIER_ID + i }));
}

function companiesFor(r: Random, country: string): string[] {
  if (country === 'TW') return r.chance(0.3) ? ['1000', '2000'] : ['1000'];
  if (country === 'CN') return r.chance(0.2) ? ['1000', '2000'] : ['2000'];
  if (country === 'BR') return ['3000'];
  if (country === 'JP') return r.chance(0.4) ? ['1000', '3000'] : ['1000'];
  return r.pick([['1000'], ['3000'], ['1000', '3000']]);
}

const latinLocal = (name: string) =>
  name.split(' ').filter((w) => /^[A-Za-z]/.test(w)).map((w) => w.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase()).reverse().join('.') || 'contact';

function contactsFor(r: Random, profile: CountryProfile, domain: string, count: number): Contact[] {
  const used = new Set<string>();
  const contacts: Contact[] = [];
  while (contacts.length < count) {
    const person = profile.personName(r);
    if (used.has(person.name)) continue;
    used.add(person.name);
    const [title, dept] = contacts.length === 0 ? TITLES[0] : r.pick(TITLES);
    const first = contacts.length === 0;
    contacts.push({
      name: person.name,
      title,
      dept,
      email: `${latinLocal(person.name)}@${domain}`,
      mobile: `${profile.phoneCode} 9${r.digits(8)}`,
      phone: profile.phone(r),
      birthday: `${r.int(1965, 1998)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`,
      gender: person.gender,
      langCode: profile.langCode,
      ...(first && r.chance(0.5) ? { interest: r.pick(['Golf', 'Hiking', 'Photography', 'Coffee']), foodPreference: r.pick(['Vegetarian', 'No spicy food', 'Seafood']) } : {}),
      socialMediaList: SOCIAL[profile.countryCode] ? [{ typeCode: SOCIAL[profile.countryCode], account: latinLocal(person.name).replace('.', '_') }] : [],
      sendEnvironmentSurvey: first,
      sendPurchaseOrder: first || r.chance(0.3),
    });
  }
  return contacts;
}

function build(r: Random, plan: Plan, ctx: { banks: BankRecord[]; leaves: string[]; settings: AttachmentSetting[]; names: Set<string> }): Supplier {
  const profile = PROFILES[plan.country];
  let name = plan.name;
  for (let tries = 0; !name || ctx.names.has(name); tries++) {
    name = profile.companyName(r);
    // A small name space (few German brands) is widened rather than looping for ever.
    if (tries > 30) name = `${name} ${plan.id}`;
  }
  ctx.names.add(name);
  const domain = domainOf(name);
  const isNormal = plan.stage === 'NORMAL';
  // A potential Brazilian supplier still carries the creation country B1 (spec section 5).
  const countryCode = plan.country === 'BR' && !isNormal ? 'B1' : plan.country;
  const companies = plan.companies ?? companiesFor(r, plan.country);
  const supplierTypeCode = plan.supplierTypeCode ?? (plan.country === 'BR' && r.chance(0.3) ? 'BRL' : r.pick(TYPES));

  const purchaseOrgList: PurchasingControl[] = companies.map((companyCode) => {
    const domestic = COMPANY_COUNTRY[companyCode] === plan.country;
    const purchasingOrgCode = LOCAL_ORG[companyCode][domestic ? 0 : 1];
    const foreignCurrency = ['JPY', 'EUR'].includes(profile.currencyCode) && r.chance(0.5) ? profile.currencyCode : 'USD';
    return {
      purchasingOrgCode,
      buyer: r.pick(BUYERS_BY_ORG[purchasingOrgCode]),
      // One draw whatever the org's list, so no supplier seeded after changes.
      sourcer: r.pick(SOURCERS_BY_ORG[purchasingOrgCode]),
      incotermCode: domestic ? 'DAP' : r.pick(['FOB', 'CIF', 'FCA', 'EXW']),
      currencyCode: domestic ? COMPANY_CURRENCY[companyCode] : foreignCurrency,
    };
  });
  const currencies = [...new Set(purchaseOrgList.map((p) => p.currencyCode))];
  const countryBanks = ctx.banks.filter((b) => b.countryCode === plan.country);
  const bankInfoList: BankInfo[] = currencies.map((currencyCode) => {
    const bank = r.pick(countryBanks);
    return { accountName: name, bankAccount: r.digits(r.int(10, 14)), bankCode: bank.code, countryCode: plan.country, currencyCode, swiftCode: bank.swiftCode };
  });

  const contactList = contactsFor(r, profile, domain, r.int(1, 3));
  if (plan.applicant) {
    const { name: applicantName, email, account } = plan.applicant;
    contactList[0] = { ...contactList[0], name: applicantName, email, socialMediaList: contactList[0].socialMediaList.map((m) => ({ ...m, account })) };
  }
  const applicant = plan.applicant ?? { account: `v${plan.id}`, name: contactList[0].name, email: contactList[0].email };

  const leaves = r.some(ctx.leaves, r.int(1, 3));
  const settingLang = settingLanguages(supplierTypeCode).includes(profile.langCode) ? profile.langCode : settingLanguages(supplierTypeCode)[profile.langCode.startsWith('zh') ? 0 : 1];
  const attachmentList = ctx.settings
    .filter((s) => s.supplierTypeCode === supplierTypeCode && s.lang === settingLang && s.stage === 'FIRST' && s.required)
    .map((s) => ({ attachmentCode: s.attachmentCode, attachmentName: s.name, required: true, files: [{ fileId: `seed-${plan.id}-${s.type}`, fileName: `${s.type.toLowerCase()}-${plan.id}.pdf`, size: r.int(40, 900) * 1024, contentType: 'application/pdf' }] }));
  // Fixed sizes: drawing from `r` here would change every supplier seeded after this one.
  const reviewFiles = plan.reviewed
    ? ctx.settings
        .filter((s) => s.supplierTypeCode === supplierTypeCode && s.lang === settingLang && s.stage === 'SECOND' && s.required)
        .map((s) => ({ attachmentCode: s.attachmentCode, attachmentName: s.name, required: true, files: [{ fileId: `seed-${plan.id}-${s.type}`, fileName: `${s.type.toLowerCase()}-${plan.id}.pdf`, size: 256 * 1024, contentType: 'application/pdf' }] }))
    : [];

  const environmentLevelCode = isNormal ? r.pick(['A', 'B', 'B', 'C', 'N']) : 'N';
  const status = plan.status;
  const bpmStatus = BPM_OF[status];
  const financialInfoList = isNormal
    ? companies.map((companyCode) => {
        const domestic = COMPANY_COUNTRY[companyCode] === plan.country;
        const methods = paymentMethodsFor(seedPaymentMethods(), companyCode, countryCode).map((m) => m.code);
        return {
          ...newPaymentInfoPerCompany(companyCode),
          applicantAccount: r.pick(BUYERS_BY_ORG[LOCAL_ORG[companyCode][0]]),
          paymentMethodCodes: methods.slice(0, r.int(1, methods.length)),
          paymentTermCode: r.pick(['N030', 'N060', 'E030', 'E060', 'N090']),
          subjectCode: domestic ? '2111000' : '2112000',
          transferType: domestic ? 'DOMESTIC' : 'SWIFT',
          fee: domestic ? 0 : 15,
        };
      })
    : [];

  return {
    id: plan.id,
    permissions: { basic: { visible: true, editable: true }, purchase: { visible: true, editable: true }, financial: { visible: true, editable: true }, relation: { visible: true, editable: true } },
    basicData: {
      supplierTypeCode,
      applicantInfo: { applicantAccount: applicant.account, applicantEmail: applicant.email, applicantName: applicant.name, defaultApplicantAccount: applicant.account, defaultApplicantEmail: applicant.email },
      attachmentList: [...attachmentList, ...reviewFiles],
      freeAttachmentList: [],
      bankInfoList,
      categoryInfoList: leaves.map((serviceItemCode, i) => ({ serviceItemCode, main: i === 0 })),
      companyInfo: {
        name,
        countryCode,
        identityType: profile.identityType,
        identity: r.chance(0.03) ? IDENTITY_PLACEHOLDER : profile.identity(r),
        ...profile.address(r),
        capital: r.chance(0.05) ? 'NA' : r.int(5, 800) * 1_000_000,
        employeeCount: r.chance(0.05) ? 'NA' : r.int(8, 2500),
        companyCode: companies[0],
        environmentLevelCode,
        greenSupplierChainSurvey: environmentLevelCode === 'A' || environmentLevelCode === 'B',
        langCode: profile.langCode,
        personInCharge: profile.personName(r).name,
        phone: profile.phone(r),
        phoneCountryCode: profile.phoneCode,
        webSite: `https://www.${domain}`,
      },
      contactList,
      paymentInfo: { ...newPaymentInfo(), paymentProcessFeeBen: COMPANY_COUNTRY[companies[0]] !== plan.country, paymentTermCode: r.pick(['N030', 'N060', 'E030']) },
      systemInfo: {
        blockStatus: plan.blocked ? 'BLOCKED' : 'UNBLOCKED',
        ...(plan.blocked ? { blockAction: 'BLOCK' as const, blockDate: `2025-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}` } : {}),
        canCompareLastApproved: isNormal,
        bpmStatus,
        ...(bpmStatus === 'NONE' ? {} : { bpmDocIdentify: `SUP${plan.id}`, bpmDocNo: `BPM-SUP-2026${String(plan.id).padStart(5, '0')}`, bpmDocUrl: `https://bpm.portal.example/doc/SUP${plan.id}` }),
        stage: plan.stage,
        status,
        ...(isNormal ? { supplierNoSap: String(200000 + plan.id) } : {}),
        supplierNoScp: `SCP${String(plan.id).padStart(6, '0')}`,
      },
    },
    financialData: { financialInfoList },
    purchaseData: { paymentSubRangeList: [], purchaseOrgList },
  };
}

/** 300 suppliers in every stage and status, the demo ones first (ids 1001-1003). */
export function seedSuppliers(): Supplier[] {
  const r = seeded('suppliers');
  const leaves = seedServiceItems().filter((s) => s.parentCode).map((s) => s.code);
  const ctx = { banks: seedBanks(), leaves, settings: seedAttachmentSettings(), names: new Set<string>() };
  return plans(r).map((plan) => build(r, plan, ctx));
}
