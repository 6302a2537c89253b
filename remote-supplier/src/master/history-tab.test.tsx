import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { testServer } from 'shared-ui/testing/msw-server';
import { api } from 'shared-ui';
import type { Supplier } from 'shared-ui/contract';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';

jest.setTimeout(120_000);
withMockBackend();

/**
 * Supplier 1001 now and as it was last approved, a few fields of each kind apart: a supplier type,
 * a country and a payment term (codes), a flag, a bank account's currency (a row's code), an amount,
 * a file in an attachment slot, a company's payment methods and the service items (lists of codes),
 * and records of lists of records the supplier has since removed, each told apart by what
 * identifies it rather than its place: a bank account, the first of the approved ones (its bank
 * and account number), whose number an account added at another bank has too; a contact's WeChat
 * account with the same handle as the LINE one kept (platform and handle); a payment sub-range
 * (purchasing org and code); a namesake of the first contact (her name and e-mail).
 */
async function apart(): Promise<{ now: Supplier; then: Supplier }> {
  const now = (await api.get<Supplier>('a/supplier/1001')).data;
  expect(now.financialData.financialInfoList[0]).toMatchObject({ companyCode: '1000', paymentMethodCodes: ['T', 'C'] });
  expect(now.basicData.categoryInfoList).toEqual([{ serviceItemCode: '1030', main: true }, { serviceItemCode: '4010', main: false }, { serviceItemCode: '7020', main: false }]);
  expect(now.basicData.bankInfoList).toHaveLength(2);
  now.financialData.financialInfoList[0].paymentMethodCodes = ['T'];
  now.basicData.contactList[0].socialMediaList = [{ typeCode: 'LINE', account: 'hsintai.chen' }];
  const then = structuredClone(now);
  then.financialData.financialInfoList[0].paymentMethodCodes = ['C'];
  then.basicData.categoryInfoList = [{ serviceItemCode: '4010', main: true }, { serviceItemCode: '1030', main: false }, { serviceItemCode: '5010', main: false }];
  then.basicData.supplierTypeCode = 'RAW';
  then.basicData.companyInfo.countryCode = 'JP';
  then.basicData.companyInfo.greenSupplierChainSurvey = true;
  then.basicData.paymentInfo.paymentTermCode = 'N030';
  then.basicData.bankInfoList[1].currencyCode = 'JPY';
  // Removed since: the first of the approved accounts, so the kept ones were at other places then.
  then.basicData.bankInfoList.unshift({ ...then.basicData.bankInfoList[1], bankAccount: '9876543210', bankCode: '0080015', swiftCode: 'HNBKTWTP', currencyCode: 'EUR' });
  // Added since: an account of that number at another bank, in yen: another account, not the removed one's bank changed.
  now.basicData.bankInfoList.push({ ...now.basicData.bankInfoList[1], bankAccount: '9876543210', bankCode: '0040015', swiftCode: 'BKTWTWTP', currencyCode: 'JPY' });
  // Removed since: the WeChat account before the LINE one of the same handle, and a sub-range.
  then.basicData.contactList[0].socialMediaList.unshift({ typeCode: 'WECHAT', account: 'hsintai.chen' });
  then.purchaseData.paymentSubRangeList = [{ purchasingOrgCode: '1100', subRangeCode: '01', paymentTermCode: 'N030' }];
  // Removed since: a namesake of the first contact, told apart from her by her e-mail.
  now.basicData.contactList[0].name = then.basicData.contactList[0].name = '陳信泰';
  then.basicData.contactList.push({ ...then.basicData.contactList[0], id: undefined, email: 'tai.chen@hsintai.example', socialMediaList: [] });
  then.financialData.financialInfoList[1].fee = 1500;
  then.basicData.attachmentList = then.basicData.attachmentList.map((a) => (a.attachmentCode === 'PART-REG-ZH' ? { ...a, files: [{ ...a.files[0], fileName: 'reg-2025.pdf' }] } : a));
  expect(now.basicData).toMatchObject({ supplierTypeCode: 'PART', companyInfo: { countryCode: 'TW', greenSupplierChainSurvey: false }, paymentInfo: { paymentTermCode: 'N060' } });
  expect(now.basicData.bankInfoList[1].currencyCode).toBe('USD');
  expect(now.financialData.financialInfoList[1].fee).toBe(15);
  return { now, then };
}

