import type { Supplier } from 'shared-ui/contract';
import { historyComparison } from './compare-rows';

const contact = (name: string, account: string) => ({ name, email: `${account}@example.com`, socialMediaList: [{ typeCode: 'LINE', account }], sendEnvironmentSurvey: false, sendPurchaseOrder: true });

/** Enough of a supplier for the comparison: contacts and one company's payment methods. */
const supplier = (contacts: ReturnType<typeof contact>[], methods: string[]) =>
  ({
    basicData: { contactList: contacts, attachmentList: [] },
    financialData: { financialInfoList: [{ companyCode: '1000', paymentMethodCodes: methods }] },
    purchaseData: { purchaseOrgList: [], paymentSubRangeList: [] },
  }) as unknown as Supplier;

const rowsOf = (now: Supplier, then: Supplier) => historyComparison(now, then).rows;

it('reads a contact added as one row of the contact, and a changed field of a kept one as that field', () => {
  const then = supplier([contact('王小明', 'ming')], ['T']);
  const now = supplier([{ ...contact('王小明', 'ming'), email: 'ming@acme.example' }, contact('李大華', 'hua')], ['T']);
  expect(rowsOf(now, then)).toEqual([
    { kind: 'value', path: 'basicData.contactList.0.email', valuePath: 'basicData.contactList.0.email', before: 'ming@example.com', after: 'ming@acme.example' },
    { kind: 'record', path: 'basicData.contactList.1', listPath: 'basicData.contactList', fieldPaths: ['basicData.contactList.1.name'], before: undefined, after: ['李大華'] },
  ]);
  // A social media account is told apart by its platform with its handle: another one in its place is one added and one removed.
  const replaced = supplier([{ ...contact('王小明', 'ming'), socialMediaList: [{ typeCode: 'WECHAT', account: 'ming' }] }], ['T']);
  const at = (i: number) => `basicData.contactList.0.socialMediaList.${i}`;
  expect(rowsOf(replaced, then)).toEqual([
    { kind: 'record', path: at(0), listPath: 'basicData.contactList.0.socialMediaList', fieldPaths: [`${at(0)}.typeCode`, `${at(0)}.account`], before: undefined, after: ['WECHAT', 'ming'] },
    { kind: 'record', path: at(1), listPath: 'basicData.contactList.0.socialMediaList', fieldPaths: [`${at(1)}.typeCode`, `${at(1)}.account`], before: ['LINE', 'ming'], after: undefined },
  ]);
});

it('reads a contact removed from before another as one row of that contact, and contacts only reordered as none', () => {
  const then = supplier([contact('王小明', 'ming'), contact('李大華', 'hua')], ['T']);
  expect(rowsOf(supplier([contact('李大華', 'hua')], ['T']), then)).toEqual([
    { kind: 'record', path: 'basicData.contactList.1', listPath: 'basicData.contactList', fieldPaths: ['basicData.contactList.1.name'], before: ['王小明'], after: undefined },
  ]);
  expect(rowsOf(supplier([contact('李大華', 'hua'), contact('王小明', 'ming')], ['T']), then)).toEqual([]);
});

it('reads a list of codes as one row of what was added and removed, whichever entries moved', () => {
  const then = supplier([], ['T', 'C']);
  expect(rowsOf(supplier([], ['F', 'T']), then)).toEqual([
    { kind: 'codes', path: 'financialData.financialInfoList.0.paymentMethodCodes', itemPath: 'financialData.financialInfoList.0.paymentMethodCodes.*', before: ['T', 'C'], after: ['F', 'T'], added: ['F'], removed: ['C'] },
  ]);
  // Only the order: still a difference, with nothing added or removed.
  expect(rowsOf(supplier([], ['C', 'T']), then)).toEqual([expect.objectContaining({ kind: 'codes', added: [], removed: [] })]);
  expect(rowsOf(supplier([], ['T', 'C']), then)).toEqual([]);
});

it('aligns the approved version once, for the rows and for the version their values are read in', () => {
  const approved = supplier([contact('王小明', 'ming'), contact('李大華', 'hua')], ['T']);
  let walks = 0;
  // Each alignment walks the approved version from its top: count the walks.
  const counted = new Proxy(approved, {
    ownKeys: (target) => {
      walks += 1;
      return Reflect.ownKeys(target);
    },
  });
  const { then, rows } = historyComparison(supplier([contact('李大華', 'hua')], ['T']), counted);
  expect(walks).toBe(1);
  expect(then.basicData.contactList.map((c) => c.name)).toEqual(['李大華', '王小明']);
  expect(rows).toEqual([expect.objectContaining({ kind: 'record', path: 'basicData.contactList.1', before: ['王小明'] })]);
});
