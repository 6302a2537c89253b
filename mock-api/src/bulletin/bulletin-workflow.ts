import type {
  BulletinDetail,
  BulletinHistoryAction,
  BulletinStatus,
  BulletinTarget,
  BulletinVersionRef,
  PublishTarget,
  Supplier,
} from 'shared-ui/contract';
import type { AccountRecord } from '../seed/accounts';
import type { BulletinRecord } from '../seed/bulletins';
import type { Bilingual } from '../http/locale';
import { say } from '../http/locale';
import { fail } from '../http/respond';
import { clock } from '../store/clock';
import type { Collection } from '../store/collection';
import { suppliers } from '../store/collections';
import { db } from '../store/db';
import { sendMail } from '../store/outbox';
import { refOf } from '../http/account-ref';

// What purchasing bulletins and document tracking share: who can be addressed, which suppliers
// a target reaches, the versions of a doc no., the history of a version, the mails.

/** Not yet published: written, waiting for approval, or sent back. */
export const UNPUBLISHED: readonly BulletinStatus[] = ['DRAFT', 'COMMITTED', 'REJECTED'];

/** A supplier announcements can reach: approved into the normal stage and not blocked. */
export const isAddressable = (s: Supplier) => s.basicData.systemInfo.stage === 'NORMAL' && s.basicData.systemInfo.blockStatus !== 'BLOCKED';

export const publishTargetOf = (s: Supplier): PublishTarget => ({
  id: s.id!,
  name: s.basicData.companyInfo.name,
  supplierNoScp: s.basicData.systemInfo.supplierNoScp ?? '',
  countryCode: s.basicData.companyInfo.countryCode,
  greenSupplierChainSurvey: s.basicData.companyInfo.greenSupplierChainSurvey === true,
});

/** Every supplier that can be addressed, as the target picker lists them. */
export const addressableSuppliers = (): PublishTarget[] => suppliers.all().filter(isAddressable).map(publishTargetOf);

/** The suppliers a target reaches now: the chosen ones, or the green supply chain as it stands. */
export function reachedSuppliers(targets: BulletinTarget): PublishTarget[] {
  const all = addressableSuppliers();
  if (targets.type === 'CRITERIA') return all.filter((s) => s.greenSupplierChainSurvey);
  const chosen = new Set(targets.supplierIds);
  return all.filter((s) => chosen.has(s.id));
}

/** The chosen supplier ids no announcement can reach (unknown, potential or blocked). */
export function unreachableIds(targets: BulletinTarget): number[] {
  if (targets.type !== 'SUPPLIER') return [];
  const reachable = new Set(addressableSuppliers().map((s) => s.id));
  return targets.supplierIds.filter((id) => !reachable.has(id));
}

/** Whether a target reaches this supplier. */
export function reaches(targets: BulletinTarget, supplierId: number): boolean {
  if (targets.type === 'SUPPLIER') return targets.supplierIds.includes(supplierId);
  const supplier = suppliers.get(supplierId);
  return Boolean(supplier && isAddressable(supplier) && supplier.basicData.companyInfo.greenSupplierChainSurvey);
}

/** Adds a step to the version's history (the caller saves the record). */
export function withStep(record: BulletinRecord, action: BulletinHistoryAction, by: AccountRecord, note?: string): BulletinRecord['history'] {
  return [...(record.history ?? []), { action, at: clock.iso(), by: refOf(by), ...(note ? { note } : {}) }];
}

/** The versions of the record's doc no., oldest first. */
export function versionsOf(store: Collection<BulletinRecord>, record: BulletinRecord): BulletinRecord[] {
  return store
    .all()
    .filter((b) => b.docNo === record.docNo)
    .sort((a, b) => a.version - b.version || a.id - b.id);
}

const versionRef = (b: BulletinRecord): BulletinVersionRef => ({
  id: b.id,
  version: b.version,
  docVersionStatus: b.docVersionStatus,
  status: b.status,
  ...(b.docVersionCode ? { docVersionCode: b.docVersionCode } : {}),
  ...(b.publishDate ? { publishDate: b.publishDate } : {}),
});

/** A version as internal users read it: its replies, the doc's versions, its history. */
export const detailOf = (store: Collection<BulletinRecord>, record: BulletinRecord): BulletinDetail => ({
  ...record,
  history: record.history ?? [],
  versions: versionsOf(store, record).map(versionRef),
});

/** The next doc no. of the year: `DT-2026-0021`. */
export function nextDocNo(store: Collection<BulletinRecord>, prefix: 'DT' | 'PB'): string {
  const year = clock.today().slice(0, 4);
  const start = `${prefix}-${year}-`;
  const last = store.all().reduce((max, b) => (b.docNo?.startsWith(start) ? Math.max(max, Number(b.docNo.slice(start.length)) || 0) : max), 0);
  return `${start}${String(last + 1).padStart(4, '0')}`;
}

export const versionCode = (docNo: string, version: number) => `${docNo}-${String(version).padStart(2, '0')}`;

/** The publish date is the planned one, or today when that has passed. */
export const publishedOn = (planned: string | undefined) => {
  const today = clock.today();
  return planned && planned > today ? planned : today;
};

/** 409 with a reason: the record's state does not allow the action. */
export const refuse = (request: Request, text: Bilingual) => fail(409, [say(request, text)]);

/**
 * Mails a supplier's sign-in accounts (its applicant when it has none), in the supplier's
 * language: Chinese for a Chinese-speaking company, English for the others.
 */
export function mailSupplier(supplierId: number, subject: Bilingual, body: Bilingual): void {
  const supplier = suppliers.get(supplierId);
  if (!supplier) return;
  const lang = supplier.basicData.companyInfo.langCode?.startsWith('zh') ? 'zh-TW' : 'en-US';
  const accounts = db.state.accounts.filter((a) => a.kind === 'supplier' && a.supplierId === supplierId).map((a) => a.email);
  const to = new Set(accounts.length > 0 ? accounts : [supplier.basicData.applicantInfo.applicantEmail]);
  for (const address of to) if (address) sendMail(address, subject[lang], body[lang]);
}