/** The comparison's rows as [field, last approved, now], once every name has come. */
async function comparedRows(title: string) {
  const table = await screen.findByRole('table', { name: title });
  const rows = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
  return rows;
}

async function openHistory(locale: 'zh-TW' | 'en-US', versions: () => Promise<{ now: Supplier; then: Supplier }> = apart) {
  const user = userEvent.setup();
  await signInAs('buyer');
  const { now, then } = await versions();
  testServer.use(
    http.get('*/api/a/supplier/1001', () => HttpResponse.json(now)),
    http.get('*/api/a/supplier/1001/lastApproved', () => HttpResponse.json(then)),
  );
  const view = await renderRemoteFeature(remote, 'supplier', '/detail/view/1001', locale);
  await user.click(await screen.findByRole('tab', { name: locale === 'zh-TW' ? '異動歷程' : 'History' }));
  return view;
}

// Each language's labels and option names; the attachment slot keeps the company's own name. A list
// of codes is one row: what it was, and what was added and removed; a removed record is one row
// named by what identifies it (never by a number it did not have), and the kept ones are compared
// with themselves, not with the record that was at their place.
const COMPARED = {
  'zh-TW': {
    heading: '與最近一次核准資料的差異',
    rows: [
      ['供應商類型', '原物料供應商', '零組件供應商'],
      ['附件 › 營業登記證明', 'reg-2025.pdf', 'reg-1001.pdf'],
      ['銀行帳戶 2 › 幣別', '日圓', '美元'],
      ['公司 › 國家', '日本', '台灣'],
      ['公司 › 參與綠色供應鏈調查', '是', '否'],
      ['付款 › 付款條件', '月結 30 天', '月結 60 天'],
      ['公司付款資訊 2 › 手續費扣除', '1,500', '15'],
      ['公司付款資訊 1 › 付款方式', '支票', '新增 國內電匯；移除 支票'],
      ['服務項目', '紙箱、銅材、塑膠模具', '新增 檢驗測試；移除 塑膠模具'],
      ['服務項目 › 主要服務項目', '紙箱', '銅材'],
      ['銀行帳戶 3', '—', '台灣 / 0040015 臺灣銀行 營業部 / 9876543210'],
      ['銀行帳戶（0080015 華南商業銀行 營業部 / 9876543210）', '台灣 / 0080015 華南商業銀行 營業部 / 9876543210', '—'],
      ['聯絡人 1 › 社群媒體（微信 / hsintai.chen）', '微信 / hsintai.chen', '—'],
      ['付款子範圍（台北採購組織 / 01）', '台北採購組織 / 01', '—'],
      ['聯絡人（陳信泰 / tai.chen@hsintai.example）', '陳信泰', '—'],
    ],
  },
  'en-US': {
    heading: 'Changes against the last approved data',
    rows: [
      ['Supplier type', 'Raw material supplier', 'Component supplier'],
      ['Attachment › 營業登記證明', 'reg-2025.pdf', 'reg-1001.pdf'],
      ['Bank account 2 › Currency', 'Japanese yen', 'US dollar'],
      ['Company › Country', 'Japan', 'Taiwan'],
      ['Company › Takes part in the green supply chain survey', 'Yes', 'No'],
      ['Payment › Payment term', 'Net 30 days', 'Net 60 days'],
      ['Company payment info 2 › Handling fee deduction', '1,500', '15'],
      ['Company payment info 1 › Payment methods', 'Cheque', 'Added Domestic wire transfer; removed Cheque'],
      ['Service item', 'Cartons, Copper, Plastic molds', 'Added Inspection and testing; removed Plastic molds'],
      ['Service item › Main service item', 'Cartons', 'Copper'],
      ['Bank account 3', '—', 'Taiwan / 0040015 Bank of Taiwan, Main branch / 9876543210'],
      ['Bank account (0080015 Hua Nan Commercial Bank, Main branch / 9876543210)', 'Taiwan / 0080015 Hua Nan Commercial Bank, Main branch / 9876543210', '—'],
      ['Contact 1 › Social media (WeChat / hsintai.chen)', 'WeChat / hsintai.chen', '—'],
      ['Payment sub-range (Taipei purchasing / 01)', 'Taipei purchasing / 01', '—'],
      ['Contact (陳信泰 / tai.chen@hsintai.example)', '陳信泰', '—'],
    ],
  },
} as const;

