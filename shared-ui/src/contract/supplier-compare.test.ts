import { alignApproved, changeNeedsApproval, supplierChanges } from './supplier-compare';
import { validBank } from './test-fixtures';

const a = { ...validBank, bankAccount: 'A-001', currencyCode: 'TWD' };
const b = { ...validBank, bankAccount: 'B-002', currencyCode: 'USD' };
const contact = (name: string, ...accounts: string[]) => ({ name, email: `${name}@acme.example`, socialMediaList: accounts.map((account) => ({ typeCode: 'LINE', account })) });

/** Enough of a supplier for the comparison: its bank accounts, contacts, companies' payment info and payment sub-ranges. */
const version = ({
  banks = [a, b],
  contacts = [contact('Ann')],
  companies = ['1000'],
  subRanges = [],
}: { banks?: object[]; contacts?: object[]; companies?: string[]; subRanges?: object[] } = {}) =>
  ({
    basicData: { bankInfoList: banks, contactList: contacts, attachmentList: [] },
    financialData: { financialInfoList: companies.map((companyCode) => ({ companyCode, paymentTermCode: 'N030' })) },
    purchaseData: { purchaseOrgList: [], paymentSubRangeList: subRanges },
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
    const c = { ...a, accountName: 'Acme Japan', bankAccount: 'C-003', currencyCode: 'JPY' };
    const changes = supplierChanges(version({ banks: [{ ...b, swiftCode: 'BKTWTWTP' }, c] }), version());
    expect(changes).toEqual(
      expect.arrayContaining([
        { path: 'basicData.bankInfoList.0.swiftCode', after: 'BKTWTWTP' },
        { path: 'basicData.bankInfoList.1.bankAccount', after: 'C-003' },
        { path: 'basicData.bankInfoList.2.bankAccount', before: 'A-001' },
      ]),
    );
    expect(changes.filter((c) => c.path.startsWith('basicData.bankInfoList.0'))).toHaveLength(1);
  });

  it('reads the one record left on each side, most of its other fields alike, as its identity corrected', () => {
    const ann = contact('Ann', 'ann');
    expect(supplierChanges(version({ contacts: [contact('Bo'), { ...ann, name: 'Anne' }] }), version({ contacts: [ann, contact('Bo')] }))).toEqual([
      { path: 'basicData.contactList.1.name', before: 'Ann', after: 'Anne' },
    ]);
    expect(supplierChanges(version({ banks: [{ ...b, bankAccount: 'B-020' }, a] }), version())).toEqual([{ path: 'basicData.bankInfoList.0.bankAccount', before: 'B-002', after: 'B-020' }]);
  });

  it("keeps another code in a record's identity as one removed and one added, however alike the rest", () => {
    const paths = (changes: { path: string }[]) => changes.map((c) => c.path);
    // The same number at another bank is another account (a code chosen from a list is not mistyped).
    expect(paths(supplierChanges(version({ banks: [a, { ...b, bankCode: '005' }] }), version()))).toEqual([
      ...Object.keys(b).map((field) => `basicData.bankInfoList.1.${field}`),
      ...Object.keys(b).map((field) => `basicData.bankInfoList.2.${field}`),
    ]);
    // A new account at another bank in the same currency and name: its bank and number both new.
    const replacing = { ...b, bankCode: '005', bankAccount: 'E-005', swiftCode: 'LBOTTWTP' };
    expect(paths(supplierChanges(version({ banks: [a, replacing] }), version({ banks: [a, { ...b, swiftCode: 'BKTWTWTP' }] })))).toEqual([
      ...Object.keys(replacing).map((field) => `basicData.bankInfoList.1.${field}`),
      ...Object.keys({ ...b, swiftCode: '' }).map((field) => `basicData.bankInfoList.2.${field}`),
    ]);
    // Company 2000 in 1000's place, the same payment term: another company, not a code corrected.
    expect(paths(supplierChanges(version({ companies: ['2000'] }), version({ companies: ['1000'] })))).toEqual([
      'financialData.financialInfoList.0.companyCode',
      'financialData.financialInfoList.0.paymentTermCode',
      'financialData.financialInfoList.1.companyCode',
      'financialData.financialInfoList.1.paymentTermCode',
    ]);
  });

  it('keeps one removed and one added when no more than half of their other fields are alike', () => {
    // Bo in Ann's place: her e-mail is not his (a name and an e-mail, nothing alike but the identity).
    expect(supplierChanges(version({ contacts: [contact('Bo')] }), version({ contacts: [contact('Ann')] })).map((c) => c.path)).toEqual([
      'basicData.contactList.0.name',
      'basicData.contactList.0.email',
      'basicData.contactList.1.name',
      'basicData.contactList.1.email',
    ]);
    // Another account in B's place under another name, in the same currency: half alike is not most.
    const other = { ...b, accountName: 'Acme Trading', bankAccount: 'D-004' };
    expect(supplierChanges(version({ banks: [a, other] }), version()).map((c) => c.path)).toEqual([
      ...Object.keys(other).map((field) => `basicData.bankInfoList.1.${field}`),
      ...Object.keys(b).map((field) => `basicData.bankInfoList.2.${field}`),
    ]);
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

describe('records whose identifying field repeats', () => {
  const subRange = (purchasingOrgCode: string, subRangeCode: string, paymentTermCode: string) => ({ purchasingOrgCode, subRangeCode, paymentTermCode });

  it('tells a payment sub-range by its purchasing org with its code: the same code removed under one org is that sub-range removed', () => {
    const approved = version({ subRanges: [subRange('1100', '01', 'N030'), subRange('2100', '01', 'N060')] });
    expect(supplierChanges(version({ subRanges: [subRange('2100', '01', 'N060')] }), approved)).toEqual([
      { path: 'purchaseData.paymentSubRangeList.1.purchasingOrgCode', before: '1100' },
      { path: 'purchaseData.paymentSubRangeList.1.subRangeCode', before: '01' },
      { path: 'purchaseData.paymentSubRangeList.1.paymentTermCode', before: 'N030' },
    ]);
  });

  it('tells a bank account by its country and bank with its number: the same number at another bank is another account', () => {
    const fieldsOf = (account: object, index: number, side: 'before' | 'after') =>
      Object.entries(account).map(([field, value]) => ({ path: `basicData.bankInfoList.${index}.${field}`, [side]: value }));
    // A's number at another bank (its code 004 in Hong Kong is another bank), in another currency: A removed, that one added.
    for (const elsewhere of [{ ...a, bankCode: '005', swiftCode: 'LBOTTWTP', currencyCode: 'JPY' }, { ...a, countryCode: 'HK', currencyCode: 'HKD' }]) {
      const changes = supplierChanges(version({ banks: [b, elsewhere] }), version());
      expect(changes).toEqual([...fieldsOf(elsewhere, 1, 'after'), ...fieldsOf(a, 2, 'before')]);
    }
  });

  it('tells a social media account by its platform with its handle: the LINE one removed is not LINE changed into WeChat', () => {
    const both = { ...contact('Ann'), socialMediaList: [{ typeCode: 'LINE', account: 'ann' }, { typeCode: 'WECHAT', account: 'ann' }] };
    const weChatOnly = { ...contact('Ann'), socialMediaList: [{ typeCode: 'WECHAT', account: 'ann' }] };
    expect(supplierChanges(version({ contacts: [weChatOnly] }), version({ contacts: [both] }))).toEqual([
      { path: 'basicData.contactList.0.socialMediaList.1.typeCode', before: 'LINE' },
      { path: 'basicData.contactList.0.socialMediaList.1.account', before: 'ann' },
    ]);
  });

  it('pairs records sharing an identity as they stand before by their order: a contact kept beside her namesake is no change', () => {
    const annLee = { ...contact('Ann'), email: 'ann.lee@acme.example' };
    const annWu = { ...contact('Ann'), email: 'ann.wu@acme.example' };
    // The first Ann replaced by Bo: the second, still in her place, is herself.
    expect(supplierChanges(version({ contacts: [contact('Bo'), annWu] }), version({ contacts: [annLee, annWu] }))).toEqual([
      { path: 'basicData.contactList.0.name', after: 'Bo' },
      { path: 'basicData.contactList.0.email', after: 'Bo@acme.example' },
      { path: 'basicData.contactList.2.name', before: 'Ann' },
      { path: 'basicData.contactList.2.email', before: 'ann.lee@acme.example' },
    ]);
    // Both kept as they were, moved down by a contact added before them: each is herself, not her namesake.
    expect(supplierChanges(version({ contacts: [contact('Bo'), annLee, annWu] }), version({ contacts: [annLee, annWu] }))).toEqual([
      { path: 'basicData.contactList.0.name', after: 'Bo' },
      { path: 'basicData.contactList.0.email', after: 'Bo@acme.example' },
    ]);
    // The one in her place edited: still herself, her field changed.
    expect(supplierChanges(version({ contacts: [contact('Bo'), { ...annWu, title: 'Buyer' }] }), version({ contacts: [annLee, annWu] })).map((c) => c.path)).toEqual([
      'basicData.contactList.0.name',
      'basicData.contactList.0.email',
      'basicData.contactList.1.title',
      'basicData.contactList.2.name',
      'basicData.contactList.2.email',
    ]);
  });

  it('pairs a record with the namesake most of whose fields it still holds, wherever each stands: the first removed, the second edited', () => {
    const annLee = { ...contact('Ann'), id: 'c1', email: 'ann.lee@acme.example' };
    const annWu = { ...contact('Ann'), id: 'c2', email: 'ann.wu@acme.example', phone: '' };
    // Not Ann Lee (at her index) changed into Ann Wu; what the comparison does not read (an id, a blank) does not tell them apart.
    expect(supplierChanges(version({ contacts: [{ ...annWu, id: undefined, phone: undefined, title: 'Buyer' }] }), version({ contacts: [annLee, annWu] }))).toEqual([
      { path: 'basicData.contactList.0.title', after: 'Buyer' },
      { path: 'basicData.contactList.1.name', before: 'Ann' },
      { path: 'basicData.contactList.1.email', before: 'ann.lee@acme.example' },
    ]);
    // One left as she was goes before a namesake holding as many of her fields and more.
    const annWuBuyer = { ...annWu, title: 'Buyer' };
    expect(supplierChanges(version({ contacts: [annWu] }), version({ contacts: [annWuBuyer, annWu] }))).toEqual([
      { path: 'basicData.contactList.1.name', before: 'Ann' },
      { path: 'basicData.contactList.1.email', before: 'ann.wu@acme.example' },
      { path: 'basicData.contactList.1.title', before: 'Buyer' },
    ]);
  });
});
