import type { BasicData, Supplier, SupplierRecordOutput } from 'shared-ui/contract';
import { effectivePermissionMap, type PermissionMap } from 'shared-ui/contract';
import type { SupplierParts } from '../store/collections';

/** Which data parts besides Basic Info the caller may change (spec section 3). */
export function editableParts(serverMap: PermissionMap) {
  const map = effectivePermissionMap(serverMap);
  return { purchase: Boolean(map.SUPPLIER_PURCHASE?.edit), financial: Boolean(map.SUPPLIER_FINANCIAL?.edit) };
}

const field = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined);

/** The trading currencies of a purchaseData as sent (not yet checked): its orgs' currency codes. */
export function sentTradingCurrencies(purchaseData: unknown): string[] | null {
  const orgs = field(purchaseData, 'purchaseOrgList');
  if (!Array.isArray(orgs)) return null;
  return [...new Set(orgs.map((o) => field(o, 'currencyCode')).filter((c): c is string => typeof c === 'string' && c.trim() !== ''))];
}

/** A checked record body as stored parts, with the system info given (the schema never reads it). */
export function partsOfInput(data: SupplierRecordOutput, systemInfo: Supplier['basicData']['systemInfo']): SupplierParts {
  return {
    basicData: { ...(data.basicData as Omit<BasicData, 'systemInfo'>), systemInfo },
    financialData: data.financialData as Supplier['financialData'],
    purchaseData: data.purchaseData as Supplier['purchaseData'],
  };
}
