import { useSession } from 'shared-ui';
import type { OptionItem, SupplierOwnOptions } from 'shared-ui/contract';
import { optionsOf, queryClient, resource, serviceItemOptions, type OptionsSource, type ServerOptions } from 'shared-ui/data';

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

/** The option lists of the contact and bank account rows. */
export interface RowOptions {
  countries: OptionsSource;
  currencies: OptionsSource;
  genders: OptionsSource;
  languages: OptionsSource;
  socialMediaTypes: OptionsSource;
}

/** The signed-in lists (`g/options`) for the contact and bank rows. */
export const portalRowOptions: RowOptions = {
  countries: optionsOf('countries'),
  currencies: optionsOf('currencies'),
  genders: optionsOf('genders'),
  languages: optionsOf('languages'),
  socialMediaTypes: optionsOf('socialMediaTypes'),
};

const OWN_OPTIONS = 'su/supplier/me/options';

/**
 * One list of `su/supplier/me/options`: the whole answer is fetched once per language and shared
 * by every select of the form (the query cache holds it), each select taking its list.
 */
const ownList = (list: keyof SupplierOwnOptions): ServerOptions => ({
  key: [OWN_OPTIONS, list],
  load: async () => {
    const all = await queryClient.fetchQuery({
      queryKey: [OWN_OPTIONS, useSession.getState().locale],
      queryFn: () => resource(OWN_OPTIONS).read<SupplierOwnOptions>(),
      staleTime: 5 * 60_000,
    });
    return all[list];
  },
});

/**
 * A supplier's own record: every list from `su/supplier/me/options`, what the supplier may see
 * (tax jurisdictions of its own country). It never picks its supplier type, so none is offered.
 */
export const ownMasterOptions: MasterOptions = {
  supplierTypes: [],
  countries: ownList('countries'),
  identityTypes: ownList('identityTypes'),
  phoneCodes: ownList('phoneCodes'),
  languages: ownList('languages'),
  taxJurisdictions: ownList('taxJurisdictions'),
  serviceItems: ownList('serviceItems'),
};

/** A supplier's own contact and bank rows, from the same answer. */
export const ownRowOptions: RowOptions = {
  countries: ownList('countries'),
  currencies: ownList('currencies'),
  genders: ownList('genders'),
  languages: ownList('languages'),
  socialMediaTypes: ownList('socialMediaTypes'),
};
