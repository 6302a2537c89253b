import { inquiryCommitSchema, inquirySchema, inviteSchema } from './inquiry.schema';
import { issuesOf } from './issues';
import { daysLeft, isPastDue, lineSum, quotationCommitSchema, quotationDatesSchema, quotationRejectSchema, quotationSaveSchema } from './quotation.schema';

const draft = {
  inquiryType: 'MAT',
  currencyCode: 'TWD',
  personInCharge: { account: 'buyer' },
  purchasingOrgCode: '1100',
  plantCode: 'TW01',
  materials: [{ seq: 1, description: 'Busbar', unit: 'PC', annualUsage: '1000' }],
  moldItems: [],
  shippingCostItems: [],
  materialLines: [
    { seq: 1, item: 'Copper strip', priceProvideType: 'Y' },
    { seq: 2, item: 'Plating', priceProvideType: 'N', priceRefSeq: 1 },
  ],
  supplierIds: [],
};
const keys = (issues: { path: string; key: string }[]) => issues.map((i) => `${i.path} ${i.key}`);

describe('inquiry', () => {
  it('saves a draft without suppliers or a due date', () => {
    expect(issuesOf(inquirySchema(), draft)).toEqual([]);
  });

  it('refuses required header fields, a negative usage and a material without description', () => {
    const broken = { ...draft, currencyCode: '', materials: [{ seq: 1, description: ' ', unit: 'PC', annualUsage: -1 }] };
    expect(keys(issuesOf(inquirySchema(), broken))).toEqual(['currencyCode validation:required', 'materials.0.description validation:required', 'materials.0.annualUsage validation:nonNegative']);
  });

  it('takes a whole annual usage where the material is counted in pieces, decimals for a weight', () => {
    const usage = (unit: string, annualUsage: unknown) => ({ ...draft, materials: [{ seq: 1, description: 'Busbar', unit, annualUsage }] });
    expect(keys(issuesOf(inquirySchema(), usage('PC', '1000.5')))).toEqual(['materials.0.annualUsage validation:integer']);
    expect(keys(issuesOf(inquiryCommitSchema('2026-03-19'), { ...usage('BOX', 2.5), supplierIds: [1001], dueDate: '2026-03-19' }))).toEqual(['materials.0.annualUsage validation:integer']);
    expect(issuesOf(inquirySchema(), usage('KG', '1000.5'))).toEqual([]);
    expect(issuesOf(inquirySchema(), usage('PC', ''))).toEqual([]);
  });

  it('takes a whole minimum order where the material is counted, as its annual usage, each checked on its own', () => {
    const order = (unit: string, minOrderQty: unknown, annualUsage: unknown = '1000') => ({ ...draft, materials: [{ seq: 1, description: 'Busbar', unit, annualUsage, minOrderQty }] });
    expect(keys(issuesOf(inquirySchema(), order('PC', '500.5')))).toEqual(['materials.0.minOrderQty validation:integer']);
    expect(keys(issuesOf(inquiryCommitSchema('2026-03-19'), { ...order('ROL', 2.5), supplierIds: [1001], dueDate: '2026-03-19' }))).toEqual(['materials.0.minOrderQty validation:integer']);
    expect(keys(issuesOf(inquirySchema(), order('SET', 0.5, 10.5)))).toEqual(['materials.0.annualUsage validation:integer', 'materials.0.minOrderQty validation:integer']);
    expect(keys(issuesOf(inquirySchema(), order('BOX', -1, 10.5)))).toEqual(['materials.0.minOrderQty validation:nonNegative', 'materials.0.annualUsage validation:integer']);
    expect(issuesOf(inquirySchema(), order('KG', '500.5'))).toEqual([]);
    expect(issuesOf(inquirySchema(), order('PC', ''))).toEqual([]);
  });

  it('checks material lines as the Excel import does: unique serials, "price included in No." for N', () => {
    const lines = [
      { seq: 1, item: 'A', priceProvideType: 'Y' },
      { seq: 1, item: 'B', priceProvideType: 'N' },
      { seq: 3, item: 'C', priceProvideType: 'N', priceRefSeq: 9 },
    ];
    expect(keys(issuesOf(inquirySchema(), { ...draft, materialLines: lines }))).toEqual([
      'materialLines.1.seq validation:importSerialDuplicate',
      'materialLines.1.priceRefSeq validation:importPriceRefRequired',
      'materialLines.2.priceRefSeq validation:importPriceRefMissing',
    ]);
  });

  it('reads a line\'s image from the upload field\'s list as the one file; a broken file reference is refused', () => {
    const file = { fileId: 'f-1', fileName: 'strip.png' };
    const lines = (imageFile: unknown) => ({ ...draft, materialLines: [{ seq: 1, item: 'Copper strip', priceProvideType: 'Y', imageFile }] });
    expect(inquirySchema().parse(lines([file])).materialLines[0].imageFile).toEqual(file);
    expect(inquirySchema().parse(lines([])).materialLines[0].imageFile).toBeUndefined();
    expect(keys(issuesOf(inquirySchema(), lines([{ fileName: 'strip.png' }])))).toEqual(['materialLines.0.imageFile.fileId validation:required']);
  });

  it('refuses the same supplier twice', () => {
    expect(keys(issuesOf(inquirySchema(), { ...draft, supplierIds: [1001, 1001] }))).toEqual(['supplierIds.1 validation:duplicateSupplier']);
  });

  it('is sent with suppliers, a due date from today on and the rows of its type', () => {
    expect(issuesOf(inquiryCommitSchema('2026-03-19'), { ...draft, supplierIds: [1001], dueDate: '2026-03-19' })).toEqual([]);
    expect(keys(issuesOf(inquiryCommitSchema('2026-03-19'), { ...draft, inquiryType: 'MOLD', dueDate: '2026-03-18' }))).toEqual([
      'supplierIds validation:atLeastOne',
      'dueDate validation:dueDateBeforeToday',
      'moldItems validation:atLeastOne',
    ]);
  });

  it('invites at least one supplier, none twice', () => {
    expect(issuesOf(inviteSchema, { supplierIds: [1, 2] })).toEqual([]);
    expect(keys(issuesOf(inviteSchema, { supplierIds: [1, 1] }))).toEqual(['supplierIds.1 validation:duplicateSupplier']);
    expect(keys(issuesOf(inviteSchema, { supplierIds: [] }))).toEqual(['supplierIds validation:atLeastOne']);
  });
});

