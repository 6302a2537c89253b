import type { i18n as I18n } from 'i18next';

// Where the label of a field of each part lives: the company fields are the sign-up's.
const FIELD_LABELS: Record<string, string> = {
  companyInfo: 'supplier:register.fields',
  applicantInfo: 'supplier:register.fields',
  categoryInfoList: 'supplier:register.fields',
  contactList: 'supplier:master.contact',
  socialMediaList: 'supplier:master.contact',
  bankInfoList: 'supplier:master.bank',
  paymentInfo: 'supplier:master.payment',
  financialInfoList: 'supplier:master.financial',
  purchaseOrgList: 'supplier:master.procurement',
  paymentSubRangeList: 'supplier:master.procurement',
};

/**
 * A field of the History comparison in words: `basicData.bankInfoList.1.currencyCode` reads
 * "Bank accounts 2 › Currency". Parts come from `master.paths`, fields from the part's labels,
 * an attachment slot (`attachmentList.RAW-REG-EN`) is named by its setting (`slotNames`);
 * a field without a label shows its name rather than nothing.
 */
export function fieldPathLabel(path: string, i18n: I18n, slotNames: ReadonlyMap<string, string> = new Map()): string {
  const words: string[] = [];
  let part = '';
  for (const segment of path.split('.').slice(1)) {
    if (/^\d+$/.test(segment)) {
      words[words.length - 1] += ` ${Number(segment) + 1}`;
    } else if (part === 'attachmentList') {
      words.push(slotNames.get(segment) ?? segment);
    } else if (i18n.exists(`supplier:master.paths.${segment}`)) {
      words.push(i18n.t(`supplier:master.paths.${segment}`));
      part = segment;
    } else {
      // Code fields are labelled by what they name (`countryCode` is "Country").
      const key = [`${FIELD_LABELS[part]}.${segment}`, `supplier:master.fields.${segment}`].find((k) => i18n.exists(k));
      words.push(key ? i18n.t(key) : segment);
    }
  }
  return words.join(' › ');
}
