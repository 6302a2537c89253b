import { DEFAULT_ENVIRONMENT_LEVEL_CODE, NOT_AVAILABLE } from './constants';
import type { Code } from './scalars';

/** Capital and employee count take a number or NA (spec section 5, Registration). */
export type NumberOrNa = number | typeof NOT_AVAILABLE;

/**
 * basicData.companyInfo (spec section 3, every listed field). The spec lists "postcodes": one
 * postcode per address line, so `postcode1` goes with `address1` and `postcode2` with `address2`.
 */
export interface CompanyInfo {
  name: string;
  countryCode: Code;
  identityType: Code;
  /** The identity (tax / registration) number, or ten X when none can be given. */
  identity: string;
  address1: string;
  postcode1: string;
  address2?: string;
  postcode2?: string;
  contactAddress?: string;
  capital: NumberOrNa;
  employeeCount: NumberOrNa;
  /** The buyer's company code the supplier is created under. */
  companyCode?: Code;
  description?: string;
  environmentLevelCode: Code;
  greenSupplierChainSurvey: boolean;
  /** Free search words. */
  keyword?: string;
  langCode: Code;
  personInCharge: string;
  phone: string;
  phoneCountryCode: Code;
  /** The tax jurisdiction (option list `taxJurisdictions`), where the supplier is taxed. */
  taxJurisdictionCode?: Code;
  /**
   * The region of the registration address (spec section 3 shows the label "registration address
   * and region" without its field; the name is the portal's): `address1` is that address.
   */
  registrationRegion?: string;
  /** The social insurance code (a label of spec section 3; the field's name is the portal's). */
  socialInsuranceCode?: string;
  webSite?: string;
}

/** basicData.applicantInfo: who applied, plus the default applicant the buyer side keeps. */
export interface ApplicantInfo {
  applicantAccount: string;
  applicantEmail: string;
  applicantName: string;
  defaultApplicantAccount?: string;
  defaultApplicantEmail?: string;
}

/** One service item category of basicData.categoryInfoList; exactly one is the main one. */
export interface CategoryInfo {
  serviceItemCode: Code;
  main: boolean;
}

export function newCompanyInfo(): CompanyInfo {
  return {
    name: '',
    countryCode: '',
    identityType: '',
    identity: '',
    address1: '',
    postcode1: '',
    capital: 0,
    employeeCount: 0,
    environmentLevelCode: DEFAULT_ENVIRONMENT_LEVEL_CODE,
    greenSupplierChainSurvey: false,
    langCode: '',
    personInCharge: '',
    phone: '',
    phoneCountryCode: '',
  };
}
