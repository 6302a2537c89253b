import { narrowed, optionsOf, type OptionsSource, type ServerOptions } from 'shared-ui/data';

/** The option lists of the company and service-item fields, from wherever the page may read them. */
export interface MasterOptions {
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
export const serviceItemOptions: ServerOptions = narrowed(optionsOf('serviceItems'), 'items', (o) => 'parentCode' in o && Boolean(o.parentCode));

/** The signed-in lists (`g/options`, supplier types by permission for internal staff). */
export const portalMasterOptions: MasterOptions = {
  supplierTypes: optionsOf('supplierTypes'),
  countries: optionsOf('countries'),
  identityTypes: optionsOf('identityTypes'),
  phoneCodes: optionsOf('phoneCodes'),
  languages: optionsOf('languages'),
  taxJurisdictions: optionsOf('taxJurisdictions'),
  serviceItems: serviceItemOptions,
};