it.each(['zh-TW', 'en-US'] as const)('History names each changed field by its label and shows its values as the record does (%s)', async (locale) => {
  await openHistory(locale);
  const { heading, rows: expected } = COMPARED[locale];
  const rows = await comparedRows(heading);
  // The names come with their option lists.
  await waitFor(() => expect(rows()).toEqual(expect.arrayContaining(expected.map((row) => [...row]))));
  expect(rows()).toHaveLength(expected.length);
});

/**
 * Supplier 1001 with what identifies a record corrected since approval, the rest of it alike: the
 * first contact's name (a wrong character) and the first bank account's number (two digits
 * swapped); and a payment sub-range replaced by one with nothing alike, under another org.
 */
async function corrected(): Promise<{ now: Supplier; then: Supplier }> {
  const now = (await api.get<Supplier>('a/supplier/1001')).data;
  now.basicData.contactList[0].name = '陳信泰';
  now.basicData.bankInfoList[0].bankAccount = '040944116686';
  now.purchaseData.paymentSubRangeList = [{ purchasingOrgCode: '2100', subRangeCode: '02', paymentTermCode: 'N060' }];
  const then = structuredClone(now);
  then.basicData.contactList[0].name = '陳信太';
  then.basicData.bankInfoList[0].bankAccount = '040944116668';
  then.purchaseData.paymentSubRangeList = [{ purchasingOrgCode: '1100', subRangeCode: '01', paymentTermCode: 'N030' }];
  return { now, then };
}

// A record whose identity was corrected is that record with that field changed, not one removed and
// one added; one with nothing alike in another's place is still the one removed and the other added.
const CORRECTED = {
  'zh-TW': {
    heading: '與最近一次核准資料的差異',
    rows: [
      ['銀行帳戶 1 › 帳號', '040944116668', '040944116686'],
      ['聯絡人 1 › 姓名', '陳信太', '陳信泰'],
      ['付款子範圍 1', '—', '蘇州採購組織 / 02'],
      ['付款子範圍（台北採購組織 / 01）', '台北採購組織 / 01', '—'],
    ],
  },
  'en-US': {
    heading: 'Changes against the last approved data',
    rows: [
      ['Bank account 1 › Account no.', '040944116668', '040944116686'],
      ['Contact 1 › Name', '陳信太', '陳信泰'],
      ['Payment sub-range 1', '—', 'Suzhou purchasing / 02'],
      ['Payment sub-range (Taipei purchasing / 01)', 'Taipei purchasing / 01', '—'],
    ],
  },
} as const;

it.each(['zh-TW', 'en-US'] as const)('History reads a corrected name or account number as that field changed (%s)', async (locale) => {
  await openHistory(locale, corrected);
  const { heading, rows: expected } = CORRECTED[locale];
  const rows = await comparedRows(heading);
  await waitFor(() => expect(rows()).toEqual(expected.map((row) => [...row])));
});