describe('quotation', () => {
  const line = { seq: 1, firstObjectPrice: '12.5', objectPrice: '12' };

  it('saves any prices so far; commits only with every row of the inquiry priced and a warranty', () => {
    expect(issuesOf(quotationSaveSchema, { lines: [{ seq: 1 }] })).toEqual([]);
    expect(issuesOf(quotationCommitSchema([1]), { lines: [line], warranty: '12 months' })).toEqual([]);
    expect(keys(issuesOf(quotationCommitSchema([1, 2]), { lines: [{ seq: 1, objectPrice: '-1' }, { seq: 2 }] }))).toEqual([
      'lines.0.objectPrice validation:nonNegative',
      'warranty validation:required',
    ]);
    expect(keys(issuesOf(quotationCommitSchema([2]), { lines: [{ seq: 2 }], warranty: 'x' }))).toEqual(['lines.0.objectPrice validation:required']);
    // The rows are checked with the warranty missing too.
    expect(keys(issuesOf(quotationCommitSchema([2]), { lines: [{ seq: 2 }] }))).toEqual(['warranty validation:required', 'lines.0.objectPrice validation:required']);
  });

  it('names a row of the inquiry that has no line at all, at its place among the rows', () => {
    expect(issuesOf(quotationCommitSchema([1, 2, 3]), { lines: [{ ...line, seq: 3 }, line], warranty: 'x' })).toEqual([
      { path: 'lines.1.objectPrice', key: 'validation:quotationRowUnpriced', params: { seq: 2 } },
    ]);
    expect(keys(issuesOf(quotationCommitSchema([1, 2]), { lines: [], warranty: 'x' }))).toEqual([
      'lines.0.objectPrice validation:quotationRowUnpriced',
      'lines.1.objectPrice validation:quotationRowUnpriced',
    ]);
  });

  it('sums the mold once and the piece price at the annual usage', () => {
    expect(lineSum({ moldPrice: 1000, objectPrice: 0.5 }, 2000)).toBe(2000);
    expect(lineSum({}, 10)).toBeUndefined();
  });

  it('is past due the day after its due date', () => {
    expect(isPastDue('2026-03-19', '2026-03-19')).toBe(false);
    expect(isPastDue('2026-03-19', '2026-03-20')).toBe(true);
    expect(daysLeft('2026-03-26', '2026-03-19')).toBe(7);
  });

  it('is sent back with a reason and a due date not before today, a new one required once its own has passed', () => {
    expect(issuesOf(quotationRejectSchema('2026-03-19', '2026-03-26'), { reason: 'Too high', dueDate: '2026-03-25' })).toEqual([]);
    expect(keys(issuesOf(quotationRejectSchema('2026-03-19', '2026-03-26'), { reason: '', dueDate: '2026-03-01' }))).toEqual(['reason validation:required', 'dueDate validation:dueDateBeforeToday']);
    expect(issuesOf(quotationRejectSchema('2026-03-19', '2026-03-19'), { reason: 'Too high', dueDate: '' })).toEqual([]);
    expect(issuesOf(quotationRejectSchema('2026-03-19', '2026-03-18'), { reason: 'Too high', dueDate: '' })).toEqual([
      { path: 'dueDate', key: 'validation:newDueDateRequired', params: { dueDate: '2026-03-18' } },
    ]);
  });

  it('is dated by the buyer with both dates, real ones, the expiry not before the effective date', () => {
    expect(issuesOf(quotationDatesSchema, { effectiveDate: '2026-04-01', expireDate: '2026-04-01' })).toEqual([]);
    expect(issuesOf(quotationDatesSchema, { effectiveDate: '2026-04-01', expireDate: '2026-03-31' })).toEqual([
      { path: 'expireDate', key: 'validation:expireBeforeEffective', params: { effectiveDate: '2026-04-01' } },
    ]);
    expect(keys(issuesOf(quotationDatesSchema, { effectiveDate: 'soon', expireDate: '2026-03-31' }))).toEqual(['effectiveDate validation:date']);
    expect(keys(issuesOf(quotationDatesSchema, { effectiveDate: '2026-04-01', expireDate: '' }))).toEqual(['expireDate validation:required']);
  });
});
