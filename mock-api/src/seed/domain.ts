import type { Supplier } from 'shared-ui/contract';
import { seedCollaboration, type CollaborationSeed } from './collaboration';
import { seedPurchasing } from './purchase-orders';
import type { PurchasingSeed } from './purchasing-records';
import { seedSuppliers } from './suppliers';

// The suppliers feed the sub-account and PO seeds; generate them once and hand out copies, so a
// reset stays fast and no collection shares objects with another.
/**
 * A copy as plain JSON data of this realm. Not structuredClone: under jest's sandbox it builds
 * arrays of the outer realm, and the search engine tests lists with `instanceof Array` (path.ts).
 */
export const cloneData = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

let suppliers: Supplier[] | null = null;
const baseSuppliers = () => (suppliers ??= seedSuppliers());

export const suppliersSeed = (): Supplier[] => cloneData(baseSuppliers());

let seedById: Map<number, Supplier> | null = null;
/** One seeded supplier as a fresh copy (the seed as generated, whatever the store holds now). */
export function seedSupplierOf(id: number): Supplier | undefined {
  seedById ??= new Map(baseSuppliers().map((s) => [s.id, s]));
  const found = seedById.get(id);
  return found ? cloneData(found) : undefined;
}

let purchasing: PurchasingSeed | null = null;
const basePurchasing = () => (purchasing ??= seedPurchasing(baseSuppliers()));

/** One part of the purchasing seed (built once), as a fresh copy. */
export const purchasingSeed = <K extends keyof PurchasingSeed>(part: K): PurchasingSeed[K] => cloneData(basePurchasing()[part]);

let collaboration: CollaborationSeed | null = null;
const baseCollaboration = () => (collaboration ??= seedCollaboration(baseSuppliers(), basePurchasing()));

/** One collaboration collection's seed (surveys, audits, inquiries, ..., built once), as a fresh copy. */
export const collaborationSeed = <K extends keyof CollaborationSeed>(part: K): CollaborationSeed[K] => cloneData(baseCollaboration()[part]);

/** The seeded orders themselves, to read only (the notifications of the POs the ERP delivered). */
export const seededOrders = (): readonly PurchasingSeed['orders'][number][] => basePurchasing().orders;
