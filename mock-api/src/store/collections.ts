import type { AttachmentSetting, InternalAccount, Role, Supplier, SupplierAccount } from 'shared-ui/contract';
import { seedAttachmentSettings } from '../seed/attachment-settings';
import { purchasingSeed, suppliersSeed } from '../seed/domain';
import { seedInternalUsers } from '../seed/internal-users';
import type { EstimateRecord, GoodsReceiptRecord, PoRecord, ScheduleRecord } from '../seed/purchasing-records';
import { seedRoles } from '../seed/roles';
import { seedSupplierAccounts } from '../seed/supplier-accounts';
import { createCollection } from './collection';

type WithId<T> = T & { id: number };

/**
 * The seeded domain collections (state.collections), named in state.ts's SEEDED_COLLECTIONS so a
 * data file of an older seed gets them afresh. Domain handlers read and change them here.
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
