import { http } from 'msw';
import { BRAZIL_COUNTRY_ON_CREATE, BRAZIL_COUNTRY_ON_EDIT, type PaymentSubRangeAnswer, type Supplier, type SupplierOwnOptions } from 'shared-ui/contract';
import { guarded } from '../http/guarded';
import { requestLang, say } from '../http/locale';
import { localize, queryParam } from '../http/options';
import { fail, ok } from '../http/respond';
import type { SeedOption } from '../seed/option-types';
import { db } from '../store/db';
import { contactRows } from './contacts';
import { internalSupplierCaller, ownRecord, staffSupplierOf } from './guards';
import { SUPPLIER_MSG } from './messages';

/** The country a jurisdiction lies in: its code's first part (`BR-SP` is Brazil's). B1 is Brazil while being created. */
const countryOf = (code: string) => code.split('-')[0];
const asCountry = (countryCode: string) => (countryCode === BRAZIL_COUNTRY_ON_CREATE ? BRAZIL_COUNTRY_ON_EDIT : countryCode);

/** The tax jurisdictions (in the request's language), of one country when given. */
function taxList(request: Request, countryCode: string) {
  const country = asCountry(countryCode);
  const list = (db.state.reference.options.taxJurisdictions ?? []).filter((o) => !country || countryOf(o.code) === country);
  return list.map((o) => localize(o, requestLang(request)));
}
const taxOptions = (request: Request, countryCode: string) => ok(taxList(request, countryCode));

/** The lists a supplier's own form offers, all of them in one answer (SupplierOwnOptions). */
function ownOptions(request: Request, supplier: Supplier): SupplierOwnOptions {
  const lang = requestLang(request);
  const list = (name: string, keep: (o: SeedOption) => boolean = () => true) => (db.state.reference.options[name] ?? []).filter(keep).map((o) => localize(o, lang));
  return {
    countries: list('countries'),
    identityTypes: list('identityTypes'),
    phoneCodes: list('phoneCodes'),
    languages: list('languages'),
    taxJurisdictions: taxList(request, supplier.basicData.companyInfo.countryCode),
    // What a supplier offers is an item, never a group.
    serviceItems: list('serviceItems', (o) => Boolean(o.parentCode)),
    currencies: list('currencies'),
    genders: list('genders'),
    socialMediaTypes: list('socialMediaTypes'),
  };
}

/**
 * A supplier's payment sub-ranges and what a sub-range may take (decided for issue 18, the spec
 * names the call only): its purchasing orgs as stored, named, and every payment term. Purchasing
 * data, so SUPPLIER_PURCHASE view like `purchaseData` in the record (view.ts); the save refuses
 * any other org or term at the field (purchase-codes.ts).
 */
function paymentSubRanges(request: Request, supplier: Supplier): PaymentSubRangeAnswer {
  const lang = requestLang(request);
  const options = db.state.reference.options;
  const orgs = new Set(supplier.purchaseData.purchaseOrgList.map((o) => o.purchasingOrgCode));
  return {
    paymentSubRangeList: supplier.purchaseData.paymentSubRangeList,
    purchasingOrgs: (options.purchasingOrgs ?? []).filter((o) => orgs.has(o.code)).map((o) => localize(o, lang)),
    paymentTerms: (options.paymentTerms ?? []).map((o) => localize(o, lang)),
  };
}

/**
 * The supplier's lookups of spec section 7: the tax options that feed the tax jurisdiction
 * select (staff: any country, `?countryCode=`; a supplier: its own country), a supplier's own
 * form's option lists (`su/supplier/me/options`), and one supplier's
 * contacts, its payment sub-ranges. Registered before `a/supplier/:id`, whose one word these paths would otherwise be.
 */
export const supplierLookupHandlers = [
  http.get('*/api/a/supplier/options/tax', guarded(internalSupplierCaller('SUPPLIER_BASIC', 'view'), ({ request }) => taxOptions(request, queryParam(request, 'countryCode')))),
  http.get('*/api/su/supplier/me/options', guarded(ownRecord, ({ request, caller }) => ok(ownOptions(request, caller.supplier)))),
  http.get('*/api/su/supplier/me/tax', guarded(ownRecord, ({ request, caller }) => taxOptions(request, caller.supplier.basicData.companyInfo.countryCode))),
  http.get<{ id: string }>('*/api/a/supplier/:id/paymentSubRange', guarded(internalSupplierCaller('SUPPLIER_PURCHASE', 'view'), ({ request, params, caller }) => {
    const found = staffSupplierOf(request, params.id, caller);
    return 'response' in found ? found.response : ok(paymentSubRanges(request, found.supplier));
  })),
  http.get('*/api/a/supplier/contacts', guarded(internalSupplierCaller('SUPPLIER_BASIC', 'view'), ({ request, caller }) => {
    const raw = queryParam(request, 'supplierId');
    if (!raw) return fail(400, [say(request, SUPPLIER_MSG.supplierIdRequired)]);
    const found = staffSupplierOf(request, raw, caller);
    return 'response' in found ? found.response : ok(contactRows([found.supplier]));
  })),
];
