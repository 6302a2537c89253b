import { paymentMethodOptions, seedBanks, seedPaymentMethods, type BankRecord, type PaymentMethodRecord } from './banks';
import { seedCatalogues } from './catalogues';
import {
  seedAttachmentTypes,
  seedAuditTypes,
  seedBulletinCategories,
  seedEnvironmentLevels,
  seedGenders,
  seedIncoterms,
  seedInquiryTypes,
  seedPaymentTerms,
  seedPayTypes,
  seedRelationEventTypes,
  seedSocialMediaTypes,
  seedSupplierTypes,
  seedUnits,
} from './commerce';
import { seedExchangeRates, type ExchangeRateRecord } from './exchange-rates';
import { seedCountries, seedCurrencies, seedIdentityTypes, seedLanguages, seedPhoneCodes, seedTaxJurisdictions } from './geography';
import { seedStaffs } from './internal-users';
import type { SeedOption } from './option-types';
import { seedCompanies, seedDepartments, seedPlants, seedPoTypes, seedPurchasingOrgs } from './organisation';
import { seedServiceItems } from './service-items';

/**
 * The read-only reference data behind the g/ and ss/ lookups: option lists (bilingual names),
 * banks, payment methods and exchange rates. Kept in `MockState.reference`, so it is saved,
 * restored and re-seeded with the rest of the state.
 */
export interface ReferenceData {
  options: Record<string, SeedOption[]>;
  banks: BankRecord[];
  paymentMethods: PaymentMethodRecord[];
  exchangeRates: ExchangeRateRecord[];
}

export function seedOptionLists(): Record<string, SeedOption[]> {
  return {
    ...seedCatalogues(),
    companies: seedCompanies(),
    purchasingOrgs: seedPurchasingOrgs(),
    plants: seedPlants(),
    poTypes: seedPoTypes(),
    departments: seedDepartments(),
    currencies: seedCurrencies(),
    countries: seedCountries(),
    paymentTerms: seedPaymentTerms(),
    incoterms: seedIncoterms(),
    staffs: seedStaffs(),
    languages: seedLanguages(),
    genders: seedGenders(),
    taxJurisdictions: seedTaxJurisdictions(),
    supplierTypes: seedSupplierTypes(),
    serviceItems: seedServiceItems(),
    phoneCodes: seedPhoneCodes(),
    identityTypes: seedIdentityTypes(),
    environmentLevels: seedEnvironmentLevels(),
    payTypes: seedPayTypes(),
    paymentMethods: paymentMethodOptions(),
    units: seedUnits(),
    inquiryTypes: seedInquiryTypes(),
    relationEventTypes: seedRelationEventTypes(),
    socialMediaTypes: seedSocialMediaTypes(),
    bulletinCategories: seedBulletinCategories(),
    auditTypes: seedAuditTypes(),
    attachmentTypes: seedAttachmentTypes(),
  };
}

export function seedReference(): ReferenceData {
  return { options: seedOptionLists(), banks: seedBanks(), paymentMethods: seedPaymentMethods(), exchangeRates: seedExchangeRates() };
}
