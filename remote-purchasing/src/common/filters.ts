import type { FilterDef } from 'shared-ui/list';
import { PLANTS } from './options';

// The filters the purchasing lists share (spec section 3: PO number, material, plant); labels by
// the `purchasing:fields.<name>` convention.

type PurchasingFilter = { poNo?: string; material?: string; plantCode?: string };

export const poNoFilter: FilterDef<PurchasingFilter> = { type: 'text', name: 'poNo' };
export const materialFilter: FilterDef<PurchasingFilter> = { type: 'text', name: 'material' };
/** Plants within the internal user's scope (a/options), all plants for a supplier (g/options). */
export const plantFilter: FilterDef<PurchasingFilter> = { type: 'select', name: 'plantCode', label: 'purchasing:fields.plant', options: PLANTS };
