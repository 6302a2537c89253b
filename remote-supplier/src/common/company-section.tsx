import { CheckboxField, SelectField, TextareaField, TextField } from 'shared-ui/form';
import { Columns, Section, Wide } from 'shared-ui/components';
import { optionsOf } from 'shared-ui/data';
import type { MasterOptions } from './master-options';

export const fieldLabel = (key: string) => `supplier:register.fields.${key}`;
const hint = (key: string) => `supplier:register.hints.${key}`;

export interface CompanySectionProps {
  /** Where the company lives in the form: '' (sign-up, own record) or 'basicData.' (detail). */
  prefix: string;
  options: MasterOptions;
  /** A new supplier (sign-up, create, copy): Brazil is chosen as B1, not BR as on a change (spec section 5). */
  creating: boolean;
  /** The supplier type is chosen at sign-up and by purchasing staff, not by the supplier later. */
  withSupplierType: boolean;
  /** The environment level and company code: purchasing staff keep them (the server keeps them on a supplier's own change). */
  withPurchasingFields?: boolean;
  /** The section's heading id (unique on the page). */
  id: string;
}

/** The company's fields of spec section 3 (`companyInfo`), as sign-up, detail and own record show them. */
export function CompanySection({ prefix, options, creating, withSupplierType, withPurchasingFields = false, id }: CompanySectionProps) {
  const at = (field: string) => `${prefix}companyInfo.${field}`;
  return (
    <Section id={id} title="supplier:register.sections.company">
      <Columns>
        {withSupplierType && <SelectField name={`${prefix}supplierTypeCode`} label={fieldLabel('supplierType')} options={options.supplierTypes} required />}
        <TextField name={at('name')} label={fieldLabel('name')} required autoComplete="organization" />
        <SelectField name={at('countryCode')} label={fieldLabel('country')} options={options.countries} required helperText={hint(creating ? 'country' : 'countryOnChange')} />
        <SelectField name={at('langCode')} label={fieldLabel('langCode')} options={options.languages} required helperText={hint('langCode')} />
        <SelectField name={at('identityType')} label={fieldLabel('identityType')} options={options.identityTypes} required />
        <TextField name={at('identity')} label={fieldLabel('identity')} required helperText={hint('identity')} />
        <Wide>
          <TextField name={at('address1')} label={fieldLabel('address1')} required autoComplete="street-address" />
        </Wide>
        <TextField name={at('postcode1')} label={fieldLabel('postcode1')} required helperText={hint('postcode')} autoComplete="postal-code" />
        <TextField name={at('registrationRegion')} label={fieldLabel('registrationRegion')} helperText={hint('registrationRegion')} />
        <SelectField name={at('taxJurisdictionCode')} label={fieldLabel('taxJurisdiction')} options={options.taxJurisdictions} />
        <TextField name={at('socialInsuranceCode')} label={fieldLabel('socialInsuranceCode')} />
        <Wide>
          <TextField name={at('address2')} label={fieldLabel('address2')} />
        </Wide>
        <TextField name={at('postcode2')} label={fieldLabel('postcode2')} helperText={hint('postcode')} />
        <TextField name={at('contactAddress')} label={fieldLabel('contactAddress')} />
        <SelectField name={at('phoneCountryCode')} label={fieldLabel('phoneCountryCode')} options={options.phoneCodes} required />
        <TextField name={at('phone')} label={fieldLabel('phone')} required autoComplete="tel-national" />
        {/* Text, not a number keyboard: NA is a valid answer. */}
        <TextField name={at('capital')} label={fieldLabel('capital')} required helperText={hint('numberOrNa')} />
        <TextField name={at('employeeCount')} label={fieldLabel('employeeCount')} required helperText={hint('numberOrNa')} />
        <TextField name={at('personInCharge')} label={fieldLabel('personInCharge')} required />
        <TextField name={at('webSite')} label={fieldLabel('webSite')} helperText={hint('webSite')} autoComplete="url" />
        <TextField name={at('keyword')} label={fieldLabel('keyword')} />
        <Wide>
          <TextareaField name={at('description')} label={fieldLabel('description')} />
        </Wide>
        {withPurchasingFields && (
          <>
            <SelectField name={at('companyCode')} label={fieldLabel('companyCode')} options={optionsOf('companies')} />
            <SelectField name={at('environmentLevelCode')} label={fieldLabel('environmentLevel')} options={optionsOf('environmentLevels')} required />
          </>
        )}
        {/* Announcements addressed to the green supply chain reach the suppliers with this flag. */}
        <Wide>
          <CheckboxField name={at('greenSupplierChainSurvey')} label={fieldLabel('greenSupplierChainSurvey')} helperText={hint('greenSupplierChainSurvey')} />
        </Wide>
      </Columns>
    </Section>
  );
}
