import type { SupplierCandidate, SupplierFilter } from 'shared-ui/contract';
import { resource } from './resource';

// The one search of the forms that pick suppliers by name or number (an audit's targets, the
// suppliers invited to an inquiry): `a/supplier/searchForAudit`, the spec's name for it. Any
// registered supplier, whatever purchasing orgs the picker's roles cover, and only what names it
// (SupplierCandidate): the supplier list (`a/supplier/search`) and the record stay within them.

const candidates = resource<unknown, SupplierCandidate, SupplierFilter>('a/supplier', { search: 'searchForAudit' });

/** Suppliers by name, SCP or SAP number as the user types: the first 20 the server finds. */
export const searchSupplierCandidates = async (text: string): Promise<SupplierCandidate[]> =>
  (await candidates.search({ keyword: text.trim() || undefined, paging: { page: 1, pageSize: 20 }, sorts: [] })).items;
