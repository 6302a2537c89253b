import { alignApproved, changeNeedsApproval, supplierChanges } from './supplier-compare';
import { validBank } from './test-fixtures';

const a = { ...validBank, bankAccount: 'A-001', currencyCode: 'TWD' };
const b = { ...validBank, bankAccount: 'B-002', currencyCode: 'USD' };
const contact = (name: string, ...accounts: string[]) => ({ name, email: `${name}@acme.example`, socialMediaList: accounts.map((account) => ({ typeCode: 'LINE', account })) });

/** Enough of a supplier for the comparison: its bank accounts, contacts and companies' payment info. */
const version = ({ banks = [a, b], contacts = [contact('Ann')], companies = ['1000'] }: { banks?: object[]; contacts?: object[]; companies?: string[] } = {}) =>
  ({
    basicData: { bankInfoList: banks, contactList: contacts, attachmentList: [] },
    financialData: { financialInfoList: companies.map((companyCode) => ({ companyCode, paymentTermCode: 'N030' })) },
    purchaseData: { purchaseOrgList: [], paymentSubRangeList: [] },
  }) as never;

type Lists = { basicData: { bankInfoList: unknown[]; contactList: { socialMediaList: { account: string }[] }[] } };

describe('a list of records compared with the last approved version', () => {
  it('reads an account removed from between the others as that account removed, not its neighbour changed into it', () => {
    expect(supplierChanges(version({ banks: [b] }), version())).toEqual(
      Object.entries(a).map(([field, value]) => ({ path: `basicData.bankInfoList.1.${field}`, before: value })),
    );
  });

  it('reads records only reordered as no change', () => {
    expect(supplierChanges(version({ banks: [b, a] }), version())).toEqual([]);
    expect(supplierChanges(version({ contacts: [contact('Bo', 'bo'), contact('Ann', 'ann1', 'ann2')] }), version({ contacts: [contact('Ann', 'ann2', 'ann1'), contact('Bo', 'bo')] }))).toEqual([]);
    expect(supplierChanges(version({ companies: ['2000', '1000'] }), version({ companies: ['1000', '2000'] }))).toEqual([]);
  });

  it('reads a changed field of a moved record at its current index, and a new record as added', () => {
    const changes = supplierChanges(version({ banks: [{ ...b, swiftCode: 'BKTWTWTP' }, { ...a, bankAccount: 'C-003' }] }), version());
    expect(changes).toEqual(
      expect.arrayContaining([
        { path: 'basicData.bankInfoList.0.swiftCode', after: 'BKTWTWTP' },
        { path: 'basicData.bankInfoList.1.bankAccount', after: 'C-003' },
        { path: 'basicData.bankInfoList.2.bankAccount', before: 'A-001' },
      ]),
    );
    expect(changes.filter((c) => c.path.startsWith('basicData.bankInfoList.0'))).toHaveLength(1);
  });

  it('pairs a record whose identity is blank by its position', () => {
    expect(supplierChanges(version({ banks: [a, { ...b, bankAccount: '' }] }), version())).toEqual([{ path: 'basicData.bankInfoList.1.bankAccount', before: 'B-002' }]);
    expect(supplierChanges(version({ banks: [a, b] }), version({ banks: [a, { ...b, bankAccount: '' }] }))).toEqual([{ path: 'basicData.bankInfoList.1.bankAccount', after: 'B-002' }]);
  });

  it('aligns the approved lists to the current ones: the same record at the same index, a new one none, a removed one after the end', () => {
    const approved = version({ banks: [a, b], contacts: [contact('Ann', 'x', 'y')] });
    const aligned = alignApproved(version({ banks: [{ ...b, bankAccount: 'C-003' }, b], contacts: [contact('Ann', 'y')] }), approved) as Lists;
    expect(aligned.basicData.bankInfoList).toEqual([undefined, b, a]);
    expect(aligned.basicData.contactList[0].socialMediaList.map((s) => s.account)).toEqual(['y', 'x']);
    // The approved version itself is left as it was.
    expect((approved as Lists).basicData.bankInfoList).toEqual([a, b]);
  });

  it('still asks for sign-off by the changed paths: a contact removed needs none, a bank account removed does', () => {
    expect(changeNeedsApproval(supplierChanges(version({ contacts: [contact('Bo')] }), version({ contacts: [contact('Ann'), contact('Bo')] })))).toBe(false);
    expect(changeNeedsApproval(supplierChanges(version({ banks: [b] }), version()))).toBe(true);
    expect(changeNeedsApproval(supplierChanges(version({ banks: [b, a] }), version()))).toBe(false);
  });
});
