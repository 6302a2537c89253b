import type { AccountRef, FileRef, PurchasingControl, Supplier, SupplierStage } from 'shared-ui/contract';
import { seedExchangeRates } from './exchange-rates';
import { seedInternalUsers } from './internal-users';
import { at } from './purchasing-common';
import type { Random } from './random';

// Shared material of the collaboration seeds (surveys, audits, inquiries, quotations, parities,
// bills, bulletins, relation events): who the staff are, what a supplier looks like to them,
// the purchasing orgs' companies and currencies, file references and document numbers.

const STAFF_NAMES = new Map(seedInternalUsers().map((u) => [u.account, u.name]));

/** An internal account as the lists show it (`{ account, name }`, the name in both languages). */
export function staff(account: string): AccountRef {
  const name = STAFF_NAMES.get(account);
  if (!name) throw new Error(`seed: no internal user ${account}`);
  return { account, name };
}

export const COMPANY_OF_ORG: Record<string, string> = { '1100': '1000', '1200': '1000', '2100': '2000', '3100': '3000', '3200': '3000' };
export const LOCAL_CURRENCY_OF_ORG: Record<string, string> = { '1100': 'TWD', '1200': 'TWD', '2100': 'CNY', '3100': 'BRL', '3200': 'BRL' };
export const PLANTS_OF_ORG: Record<string, string[]> = { '1100': ['TW01', 'TW02'], '1200': ['TW01', 'TW02'], '2100': ['CN01', 'CN02'], '3100': ['BR01'], '3200': ['BR01'] };
/** Where the plants are, for delivery places and meeting rooms. */
export const PLANT_PLACE: Record<string, string> = {
  TW01: '林口廠 Linkou plant',
  TW02: '觀音廠 Guanyin plant',
  CN01: '蘇州一廠 Suzhou plant 1',
  CN02: '蘇州二廠 Suzhou plant 2',
  BR01: '瑪瑙斯廠 Manaus plant',
};

const RATES = seedExchangeRates();
/** The maintained rate from a currency into a local one (1 for the same currency; null when nobody maintained it). */
export function rateInto(fromCurrency: string, toCurrency: string): number | null {
  if (fromCurrency === toCurrency) return 1;
  return RATES.find((r) => r.fromCurrency === fromCurrency && r.toCurrency === toCurrency)?.rate ?? null;
}

/** What the collaboration seeds need to know of a supplier. */
export interface SupplierFacts {
  id: number;
  name: string;
  supplierNoScp: string;
  stage: SupplierStage;
  /** NORMAL, APPROVED and not blocked: can be invited to quote and be ordered from. */
  trading: boolean;
  blocked: boolean;
  blockDate?: string;
  countryCode: string;
  supplierTypeCode: string;
  environmentLevelCode: string;
  green: boolean;
  serviceItemCodes: string[];
  orgs: PurchasingControl[];
  contacts: { name: string; email: string }[];
  /** The supplier's own account that answers for it (the applicant account). */
  account: string;
  address: string;
}

export function supplierFacts(suppliers: readonly Supplier[]): SupplierFacts[] {
  return suppliers.map((s) => {
    const { companyInfo, systemInfo } = s.basicData;
    const blocked = systemInfo.blockStatus === 'BLOCKED';
    return {
      id: s.id!,
      name: companyInfo.name,
      supplierNoScp: systemInfo.supplierNoScp!,
      stage: systemInfo.stage,
      trading: systemInfo.stage === 'NORMAL' && systemInfo.status === 'APPROVED' && !blocked,
      blocked,
      ...(systemInfo.blockDate ? { blockDate: systemInfo.blockDate } : {}),
      countryCode: companyInfo.countryCode,
      supplierTypeCode: s.basicData.supplierTypeCode,
      environmentLevelCode: companyInfo.environmentLevelCode ?? 'N',
      green: companyInfo.greenSupplierChainSurvey === true,
      serviceItemCodes: s.basicData.categoryInfoList.map((c) => c.serviceItemCode),
      orgs: s.purchaseData.purchaseOrgList,
      contacts: s.basicData.contactList.map((c) => ({ name: c.name, email: c.email })),
      account: s.basicData.applicantInfo.applicantAccount,
      address: companyInfo.address1 ?? '',
    };
  });
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  png: 'image/png',
  zip: 'application/zip',
};

/** A working-hours time of day, `HH:MM`. */
export const clockTime = (r: Random) => `${String(r.int(8, 17)).padStart(2, '0')}:${r.pick(['05', '12', '18', '26', '32', '41', '47', '55'])}`;

/**
 * A file of the seed. Its id is `seed-...` like the suppliers' attachments: the record shows it,
 * but no bytes were ever uploaded, so its download answers 404.
 */
export function seedFile(r: Random, fileId: string, fileName: string, uploadedOn?: string): FileRef {
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1);
  return {
    fileId: `seed-${fileId}`,
    fileName,
    size: r.int(ext === 'xlsx' || ext === 'docx' ? 18 : 60, ext === 'zip' ? 4800 : 1600) * 1024,
    contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
    ...(uploadedOn ? { uploadedAt: at(uploadedOn, clockTime(r)) } : {}),
  };
}

/**
 * Document numbers running per year in the order the records were made: `AUD-2026-0007`.
 * Call it over the records sorted by date.
 */
export function numberer(prefix: string, width = 4): (date: string) => string {
  const next = new Map<string, number>();
  return (date) => {
    const year = date.slice(0, 4);
    const n = (next.get(year) ?? 0) + 1;
    next.set(year, n);
    return `${prefix}-${year}-${String(n).padStart(width, '0')}`;
  };
}

/** Sorts by a date key, stably (records of one day keep the order they were drawn in). */
export function byDate<T>(list: T[], dateOf: (t: T) => string): T[] {
  return list.map((t, i) => ({ t, i, d: dateOf(t) })).sort((a, b) => (a.d < b.d ? -1 : a.d > b.d ? 1 : a.i - b.i)).map((x) => x.t);
}

/** The first (Chinese) and the English part of a bilingual seed text `中文 English`, joined the seed's way. */
export const both = (zh: string, en: string) => `${zh} ${en}`;
