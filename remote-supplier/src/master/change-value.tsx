import { useTranslation } from 'react-i18next';
import { OptionName, useFormats } from 'shared-ui/components';
import type { Supplier } from 'shared-ui/contract';
import { optionsOf, type OptionsSource } from 'shared-ui/data';
import { banksOf, paymentMethodsOf } from '../common/lookups';
import { portalMasterOptions, portalRowOptions } from '../common/master-options';

/** A coded field's options, from the version it belongs to and its row numbers (`bankInfoList.1.bankCode` → [1]): a bank follows its row's country. */
type CodedField = (record: Supplier, rows: number[]) => OptionsSource;

const list = (name: string): CodedField => () => optionsOf(name);
const master = (name: keyof typeof portalMasterOptions): CodedField => () => portalMasterOptions[name];
const row = (name: keyof typeof portalRowOptions): CodedField => () => portalRowOptions[name];

/**
 * The coded fields of the record (each row's index a `*`) and the option list their select offers
 * on the Basic Info, Financial and Procurement tabs: the same lists, so the same cached names.
 */
const CODED_FIELDS: Record<string, CodedField> = {
  'basicData.supplierTypeCode': master('supplierTypes'),
  'basicData.companyInfo.countryCode': master('countries'),
  'basicData.companyInfo.langCode': master('languages'),
  'basicData.companyInfo.identityType': master('identityTypes'),
  'basicData.companyInfo.phoneCountryCode': master('phoneCodes'),
  'basicData.companyInfo.taxJurisdictionCode': master('taxJurisdictions'),
  'basicData.companyInfo.companyCode': list('companies'),
  'basicData.companyInfo.environmentLevelCode': list('environmentLevels'),
  'basicData.categoryInfoList.*.serviceItemCode': master('serviceItems'),
  'basicData.contactList.*.gender': row('genders'),
  'basicData.contactList.*.langCode': row('languages'),
  'basicData.contactList.*.socialMediaList.*.typeCode': row('socialMediaTypes'),
  'basicData.bankInfoList.*.countryCode': row('countries'),
  'basicData.bankInfoList.*.bankCode': (record, [i]) => {
    const country = record.basicData.bankInfoList[i]?.countryCode;
    return country ? banksOf(country) : [];
  },
  'basicData.bankInfoList.*.currencyCode': row('currencies'),
  'basicData.paymentInfo.payType': list('payTypes'),
  'basicData.paymentInfo.paymentTermCode': list('paymentTerms'),
  'financialData.financialInfoList.*.companyCode': list('companies'),
  'financialData.financialInfoList.*.paymentTermCode': list('paymentTerms'),
  'financialData.financialInfoList.*.paymentMethodCodes.*': (record, [i]) => {
    const company = record.financialData.financialInfoList[i]?.companyCode;
    const country = record.basicData.companyInfo.countryCode;
    return company && country ? paymentMethodsOf(country, company) : [];
  },
  'purchaseData.purchaseOrgList.*.purchasingOrgCode': list('purchasingOrgs'),
  'purchaseData.purchaseOrgList.*.currencyCode': list('currencies'),
  'purchaseData.purchaseOrgList.*.incotermCode': list('incoterms'),
  'purchaseData.paymentSubRangeList.*.purchasingOrgCode': list('purchasingOrgs'),
  'purchaseData.paymentSubRangeList.*.paymentTermCode': list('paymentTerms'),
};

/** The value the record holds at a dotted path (undefined where the path is not the record's shape, e.g. an attachment slot). */
function valueAt(record: unknown, path: string): unknown {
  let value = record;
  for (const segment of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/**
 * One side of a History comparison as the record's tabs show it: a code by its option's name in
 * the user's language, a yes/no field as 是/否 (Yes/No), a number in the user's format, text as
 * it is. `record` is the version the value belongs to (the last approved one, or the current).
 */
export function ChangeValue({ path, value, record }: { path: string; value: string | undefined; record: Supplier }) {
  const { t } = useTranslation();
  const formats = useFormats();
  if (value === undefined) return <>—</>;
  const rows = path.split('.').filter((s) => /^\d+$/.test(s)).map(Number);
  const coded = CODED_FIELDS[path.replace(/\.\d+(?=\.|$)/g, '.*')];
  if (coded) return <OptionName source={coded(record, rows)} code={value} />;
  const raw = valueAt(record, path);
  if (typeof raw === 'boolean') return <>{t(raw ? 'detail:form.yes' : 'detail:form.no')}</>;
  if (typeof raw === 'number') return <>{formats.number(raw)}</>;
  return <>{value}</>;
}
