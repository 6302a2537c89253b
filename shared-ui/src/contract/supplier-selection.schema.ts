import { z } from 'zod';
import { atLeastOne, duplicateIndexes } from './common.schema';
import { issue, report, type IssueMessage } from './issues';
import type { SupplierStage } from './supplier';
import { VK } from './validation-keys';
import { lazySchema } from './lazy-schema';

/**
 * Suppliers picked for an inquiry, an audit or a bulletin: at least one, none twice ("Duplicate
 * supplier selected." on each repeat, at its index).
 */
export const supplierSelectionSchema = lazySchema(() =>
  atLeastOne(z.number({ error: VK.required })).superRefine((ids, ctx) => {
    for (const i of duplicateIndexes(ids)) report(ctx, VK.duplicateSupplier, [i], { supplierId: ids[i] });
  }),
);

/**
 * "Supplier not yet approved (potential stage): confirm with the supplier contact." A notice per
 * selected supplier still in stage PRE: the choice stands, the buyer is told to check first.
 */
export function potentialSupplierNotices(selected: readonly { supplierId: number; stage: SupplierStage; name?: string }[]): IssueMessage[] {
  return selected.flatMap((s, i) =>
    s.stage === 'PRE' ? [issue(VK.supplierPotential, String(i), { supplierId: s.supplierId, name: s.name ?? '' })] : [],
  );
}
