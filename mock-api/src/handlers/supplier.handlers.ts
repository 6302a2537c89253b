import { http } from 'msw';
import type { Supplier, SupplierListItem, SupplierPermissions } from 'shared-ui/contract';
import { effectivePermissionMap, type PermissionMap, type PermissionObject } from 'shared-ui/session/permissions';
import { requireInternal, requireSupplier } from '../http/guards';
import { say } from '../http/locale';
import { MSG } from '../http/messages';
import { fail, ok } from '../http/respond';
import type { SearchSpec } from '../store/search';
import { allMatches, answerPage, searchBody } from '../http/search';
import { writeSheet, xlsxAnswer } from '../http/xlsx';
import { textMatcher } from '../store/compare';
import { cloneData } from '../seed/domain';
import { suppliers, supplierAccounts } from '../store/collections';

/** What the caller may see and change of a supplier record, by data part (spec section 3). */
function permissionsFor(map: PermissionMap): SupplierPermissions {
  const part = (object: PermissionObject) => ({ visible: Boolean(map[object]?.view), editable: Boolean(map[object]?.edit) });
  return { basic: part('SUPPLIER_BASIC'), purchase: part('SUPPLIER_PURCHASE'), financial: part('SUPPLIER_FINANCIAL'), relation: part('SUPPLIER_INFO') };
}

/** The record as the caller may see it: the permission flags filled in, invisible parts emptied. */
function asSeenBy(supplier: Supplier, serverMap: PermissionMap): Supplier {
  const permissions = permissionsFor(effectivePermissionMap(serverMap));
  return {
    ...cloneData(supplier),
    permissions,
    financialData: permissions.financial.visible ? cloneData(supplier.financialData) : { financialInfoList: [] },
    purchaseData: permissions.purchase.visible ? cloneData(supplier.purchaseData) : { paymentSubRangeList: [], purchaseOrgList: [] },
  };
}

type Row = SupplierListItem & { serviceItemCodes: string[] };

export function listItemOf(s: Supplier): SupplierListItem {
  const { companyInfo, systemInfo } = s.basicData;
  return {
    id: s.id,
    ...(systemInfo.supplierNoScp ? { supplierNoScp: systemInfo.supplierNoScp } : {}),
    ...(systemInfo.supplierNoSap ? { supplierNoSap: systemInfo.supplierNoSap } : {}),
    name: companyInfo.name,
    countryCode: companyInfo.countryCode,
    supplierTypeCode: s.basicData.supplierTypeCode,
    identityType: companyInfo.identityType,
    identity: companyInfo.identity,
    stage: systemInfo.stage,
    status: systemInfo.status,
    blockStatus: systemInfo.blockStatus,
    bpmStatus: systemInfo.bpmStatus,
  };
}

/** `name` as plain text means "contains" (what a name box asks); a value search object is honoured as sent. */
const nameFilter = (row: Row, value: unknown) => {
  if (typeof value === 'object' && value !== null) {
    const { mode, value: text } = value as { mode?: string; value?: unknown };
    return textMatcher(String(text ?? ''), mode === 'STARTS_WITH' ? 'STARTS_WITH' : 'CONTAINS')(row.name);
  }
  return textMatcher(String(value), 'CONTAINS')(row.name);
};

const listRows = (): Row[] => suppliers.all().map((s) => ({ ...listItemOf(s), serviceItemCodes: s.basicData.categoryInfoList.map((c) => c.serviceItemCode) }));
const withoutServiceItems = ({ serviceItemCodes: _codes, ...row }: Row): SupplierListItem => row;

const SUPPLIER_SEARCH: SearchSpec<Row> = {
  keywordFields: ['name', 'supplierNoScp', 'supplierNoSap', 'identity'],
  filterPaths: { serviceItemCode: 'serviceItemCodes' },
  customFilters: { name: nameFilter },
};
const SUPPLIER_SHEET_COLUMNS = ['id', 'supplierNoScp', 'supplierNoSap', 'name', 'countryCode', 'supplierTypeCode', 'identityType', 'identity', 'stage', 'status', 'blockStatus', 'bpmStatus'] as const;

const notFound = (request: Request) => fail(404, [say(request, MSG.notFound)]);
const idOf = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : NaN);

/**
 * The supplier calls this issue needs for object-level isolation; the rest of the supplier
 * resource (create, update, commit, ...) comes with the supplier domain issue.
 */
export const supplierHandlers = [
  /** The supplier list (spec section 3 filters), rows of SupplierListItem, id DESC by default. */
  http.post('*/api/a/supplier/search', async ({ request }) => {
    const caller = requireInternal(request, 'SUPPLIER_BASIC', 'view');
    if ('response' in caller) return caller.response;
    return answerPage(request, listRows(), await searchBody(request), SUPPLIER_SEARCH, withoutServiceItems);
  }),

  /** The same search as an .xlsx (the list's Excel export), every matching supplier one row. */
  http.post('*/api/a/supplier/xls', async ({ request }) => {
    const caller = requireInternal(request, 'SUPPLIER_BASIC', 'view');
    if ('response' in caller) return caller.response;
    const rows = allMatches(request, listRows(), await searchBody(request), SUPPLIER_SEARCH);
    if (rows instanceof Response) return rows;
    const sheet = rows.map(withoutServiceItems).map((row) => SUPPLIER_SHEET_COLUMNS.map((column) => row[column]));
    return xlsxAnswer(await writeSheet('Suppliers', SUPPLIER_SHEET_COLUMNS, sheet), 'suppliers.xlsx');
  }),

  http.get<{ id: string }>('*/api/a/supplier/:id', ({ request, params }) => {
    const caller = requireInternal(request, 'SUPPLIER_BASIC', 'view');
    if ('response' in caller) return caller.response;
    const supplier = suppliers.get(idOf(params.id));
    return supplier ? ok(asSeenBy(supplier, caller.account.permissionMap)) : notFound(request);
  }),

  /** A supplier user's own record. */
  http.get('*/api/su/supplier/me', ({ request }) => {
    const caller = requireSupplier(request);
    if ('response' in caller) return caller.response;
    const supplier = suppliers.get(caller.account.supplierId);
    return supplier ? ok(asSeenBy(supplier, caller.account.permissionMap)) : notFound(request);
  }),

  /** By id, for a supplier user: its own id only; any other id is "no such record" (never 200). */
  http.get<{ id: string }>('*/api/su/supplier/:id', ({ request, params }) => {
    const caller = requireSupplier(request);
    if ('response' in caller) return caller.response;
    const id = idOf(params.id);
    const supplier = id === caller.account.supplierId ? suppliers.get(id) : undefined;
    return supplier ? ok(asSeenBy(supplier, caller.account.permissionMap)) : notFound(request);
  }),

  /**
   * The supplier's own sub-accounts, paged. The caller's supplier is forced over any
   * `supplierId` filter sent, so no filter can reach another supplier's rows.
   */
  http.post('*/api/su/supplierUser/search', async ({ request }) => {
    const caller = requireSupplier(request);
    if ('response' in caller) return caller.response;
    const body: unknown = await request.json().catch(() => ({}));
    const own = supplierAccounts.all().filter((a) => a.supplierId === caller.account.supplierId);
    const scoped = typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, supplierId: undefined } : body;
    return answerPage(request, own, scoped, { keywordFields: ['account', 'name', 'email'] });
  }),
];
