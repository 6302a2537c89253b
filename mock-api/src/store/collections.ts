import type { AttachmentSetting, InternalAccount, IsoDate, Role, Supplier, SupplierAccount, SupplierHistoryEntry } from 'shared-ui/contract';
import { seedAttachmentSettings } from '../seed/attachment-settings';
import type { AuditRecord } from '../seed/audits';
import type { BillRecord } from '../seed/bills';
import type { BulletinRecord } from '../seed/bulletins';
import { collaborationSeed, purchasingSeed, suppliersSeed } from '../seed/domain';
import type { InquiryRecord } from '../seed/inquiries';
import { seedInternalUsers } from '../seed/internal-users';
import type { ParityRecord } from '../seed/parities';
import type { EstimateRecord, GoodsReceiptRecord, PoRecord, ScheduleRecord } from '../seed/purchasing-records';
import type { QuotationRecord } from '../seed/quotations';
import type { RelationEventRecord } from '../seed/relation-events';
import { seedRoles } from '../seed/roles';
import { seedSupplierAccounts } from '../seed/supplier-accounts';
import type { SurveyRecord } from '../seed/surveys';
import { createCollection } from './collection';

type WithId<T> = T & { id: number };

/**
 * The domain collections (state.collections); those with a `seed` are re-seeded for a data file
 * of an older seed (state.ts's SEEDED_COLLECTIONS). Domain handlers read and change them here.
 */
export const suppliers = createCollection<Supplier>('suppliers', { seed: suppliersSeed });
export const roles = createCollection<WithId<Role>>('roles', { seed: seedRoles });
export const internalUsers = createCollection<WithId<InternalAccount>>('internalUsers', { seed: seedInternalUsers });
export const supplierAccounts = createCollection<WithId<SupplierAccount>>('supplierAccounts', { seed: () => seedSupplierAccounts(suppliersSeed()) });
export const attachmentSettings = createCollection<AttachmentSetting>('attachmentSettings', { seed: seedAttachmentSettings });
export const purchaseOrders = createCollection<PoRecord>('purchaseOrders', { seed: () => purchasingSeed('orders') });
export const deliverySchedules = createCollection<ScheduleRecord>('deliverySchedules', { seed: () => purchasingSeed('schedules') });
export const goodsReceipts = createCollection<GoodsReceiptRecord>('goodsReceipts', { seed: () => purchasingSeed('goodsReceipts') });
export const poItemEstimates = createCollection<EstimateRecord>('poItemEstimates', { seed: () => purchasingSeed('estimates') });
export const surveys = createCollection<SurveyRecord>('surveys', { seed: () => collaborationSeed('surveys') });
export const audits = createCollection<AuditRecord>('audits', { seed: () => collaborationSeed('audits') });
export const inquiries = createCollection<InquiryRecord>('inquiries', { seed: () => collaborationSeed('inquiries') });
export const quotations = createCollection<QuotationRecord>('quotations', { seed: () => collaborationSeed('quotations') });
export const parities = createCollection<ParityRecord>('parities', { seed: () => collaborationSeed('parities') });
/** Invoice requests; each detail line keeps the `poItemId` of the PO item it bills. */
export const bills = createCollection<BillRecord>('bills', { seed: () => collaborationSeed('bills') });
/** Purchasing bulletins (route purchasingBulletin, calls purchaseBulletin). */
export const purchaseBulletins = createCollection<BulletinRecord>('purchaseBulletins', { seed: () => collaborationSeed('purchaseBulletins') });
/** Document tracking (route docTracking, calls eipBulletin): a record per doc version, with the suppliers' replies. */
export const docTrackingBulletins = createCollection<BulletinRecord>('docTrackingBulletins', { seed: () => collaborationSeed('docTrackingBulletins') });
/** Supplier relation events (calls supplier/relationLog). */
export const relationEvents = createCollection<RelationEventRecord>('relationEvents', { seed: () => collaborationSeed('relationEvents') });

/** The master-data parts of a supplier that an approval fixes (systemInfo as it was then). */
export type SupplierParts = Pick<Supplier, 'basicData' | 'financialData' | 'purchaseData'>;
/**
 * A supplier's workflow beside its record (id = the supplier's id): the last approved version
 * (absent: the seed record when the seed has it APPROVED, else never approved) and since when a
 * change is pending (for the automatic restore). Not seeded: only what the users did is saved.
 */
export interface SupplierWorkflowRecord {
  id: number;
  approved?: SupplierParts;
  pendingSince?: IsoDate;
}
export const supplierWorkflows = createCollection<SupplierWorkflowRecord>('supplierWorkflows');
/** The commit history lines of every supplier (`a/supplier/{id}/commitHistory`). */
export const supplierHistory = createCollection<SupplierHistoryEntry & { id: number }>('supplierHistory');
/** One record (id 1): the last business day the automatic restore looked at. */
export const supplierRestoreRuns = createCollection<{ id: number; lastDay: IsoDate }>('supplierRestoreRuns');
