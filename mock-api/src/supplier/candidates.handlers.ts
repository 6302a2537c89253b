import type { PermissionAction, PermissionObject, SupplierCandidate } from 'shared-ui/contract';
import type { Guard, Refusal } from '../http/guarded';
import { internalHolding } from '../http/guards';
import { searchCalls } from '../http/search-calls';
import type { AccountRecord } from '../seed/accounts';
import { biddingHolding } from '../sourcing/guards';
import type { SearchSpec } from '../store/search';
import { SUPPLIER_SEARCH, supplierRows, type SupplierRow } from './list';
import { catchUpRestore } from './restore';

/**
 * Who picks suppliers by name for a document: an audit's planner (AUDIT create or edit), an
 * inquiry's writer (INQUIRY create or edit: its suppliers while a draft) and whoever invites more
 * to a sent one (QUOTATION edit, as `a/inquiry/{id}/quotation`); the bidding rights not while
 * bidding is switched off, as every bidding call.
 */
const PICKERS: readonly Guard<{ account: AccountRecord }>[] = [
  ...(['create', 'edit'] as const).map((action) => internalHolding('AUDIT', action)),
  ...([['INQUIRY', 'create'], ['INQUIRY', 'edit'], ['QUOTATION', 'edit']] as [PermissionObject, PermissionAction][]).map(([object, action]) => biddingHolding(object, action)),
];

/** The first picker's right the caller holds lets it through; none (a supplier, a read-only user): the refusal (401/403). */
const supplierPicker: Guard<{ account: AccountRecord }> = (request) => {
  catchUpRestore();
  let refusal: Refusal | undefined;
  for (const guard of PICKERS) {
    const caller = guard(request);
    if (!('response' in caller)) return { account: caller.account };
    refusal ??= caller;
  }
  return refusal!;
};

const candidateOf = (s: SupplierRow): SupplierCandidate => ({
  id: s.id!,
  name: s.name,
  ...(s.supplierNoScp ? { supplierNoScp: s.supplierNoScp } : {}),
  ...(s.supplierNoSap ? { supplierNoSap: s.supplierNoSap } : {}),
  stage: s.stage,
  blockStatus: s.blockStatus,
});

/**
 * The supplier list's search by what a candidate shows (name, SCP and SAP numbers), not by its tax
 * ID: unscoped, a keyword of `identity` would tell whether a tax ID is another org's supplier's.
 */
const CANDIDATE_SEARCH: SearchSpec<SupplierRow> = { ...SUPPLIER_SEARCH, keywordFields: ['name', 'supplierNoScp', 'supplierNoSap'] };

/**
 * `a/supplier/searchForAudit` (the spec's name; its use is wider): every registered supplier by the
 * supplier list's search (its keyword not by tax ID), as `SupplierCandidate`s (a potential one flagged by `stage`), for the
 * pickers of audits and inquiries. Not narrowed to the caller's purchasing orgs (scope.ts): an audit
 * or a sourcing event may take any supplier, and a candidate carries no master data.
 */
export const supplierCandidateHandlers = searchCalls({ path: '*/api/a/supplier/searchForAudit', guard: supplierPicker, rows: () => supplierRows(), spec: CANDIDATE_SEARCH, item: candidateOf });
