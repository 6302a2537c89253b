import { issuesOf } from './issues';
import { changeNeedsApproval, supplierChanges } from './supplier-compare';
import { relationEventSchema, supplierBlockSchema, supplierOwnChangeSchema, supplierRecordSchema } from './supplier-master.schema';
import { validBank, validCompany } from './test-fixtures';

const basicData = {
  supplierTypeCode: 'PART',
  applicantInfo: { applicantAccount: 'acme', applicantEmail: 'a@acme.example', applicantName: 'Ann' },
  paymentInfo: { payType: 'TRANSFER', paymentProcessFeeBen: false },
  companyInfo: validCompany,
  contactList: [{ name: 'Ann', email: 'ann@acme.example', socialMediaList: [], sendEnvironmentSurvey: true, sendPurchaseOrder: true }] as Record<string, unknown>[],
  categoryInfoList: [{ serviceItemCode: '1101', main: true }],
  bankInfoList: [validBank],
  attachmentList: [],
  freeAttachmentList: [],
};
const record = (over: Partial<typeof basicData> = {}, orgs = [{ purchasingOrgCode: '1100', currencyCode: 'TWD' }]) => ({
  basicData: { ...basicData, ...over },
  financialData: { financialInfoList: [] },
  purchaseData: { paymentSubRangeList: [], purchaseOrgList: orgs },
});
const usd = { ...validBank, bankAccount: '002', currencyCode: 'USD' };

describe('supplier record (detail page and PUT a/supplier/{id})', () => {
  it('passes a complete record', () => {
    expect(issuesOf(supplierRecordSchema(), record())).toEqual([]);
  });

  it('refuses a second account in a currency, at the repeated row', () => {
    expect(issuesOf(supplierRecordSchema(), record({ bankInfoList: [validBank, usd, { ...validBank, bankAccount: '9' }] }))).toEqual([
      { path: 'basicData.bankInfoList.2.currencyCode', key: 'validation:bankCurrencyExists', params: { currency: 'TWD' } },
    ]);
  });

  it('takes the trading currencies from its own purchasing orgs, or from the caller', () => {
    const onlyUsd = record({ bankInfoList: [usd] });
    expect(issuesOf(supplierRecordSchema(), onlyUsd)).toEqual([
      { path: 'basicData.bankInfoList.0.currencyCode', key: 'validation:tradingCurrencyFirst', params: { currencies: 'TWD' } },
    ]);
    expect(issuesOf(supplierRecordSchema(['USD']), onlyUsd)).toEqual([]);
  });

  it('asks for BR on a supplier that exists and B1 on one being created', () => {
    const brazil = record({ companyInfo: { ...validCompany, countryCode: 'B1', postcode1: '01000-000' } }, []);
    expect(issuesOf(supplierRecordSchema(undefined, 'edit'), brazil)).toEqual([
      { path: 'basicData.companyInfo.countryCode', key: 'validation:brazilEditUseBr', params: { country: 'BR' } },
    ]);
    expect(issuesOf(supplierRecordSchema(undefined, 'create'), brazil)).toEqual([]);
  });

  it('requires a contact name and a valid e-mail, and reads an upload list as the one attachment', () => {
    const file = { fileId: 'f1', fileName: 'card.png' };
    const contacts = [{ ...basicData.contactList[0], name: '', email: 'nope', attachment: [file] }];
    expect(issuesOf(supplierRecordSchema(), record({ contactList: contacts })).map((i) => `${i.path} ${i.key}`)).toEqual([
      'basicData.contactList.0.name validation:required',
      'basicData.contactList.0.email validation:email',
    ]);
    const parsed = supplierRecordSchema().parse(record({ contactList: [{ ...basicData.contactList[0], attachment: [file] }] as never }));
    expect(parsed.basicData.contactList[0].attachment).toEqual(file);
  });
});

describe('the supplier own change (PUT su/supplier/me)', () => {
  const { supplierTypeCode: _t, applicantInfo: _a, paymentInfo: _p, ...own } = basicData;
  it('passes the parts a supplier may change, paths without basicData', () => {
    expect(issuesOf(supplierOwnChangeSchema(['TWD']), own)).toEqual([]);
    expect(issuesOf(supplierOwnChangeSchema(['TWD']), { ...own, bankInfoList: [usd] })).toEqual([
      { path: 'bankInfoList.0.currencyCode', key: 'validation:tradingCurrencyFirst', params: { currencies: 'TWD' } },
    ]);
  });
});

describe('block and relation event', () => {
  it('needs a date to block', () => {
    expect(issuesOf(supplierBlockSchema, { blockAction: 'BLOCK', blockDate: '2026-03-19' })).toEqual([]);
    expect(issuesOf(supplierBlockSchema, { blockAction: 'BLOCK', blockDate: '' })).toEqual([{ path: 'blockDate', key: 'validation:required' }]);
  });

  it('needs a subject, a type and a date for an event', () => {
    expect(issuesOf(relationEventSchema, { subject: 'Visit', eventTypeCode: 'VISIT', eventDate: '2026-03-01' })).toEqual([]);
    expect(issuesOf(relationEventSchema, { subject: ' ', eventTypeCode: '', eventDate: '' }).map((i) => i.path)).toEqual(['subject', 'eventTypeCode', 'eventDate']);
  });
});

describe('comparison with the last approved version', () => {
  const approved = record() as never;
  it('reads attachments by slot: an empty slot offered by the settings is no change, a file in it is', () => {
    const file = { fileId: 'f9', fileName: 'iso.pdf' };
    const slots = (files: object[]) => record({ attachmentList: [{ attachmentCode: 'ISO', attachmentName: 'ISO', required: true, files }] as never }) as never;
    expect(supplierChanges(slots([]), approved)).toEqual([]);
    expect(supplierChanges(slots([file]), approved)).toEqual([{ path: 'basicData.attachmentList.ISO', after: 'iso.pdf' }]);
  });

  it('lists the fields that differ, with both values', () => {
    const now = record({ companyInfo: { ...validCompany, phone: '02-9999-0000' } }) as never;
    expect(supplierChanges(now, approved)).toEqual([{ path: 'basicData.companyInfo.phone', before: validCompany.phone, after: '02-9999-0000' }]);
    expect(supplierChanges(approved, approved)).toEqual([]);
  });

  it('lets a contacts-only change through without sign-off, not a master change', () => {
    const contacts = record({ contactList: [{ ...basicData.contactList[0], phone: '0912' }] }) as never;
    expect(changeNeedsApproval(supplierChanges(contacts, approved))).toBe(false);
    const bank = record({ bankInfoList: [validBank, usd] }) as never;
    expect(supplierChanges(bank, approved).map((c) => c.path)).toContain('basicData.bankInfoList.1.currencyCode');
    expect(changeNeedsApproval(supplierChanges(bank, approved))).toBe(true);
  });
});
