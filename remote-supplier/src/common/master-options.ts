import type { OptionsSource } from 'shared-ui/form';
import { optionsOf } from 'shared-ui/data';

/** The option lists of the company and service-item fields, from wherever the page may read them. */
export interface MasterOptions {
  /** Prefix of the cache keys: the sign-up's lists are not the signed-in user's. */
  key: string;
  supplierTypes: OptionsSource;
  countries: OptionsSource;
  identityTypes: OptionsSource;
  phoneCodes: OptionsSource;
  languages: OptionsSource;
  taxJurisdictions: OptionsSource;
  /** Only the items (4 digits), not their groups. */
  serviceItems: OptionsSource;
}

/** The service items (4 digits), not their groups: what a supplier offers and a list filters by. */
export const serviceItemOptions = async () => (await optionsOf('serviceItems')()).filter((o) => 'parentCode' in o && Boolean(o.parentCode));

/** The signed-in lists (`g/options`, supplier types by permission for internal staff). */
export const portalMasterOptions: MasterOptions = {
  key: 'g',
  supplierTypes: optionsOf('supplierTypes'),
  countries: optionsOf('countries'),
  identityTypes: optionsOf('identityTypes'),
  phoneCodes: optionsOf('phoneCodes'),
  languages: optionsOf('languages'),
  taxJurisdictions: optionsOf('taxJurisdictions'),
  serviceItems: serviceItemOptions,
};
