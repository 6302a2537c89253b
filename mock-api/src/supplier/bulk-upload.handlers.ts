import { http } from 'msw';
import {
  brContactIssues,
  bulkChangedValues,
  bulkNumberCells,
  bulkSupplierIssues,
  bulkValuesOf,
  issue,
  VK,
  type BrContactResult,
  type BulkTransferResult,
  type IssueMessage,
  type Supplier,
} from 'shared-ui/contract';
import { readBody } from '../http/body';
import { refuseFields } from '../http/field-errors';
import { guarded, type Guard } from '../http/guarded';
import { say } from '../http/locale';
import { MSG } from '../http/messages';
import { fail, ok } from '../http/respond';
import { scopeOf } from '../http/scope';
import { MAX_PAGE_SIZE } from '../store/search';
import { supplierHistory, suppliers } from '../store/collections';
import { optionCodes } from '../admin/codes';
import type { Caller } from '../http/guards';
import { markPending } from './approved';
import { brazilOrgs, bulkMatches, bulkRowOf, supplierByScp } from './bulk-upload';
import { internalSupplierCaller } from './guards';
import { addHistory } from './history';
import { store } from './lifecycle';
import { refOf } from '../http/account-ref';

/** The all-supplier upload is for IT staff only (spec section 6): others get 403 whatever their roles. */
const itStaff: Guard<Caller> = (request) => {
  const caller = internalSupplierCaller('SUPPLIER_BASIC', 'edit')(request);
  if ('response' in caller) return caller;
  return caller.account.itStaff ? caller : { response: fail(403, [say(request, MSG.forbidden)]) };
};

const asObject = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const prefixed = (issues: IssueMessage[], prefix: string) => issues.map((i) => ({ ...i, path: i.path ? `${prefix}.${i.path}` : prefix }));

/** The all-supplier sheet's rows: the filter (download) or the sheet's numbers (old data), in pages. */
const searchByPermission = http.post('*/api/a/supplier/searchByPermission', guarded(itStaff, async ({ request }) => {
  const body = await readBody(request);
  const paging = asObject(body.paging);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Number(paging.pageSize) || 20));
  const page = Math.max(1, Math.floor(Number(paging.page) || 1));
  const rows = bulkMatches(body).sort((a, b) => a.id - b.id);
  const items = rows.slice((page - 1) * pageSize, page * pageSize).map(bulkRowOf);
  return ok({ atPage: page, items, totalCount: rows.length, totalPages: Math.max(1, Math.ceil(rows.length / pageSize)) });
}));

/**
 * The kept changes of an all-supplier upload, checked again with the master rules against the
 * stored records, go to sign-off as one batch: every supplier's record takes its change and
 * waits in SIGNING under the batch's one form number. Any broken row refuses the whole batch,
 * a supplier not ready for a sign-off too (bulkSupplierIssues: in sign-off, an uncommitted change
 * of its own, a potential one without its review attachments).
 */
