import type { OptionItem } from 'shared-ui/contract';
import { narrowed, optionsOf, resource, type OptionsSource, type ServerOptions } from 'shared-ui/data';

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

/** A tax options call of spec section 7 as a select's options (they feed the tax jurisdiction). */
const taxOptions = (path: string): ServerOptions => ({ key: [path], load: () => resource(path).read<OptionItem[]>() });

/** The signed-in lists (`g/options`, supplier types by permission for internal staff), tax options from `a/supplier/options/tax`. */
export const portalMasterOptions: MasterOptions = {
  supplierTypes: optionsOf('supplierTypes'),
  countries: optionsOf('countries'),
  identityTypes: optionsOf('identityTypes'),
  phoneCodes: optionsOf('phoneCodes'),
  languages: optionsOf('languages'),
  taxJurisdictions: taxOptions('a/supplier/options/tax'),
  serviceItems: serviceItemOptions,
};

/** A supplier's own record: the tax options of its own country (`su/supplier/me/tax`). */
export const ownMasterOptions: MasterOptions = { ...portalMasterOptions, taxJurisdictions: taxOptions('su/supplier/me/tax') };
