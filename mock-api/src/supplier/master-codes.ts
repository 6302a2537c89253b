import { issue, VK, type IssueMessage } from 'shared-ui/contract';
import { bankOf } from '../general/banks';
import { knownCode, unknownCodes, type CodedField } from '../general/coded-fields';

/** The coded fields of a supplier's basic data and the option list each code comes from (the lists its form offers). */
const MASTER_CODES: CodedField[] = [
  ['supplierTypeCode', 'supplierTypes'],
  ['companyInfo.countryCode', 'countries'],
  ['companyInfo.identityType', 'identityTypes'],
  ['companyInfo.langCode', 'languages'],
  ['companyInfo.phoneCountryCode', 'phoneCodes'],
  ['companyInfo.taxJurisdictionCode', 'taxJurisdictions'],
  ['companyInfo.environmentLevelCode', 'environmentLevels'],
  ['companyInfo.companyCode', 'companies'],
];

/** The coded fields of a bank account, beside its bank (looked up by the account's country). */
const BANK_CODES: CodedField[] = [
  ['countryCode', 'countries'],
  ['currencyCode', 'currencies'],
];

/**
 * "Invalid" at a bank account's country or currency outside its list, and at a bank its country
 * does not list: the form's bank select offers only the banks of the account's country (`g/banks`).
 */
function bankIssues(basic: unknown): IssueMessage[] {
  const accounts = (basic as { bankInfoList?: unknown } | null)?.bankInfoList;
  return (Array.isArray(accounts) ? accounts : []).flatMap((account: { countryCode?: unknown; bankCode?: unknown } | null, index) => {
    const coded = unknownCodes(account, BANK_CODES);
    const { countryCode, bankCode } = account ?? {};
    const countryKnown = typeof countryCode === 'string' && countryCode !== '' && !coded.some((i) => i.path === 'countryCode');
    const bankUnknown = countryKnown && typeof bankCode === 'string' && bankCode !== '' && !bankOf(countryCode, bankCode);
    return [...coded, ...(bankUnknown ? [issue(VK.invalid, 'bankCode')] : [])].map((i) => ({ ...i, path: `bankInfoList.${index}.${i.path}` }));
  });
}

/**
 * "Invalid" at each code of basic data outside its list (a forged or outdated form), on the
 * sign-up, the supplier's own change and the buyer's edit alike; `at` is where basic data sits
 * in the body (`basicData.` in `a/supplier`). Blank codes are the schema's to report.
 */
export function masterCodeIssues(basic: unknown, at = ''): IssueMessage[] {
  const prefixed = (issues: IssueMessage[]) => issues.map((i) => ({ ...i, path: `${at}${i.path}` }));
  const categories = (basic as { categoryInfoList?: unknown } | null)?.categoryInfoList;
  // Service items are chosen among the items, not their groups.
  const items = (Array.isArray(categories) ? categories : []).flatMap((c: { serviceItemCode?: unknown }, index) =>
    typeof c?.serviceItemCode === 'string' && c.serviceItemCode !== '' && !knownCode('serviceItems', c.serviceItemCode, (o) => Boolean(o.parentCode))
      ? [issue(VK.invalid, `categoryInfoList.${index}.serviceItemCode`)]
      : [],
  );
  return prefixed([...unknownCodes(basic, MASTER_CODES), ...items, ...bankIssues(basic)]);
}
