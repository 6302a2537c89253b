import { attachmentListSchema, categoryInfoListSchema, fileListField } from './attachment.schema';
import { issuesOf } from './issues';

const file = { fileId: 'f-1', fileName: 'license.pdf' };

describe('required attachments', () => {
  const schema = attachmentListSchema(['LICENSE', 'BANK_PROOF']);

  it('pass when every required code has a file', () => {
    const list = [
      { attachmentCode: 'LICENSE', files: [file] },
      { attachmentCode: 'BANK_PROOF', files: [file] },
      { attachmentCode: 'OPTIONAL', files: [] },
    ];
    expect(issuesOf(schema, list)).toEqual([]);
  });

  it('report an empty slot on its files and an absent one on the list, with code and name', () => {
    const list = [{ attachmentCode: 'LICENSE', attachmentName: 'Business license', files: [] }];
    expect(issuesOf(schema, list)).toEqual([
      { path: '0.files', key: 'validation:attachmentRequired', params: { code: 'LICENSE', name: 'Business license' } },
      { path: '', key: 'validation:attachmentRequired', params: { code: 'BANK_PROOF', name: 'BANK_PROOF' } },
    ]);
  });
});

describe('service item categories', () => {
  it('pass with one main item among several', () => {
    expect(issuesOf(categoryInfoListSchema, [{ serviceItemCode: 'A', main: true }, { serviceItemCode: 'B', main: false }])).toEqual([]);
  });

  it('need at least one item', () => {
    expect(issuesOf(categoryInfoListSchema, [])).toEqual([{ path: '', key: 'validation:atLeastOne' }]);
  });

  it.each([
    ['no main item', [{ serviceItemCode: 'A', main: false }]],
    ['two main items', [{ serviceItemCode: 'A', main: true }, { serviceItemCode: 'B', main: true }]],
  ])('refuse %s', (_why, list) => {
    expect(issuesOf(categoryInfoListSchema, list)).toEqual([{ path: '', key: 'validation:oneMainServiceItem' }]);
  });
});

describe('the files of one upload field', () => {
  it('pass empty when optional, and with a file when required', () => {
    expect(issuesOf(fileListField(), [])).toEqual([]);
    expect(issuesOf(fileListField({ required: true }), [file])).toEqual([]);
  });

  it('refuse an empty required field, with the name when one is given', () => {
    expect(issuesOf(fileListField({ required: true }), [])).toEqual([{ path: '', key: 'validation:attachmentRequired' }]);
    expect(issuesOf(fileListField({ required: true, name: 'ISO 9001' }), [])).toEqual([
      { path: '', key: 'validation:attachmentRequired', params: { name: 'ISO 9001' } },
    ]);
  });
});
