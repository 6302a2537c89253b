import { DEFAULT_FILE_RULES, fileRuleIssues } from './file-rules';

const MB = 1024 * 1024;
const rules = { maxMb: 5, types: ['pdf', 'xlsx'] };

describe('file rules', () => {
  it('accept an allowed type within the size limit (extension in any case)', () => {
    expect(fileRuleIssues({ name: 'LICENSE.PDF', size: 5 * MB, type: 'application/pdf' }, rules)).toEqual([]);
  });

  it('refuse a file above the limit, with the limit in MB', () => {
    expect(fileRuleIssues({ name: 'big.pdf', size: 5 * MB + 1, type: 'application/pdf' }, rules)).toEqual([
      { path: 'file', key: 'validation:fileSize', params: { size: 5 } },
    ]);
  });

  it('refuse a type not listed, naming the accepted types', () => {
    expect(fileRuleIssues({ name: 'photo.png', size: 10, type: 'image/png' }, rules)).toEqual([
      { path: 'file', key: 'validation:fileType', params: { type: 'pdf, xlsx' } },
    ]);
  });

  it('match MIME types and wildcards, and accept anything when no type is listed', () => {
    expect(fileRuleIssues({ name: 'photo', size: 10, type: 'image/png' }, { maxMb: 1, types: ['image/*'] })).toEqual([]);
    expect(fileRuleIssues({ name: 'a.doc', size: 10, type: 'application/msword' }, { maxMb: 1, types: ['application/msword'] })).toEqual([]);
    expect(fileRuleIssues({ name: 'a.exe', size: 10, type: '' }, { maxMb: 1, types: [] })).toEqual([]);
  });
});

it('by default allow 10 MB of documents and images, not programs', () => {
  expect(fileRuleIssues({ name: 'scan.JPG', size: 10 * MB, type: 'image/jpeg' }, DEFAULT_FILE_RULES)).toEqual([]);
  expect(fileRuleIssues({ name: 'setup.exe', size: 10, type: 'application/octet-stream' }, DEFAULT_FILE_RULES).map((i) => i.key)).toEqual(['validation:fileType']);
});
