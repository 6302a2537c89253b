import { issue, VK, type IssueMessage, type PaymentSubRange, type PurchasingControl } from 'shared-ui/contract';
import { unknownCodes, type CodedField } from '../general/coded-fields';

const ORG_CODES: CodedField[] = [
  ['purchasingOrgCode', 'purchasingOrgs'],
  ['currencyCode', 'currencies'],
  ['incotermCode', 'incoterms'],
];
const SUB_RANGE_CODES: CodedField[] = [['paymentTermCode', 'paymentTerms']];

/**
 * "Invalid" at each code of purchasing data outside its list, and at a payment sub-range whose
 * purchasing org is not one of the record's own purchasing orgs (a sub-range splits the payment
 * terms of an org the supplier trades with; `a/supplier/{id}/paymentSubRange` offers exactly
 * those). Checked against the purchasing data as it will be saved; `at` is where it sits.
 */
export function purchaseCodeIssues(purchase: { purchaseOrgList: PurchasingControl[]; paymentSubRangeList: PaymentSubRange[] }, at = 'purchaseData.'): IssueMessage[] {
  const within = (list: string, index: number) => (i: IssueMessage) => ({ ...i, path: `${at}${list}.${index}.${i.path}` });
  const orgs = new Set(purchase.purchaseOrgList.map((o) => o.purchasingOrgCode));
  const orgIssues = purchase.purchaseOrgList.flatMap((o, index) => unknownCodes(o, ORG_CODES).map(within('purchaseOrgList', index)));
  const subRangeIssues = purchase.paymentSubRangeList.flatMap((s, index) => [
    ...(s.purchasingOrgCode && !orgs.has(s.purchasingOrgCode) ? [issue(VK.invalid, 'purchasingOrgCode')] : []),
    ...unknownCodes(s, SUB_RANGE_CODES),
  ].map(within('paymentSubRangeList', index)));
  return [...orgIssues, ...subRangeIssues];
}
