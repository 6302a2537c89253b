import { issue, VK, type IssueMessage } from 'shared-ui/contract';
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
  return prefixed([...unknownCodes(basic, MASTER_CODES), ...items]);
}
