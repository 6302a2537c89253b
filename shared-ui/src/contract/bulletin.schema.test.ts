import { bulletinReplyCommitSchema, docBulletinSchema, isBlankHtml, purchaseBulletinSchema, replyReturnSchema, RICH_TEXT_MAX } from './bulletin.schema';
import { issuesOf } from './issues';

const doc = {
  subject: 'Survey',
  category: 'ENV',
  title: 'Carbon inventory',
  content: '<p>Fill in the sheet.</p>',
  publishDate: '2026-03-19',
  validFrom: '2026-03-19',
  validTo: '2026-06-30',
  replyRequired: true,
  replyDueDate: '2026-04-30',
  targets: { type: 'SUPPLIER', supplierIds: [1001] },
  attachments: [],
};
const paths = (issues: { path: string }[]) => issues.map((i) => i.path).sort();

describe('announcement rules (forms and mock alike)', () => {
  it('passes a complete document and a complete notice', () => {
    expect(issuesOf(docBulletinSchema, doc)).toEqual([]);
    expect(issuesOf(purchaseBulletinSchema, { ...doc, targets: { type: 'CRITERIA', greenSupplyChain: true } })).toEqual([]);
  });

  it('refuses empty texts, an emptied editor, a reversed validity and a due date before publishing', () => {
    const issues = issuesOf(docBulletinSchema, { ...doc, subject: ' ', content: '<p>&nbsp;</p>', validTo: '2026-01-01', replyDueDate: '2026-03-01' });
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'subject', key: 'validation:required' },
        { path: 'content', key: 'validation:required' },
        { path: 'validTo', key: 'validation:dateRange' },
        { path: 'replyDueDate', key: 'validation:replyDueBeforePublish' },
      ]),
    );
  });

  it('needs a due date only when a reply is required', () => {
    expect(issuesOf(docBulletinSchema, { ...doc, replyDueDate: '' })).toEqual([{ path: 'replyDueDate', key: 'validation:required' }]);
    expect(issuesOf(docBulletinSchema, { ...doc, replyRequired: false, replyDueDate: '' })).toEqual([]);
  });

  it('targets: at least one supplier, none twice; the criterion is green supply chain', () => {
    expect(paths(issuesOf(docBulletinSchema, { ...doc, targets: { type: 'SUPPLIER', supplierIds: [] } }))).toEqual(['targets.supplierIds']);
    expect(issuesOf(docBulletinSchema, { ...doc, targets: { type: 'SUPPLIER', supplierIds: [1, 1] } })[0]).toMatchObject({ path: 'targets.supplierIds.1', key: 'validation:duplicateSupplier' });
    expect(issuesOf(docBulletinSchema, { ...doc, targets: { type: 'CRITERIA', greenSupplyChain: false } })).toHaveLength(1);
  });

  it('counts the length of a subject and tells the limit', () => {
    expect(issuesOf(docBulletinSchema, { ...doc, subject: 'x'.repeat(101) })).toEqual([{ path: 'subject', key: 'validation:tooLong', params: { max: 100 } }]);
  });

  it('counts the content with its markup, as the server stores it, and tells the limit', () => {
    const content = `<p>${'x'.repeat(RICH_TEXT_MAX - 7)}</p>`;
    expect(issuesOf(purchaseBulletinSchema, { ...doc, content })).toEqual([]);
    expect(issuesOf(purchaseBulletinSchema, { ...doc, content: `<p><b>${'x'.repeat(RICH_TEXT_MAX - 13)}</b></p>` })).toEqual([{ path: 'content', key: 'validation:tooLong', params: { max: RICH_TEXT_MAX } }]);
  });

  it('a sent reply carries a text or a file; a return says why', () => {
    expect(issuesOf(bulletinReplyCommitSchema, { content: ' ', files: [] })).toEqual([{ path: 'content', key: 'validation:replyEmpty' }]);
    expect(issuesOf(bulletinReplyCommitSchema, { files: [{ fileId: 'f', fileName: 'a.pdf' }] })).toEqual([]);
    expect(issuesOf(replyReturnSchema, { explanation: '' })).toEqual([{ path: 'explanation', key: 'validation:required' }]);
  });

  it('reads an editor that holds only tags as empty, an image as content', () => {
    expect(isBlankHtml('<p></p><p><br></p>')).toBe(true);
    expect(isBlankHtml('<p><img src="x.png"></p>')).toBe(false);
  });
});
