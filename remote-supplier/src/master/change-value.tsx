import { useTranslation } from 'react-i18next';
import { OptionName, OptionNames, useFormats } from 'shared-ui/components';
import type { Supplier } from 'shared-ui/contract';
import { nameOf, optionsOf, useOptions, type OptionsSource } from 'shared-ui/data';
import { banksOf } from '../common/lookups';
import { portalMasterOptions, portalRowOptions } from '../common/master-options';
import { valueAt } from './compare-rows';

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
  // Every method, not the ones the row's company offers the supplier's country: a method the
  // approved version had keeps its name after the supplier's country or the company changed.
  'financialData.financialInfoList.*.paymentMethodCodes.*': list('paymentMethods'),
  'purchaseData.purchaseOrgList.*.purchasingOrgCode': list('purchasingOrgs'),
  'purchaseData.purchaseOrgList.*.currencyCode': list('currencies'),
  'purchaseData.purchaseOrgList.*.incotermCode': list('incoterms'),
  'purchaseData.paymentSubRangeList.*.purchasingOrgCode': list('purchasingOrgs'),
  'purchaseData.paymentSubRangeList.*.paymentTermCode': list('paymentTerms'),
};

/** The option list naming the codes at a path (its rows' indexes or `*`), in the version `record`; none for a field that is no code. */
function codedSource(path: string, record: Supplier): OptionsSource | undefined {
  const rows = path.split('.').filter((s) => /^\d+$/.test(s)).map(Number);
  return CODED_FIELDS[path.replace(/\.\d+(?=\.|$)/g, '.*')]?.(record, rows);
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
  const coded = codedSource(path, record);
  if (coded) return <OptionName source={coded} code={value} />;
  const raw = valueAt(record, path);
  if (typeof raw === 'boolean') return <>{t(raw ? 'detail:form.yes' : 'detail:form.no')}</>;
  if (typeof raw === 'number') return <>{formats.number(raw)}</>;
  return <>{value}</>;
}

/** A list of codes as it was (`itemPath`: the path of one of its codes), by the codes' names; — when empty. */
export function CodesValue({ itemPath, codes, record }: { itemPath: string; codes: readonly string[]; record: Supplier }) {
  const source = codedSource(itemPath, record) ?? [];
  return codes.length ? <OptionNames source={source} codes={codes} /> : <>—</>;
}

/**
 * A list of codes as it is now, by what changed: "新增 國內電匯；移除 支票" (Added Domestic wire
 * transfer; removed Cheque); the list itself when only its order changed.
 */
export function CodesChange({ itemPath, after, added, removed, record }: { itemPath: string; after: readonly string[]; added: readonly string[]; removed: readonly string[]; record: Supplier }) {
  const { t } = useTranslation('supplier');
  const options = useOptions(codedSource(itemPath, record) ?? []);
  const { list } = useFormats();
  const names = (codes: readonly string[]) => list(codes.map((code) => nameOf(options, code)));
  if (added.length && removed.length) return <>{t('master.history.addedRemoved', { added: names(added), removed: names(removed) })}</>;
  if (added.length) return <>{t('master.history.added', { names: names(added) })}</>;
  if (removed.length) return <>{t('master.history.removed', { names: names(removed) })}</>;
  return <>{names(after)}</>;
}
