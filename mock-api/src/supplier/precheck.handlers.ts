import { http } from 'msw';
import { IDENTITY_PLACEHOLDER, supplierPreCheckSchema, type SupplierPreCheck } from 'shared-ui/contract';
import { readBody } from '../http/body';
import { parseOrRefuse } from '../http/field-errors';
import { guarded, type Guard } from '../http/guarded';
import { requireGeneralToken, requireInternal } from '../http/guards';
import { ok } from '../http/respond';
import { suppliers } from '../store/collections';

/** The registration (general token) or staff who may see suppliers (creating one). */
const applicantOrStaff: Guard<object> = (request) => {
  const applicant = requireGeneralToken(request);
  return 'response' in applicant ? requireInternal(request, 'SUPPLIER_BASIC', 'view') : applicant;
};

/** Names and numbers compared as people mistype them: case, outer and repeated spaces ignored. */
const normal = (value: string | undefined) => (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * `POST a/supplier/searchForPreCheck`: is a company with this identity (of this identity type,
 * when given) or this name registered already? The ten-X placeholder is no identity.
 */
export const supplierPreCheckHandlers = [
  http.post('*/api/a/supplier/searchForPreCheck', guarded(applicantOrStaff, async ({ request }) => {
    const parsed = parseOrRefuse(request, supplierPreCheckSchema, await readBody(request));
    if ('response' in parsed) return parsed.response;
    const { identityType, identity, name } = parsed.data;
    const wanted = { identity: normal(identity), name: normal(name) };
    const hasIdentity = wanted.identity !== '' && wanted.identity !== IDENTITY_PLACEHOLDER.toLowerCase();
    const companies = suppliers.all().map((s) => s.basicData.companyInfo);
    const answer: SupplierPreCheck = {
      identityRegistered: hasIdentity && companies.some((c) => normal(c.identity) === wanted.identity && (!identityType || c.identityType === identityType)),
      nameRegistered: wanted.name !== '' && companies.some((c) => normal(c.name) === wanted.name),
    };
    return ok(answer);
  })),
];
