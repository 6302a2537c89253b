import type { TFunction } from 'i18next';
import { acceptOf, fileUrl, issueUrl, sizeText, toFileRef } from './upload-files';

it('sends the field limits and the attachment setting along with the upload', () => {
  expect(issueUrl('g/file/issue')).toBe('g/file/issue');
  expect(issueUrl('g/file/issue', { rules: { maxMb: 5, types: ['pdf', 'png'] } })).toBe('g/file/issue?maxMb=5&types=pdf%2Cpng');
  expect(issueUrl('ss/file/issue', { attachmentCode: 'RAW-ISO-EN' })).toBe('ss/file/issue?attachmentCode=RAW-ISO-EN');
  expect(issueUrl('g/file/issue?x=1', { rules: { maxMb: 1, types: [] } })).toBe('g/file/issue?x=1&maxMb=1');
});

it('reads a file at g/file/{fileId}', () => {
  expect(fileUrl('file-1/2')).toBe('g/file/file-1%2F2');
});

it('turns the issued file into the contract reference', () => {
  expect(toFileRef({ fileId: 'f-1', name: 'a.pdf', size: 5, type: 'application/pdf' })).toEqual({ fileId: 'f-1', fileName: 'a.pdf', size: 5, contentType: 'application/pdf' });
  expect(toFileRef({ fileId: 'f-1', name: 'a.pdf', size: 5, type: '', uploadedAt: '2026-03-01T00:00:00Z' })).toMatchObject({ uploadedAt: '2026-03-01T00:00:00Z' });
});

it('lets the file chooser offer the allowed types', () => {
  expect(acceptOf({ maxMb: 1, types: ['pdf', '.PNG', 'image/*'] })).toBe('.pdf,.PNG,image/*');
  expect(acceptOf({ maxMb: 1, types: [] })).toBeUndefined();
});

it('writes sizes in KB below 1 MB, else in MB', () => {
  const t = ((key: string, params: { value: unknown }) => `${params.value} ${key.endsWith('kb') ? 'KB' : 'MB'}`) as unknown as TFunction;
  expect(sizeText(t, 100)).toBe('1 KB');
  expect(sizeText(t, 48_213)).toBe('47 KB');
  expect(sizeText(t, 1_572_864)).toBe('1.5 MB');
  expect(sizeText(t, undefined)).toBeUndefined();
});