const transferToBpm = http.post('*/api/a/supplier/updateOpenUpdatePhaseDataToBpm', guarded(itStaff, async ({ request, caller }) => {
  const body = await readBody(request);
  const changes = Array.isArray(body.changes) ? body.changes.map(asObject) : [];
  if (changes.length === 0) return refuseFields(request, [issue(VK.atLeastOne, 'changes')]);
  const environmentLevels = optionCodes('environmentLevels');
  const issues: IssueMessage[] = [];
  const seen = new Set<string>();
  const planned: { supplier: Supplier; values: Record<string, unknown> }[] = [];
  changes.forEach((change, index) => {
    const no = typeof change.supplierNoScp === 'string' ? change.supplierNoScp : '';
    const supplier = no ? supplierByScp(no) : undefined;
    if (!supplier) return issues.push(issue(VK.supplierScpNotFound, `changes.${index}.supplierNoScp`));
    if (seen.has(no)) return issues.push(issue(VK.duplicateSupplier, `changes.${index}.supplierNoScp`));
    seen.add(no);
    const sent = asObject(change.values);
    const values = bulkValuesOf(sent);
    const { companyInfo } = supplier.basicData;
    // The rules of the page's check, over the facts of the row it was given (bulkRowOf).
    const { status, stage, missingReviewAttachments } = bulkRowOf(supplier);
    const broken = bulkSupplierIssues(values, { current: companyInfo, status, stage, missingReviewAttachments, environmentLevels });
    if (broken.length) return issues.push(...prefixed(broken, `changes.${index}.values`));
    // As the page compares: a text value exactly (a leading zero added is a change), a number as a number.
    planned.push({ supplier, values: bulkChangedValues(values, companyInfo, bulkNumberCells(sent)) });
  });
  if (issues.length) return refuseFields(request, issues);
  const bpmDocNo = `BPM-BULK-${String(supplierHistory.nextId()).padStart(6, '0')}`;
  const by = refOf(caller.account);
  for (const { supplier, values } of planned) {
    const basicData = { ...supplier.basicData, companyInfo: { ...supplier.basicData.companyInfo, ...values } };
    store(supplier, { status: 'SIGNING', bpmStatus: 'SIGNING', bpmDocNo, bpmDocIdentify: `SUP${supplier.id}`, bpmDocUrl: `https://bpm.portal.example/doc/${bpmDocNo}` }, { basicData });
    suppliers.update(supplier.id, { updatedBy: by });
    markPending(supplier.id);
    addHistory(supplier.id, 'COMMIT_BPM', by, bpmDocNo);
  }
  return ok<BulkTransferResult>({ bpmDocNo, sent: planned.length });
}));

/**
 * The Brazil purchasing-org contacts: each row's form, its supplier, and a Brazil purchasing org
 * the supplier trades in and the caller's roles cover. `checkOnly` answers the report and writes
 * nothing; otherwise a batch with a broken row is refused whole (the page sends the passed rows).
 */
const brContacts = http.post('*/api/a/supplier/updateSupplierPurChaseContacts', guarded(internalSupplierCaller('SUPPLIER_PURCHASE', 'edit'), async ({ request, caller }) => {
  const body = await readBody(request);
  const rows = Array.isArray(body.rows) ? body.rows.map(asObject) : [];
  if (rows.length === 0) return refuseFields(request, [issue(VK.atLeastOne, 'rows')]);
  const scope = scopeOf(caller.account).purchasingOrgs;
  const facts = {
    brazilOrgs: brazilOrgs(),
    orgsOfSupplier: (no: string) => supplierByScp(no)?.purchaseData.purchaseOrgList.map((o) => o.purchasingOrgCode).filter((o) => scope.has(o)),
  };
  const report = rows.map((row, index) => ({ row: Number(row.row) || index + 1, issues: brContactIssues(row, facts) }));
  if (body.checkOnly === true) return ok<BrContactResult>({ rows: report, applied: 0 });
  const broken = report.flatMap((r, index) => prefixed(r.issues, `rows.${index}`));
  if (broken.length) return refuseFields(request, broken);
  for (const row of rows) {
    const supplier = supplierByScp(String(row.supplierNoScp).trim())!;
    const org = String(row.purchasingOrgCode).trim();
    const fresh = suppliers.get(supplier.id)!;
    const purchaseOrgList = fresh.purchaseData.purchaseOrgList.map((o) =>
      o.purchasingOrgCode === org ? { ...o, contactName: String(row.contactName).trim(), contactEmail: String(row.contactEmail).trim() } : o,
    );
    suppliers.update(supplier.id, { purchaseData: { ...fresh.purchaseData, purchaseOrgList } });
  }
  return ok<BrContactResult>({ rows: report, applied: rows.length });
}));

/** The two bulk uploads of the admin remote (spec section 7). */
export const supplierBulkUploadHandlers = [searchByPermission, transferToBpm, brContacts];
