import type { Call, CallOptions } from '../call';
import type { Cases } from './cases';
import { expectError, tokenOf } from './helpers';

const MB = 1024 * 1024;
const PDF = 'application/pdf';
// Bytes that are not text: a download must hand back exactly these.
const BINARY = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0xfe, 0x80, 0x0a, 0x7f]);
// A PNG as far as its content goes: the signature and an image header of 1 x 1 pixel.
const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);
// The start of a Windows program: what a renamed `setup.exe` carries.
const PROGRAM = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00]);

// A Blob with a file name, not `new File`: jest's jsdom has its own File, which fetch's FormData does not take.
const formWith = (content: BlobPart, name: string, type: string) => {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), name);
  return form;
};

const upload = (call: Call, path: string, file: FormData, options: Omit<CallOptions, 'form'> = {}) => call('POST', path, { ...options, form: file });

const generalToken = async (call: Call) => (await call('GET', 'auth/supplierSignup')).body.generalToken as string;

/** `file issue` / update / commit / download (g/file, and ss/file for the sign-up). */
export const fileCases: Cases = {
  'g/file/issue: a signed-in user uploads a file; the answer is the issued token with name, size and type': async (call) => {
    const token = await tokenOf(call, 'supplier');
    const answer = await upload(call, 'g/file/issue', formWith(BINARY, 'ISO 9001.pdf', PDF), { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ fileId: expect.stringMatching(/^file-/), name: 'ISO 9001.pdf', size: BINARY.length, type: PDF, uploadedAt: expect.any(String) });
  },

  'g/file/{fileId}: the download answers the same bytes, type and file name (Chinese too)': async (call) => {
    const token = await tokenOf(call, 'buyer');
    const { fileId } = (await upload(call, 'g/file/issue', formWith(BINARY, '營業登記證.pdf', PDF), { token })).body;
    const download = await call('GET', `g/file/${fileId}`, { token });
    expect(download.status).toBe(200);
    expect([...download.bytes]).toEqual([...BINARY]);
    expect(download.headers.get('Content-Type')).toBe(PDF);
    expect(download.headers.get('Content-Disposition')).toBe(`attachment; filename="_____.pdf"; filename*=UTF-8''${encodeURIComponent('營業登記證.pdf')}`);
    expect(download.headers.get('X-Transaction-Id')).toBeTruthy();
    // Its uploader's alone while no record names it (file-access-cases.ts); an unknown id is 404.
    expect((await call('GET', `g/file/${fileId}`, { token: await tokenOf(call, 'admin') })).status).toBe(404);
    expectError(await call('GET', 'g/file/file-nothing', { token, lang: 'en-US' }), 404, ['No such file.']);
  },

  'g/file/{fileId}: a file the seed data points at downloads as a demo document of its name and type': async (call) => {
    const token = await tokenOf(call, 'quality');
    const surveys = (await call('POST', 'a/supplierAuditSurvey/search', { token, body: { paging: { page: 1, pageSize: 50 } } })).body.items as { id: number }[];
    let sheet: { fileId: string; fileName: string } | undefined;
    for (const { id } of surveys) {
      sheet = (await call('GET', `a/supplierAuditSurvey/${id}`, { token })).body.exampleFile;
      if (sheet) break;
    }
    expect(sheet?.fileId).toMatch(/^seed-/);
    const download = await call('GET', `g/file/${sheet!.fileId}`, { token });
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(download.headers.get('Content-Disposition')).toContain(encodeURIComponent(sheet!.fileName));
    expect([...download.bytes.slice(0, 2)]).toEqual([0x50, 0x4b]); // a zip: an .xlsx workbook
    // An id the seed never made is still unknown.
    expect((await call('GET', 'g/file/seed-nothing', { token })).status).toBe(404);
  },

  'g/file/issue: a file over the limit is refused with the size message (10 MB by default, narrower by query)': async (call) => {
    const token = await tokenOf(call, 'supplier');
    const big = new Uint8Array(10 * MB + 1);
    expectError(await upload(call, 'g/file/issue', formWith(big, 'big.pdf', PDF), { token, lang: 'en-US' }), 400, ['File size exceeded 10 MB.']);
    expectError(await upload(call, 'g/file/issue', formWith(big, 'big.pdf', PDF), { token }), 400, ['檔案大小超過 10 MB。']);
    const overOne = new Uint8Array(MB + 1);
    expectError(await upload(call, 'g/file/issue?maxMb=1', formWith(overOne, 'a.pdf', PDF), { token, lang: 'en-US' }), 400, ['File size exceeded 1 MB.']);
    // A query cannot widen the limit.
    expectError(await upload(call, 'g/file/issue?maxMb=50', formWith(big, 'big.pdf', PDF), { token, lang: 'en-US' }), 400, ['File size exceeded 10 MB.']);
    expectError(await upload(call, 'g/file/issue?maxMb=lots', formWith(BINARY, 'a.pdf', PDF), { token, lang: 'en-US' }), 400, ['maxMb must be a number above 0.']);
  },

  'g/file/issue: a type not allowed is refused with the type message; types and attachmentCode narrow the list': async (call) => {
    const token = await tokenOf(call, 'supplier');
    const exe = await upload(call, 'g/file/issue', formWith(BINARY, 'setup.exe', 'application/octet-stream'), { token, lang: 'en-US' });
    expectError(exe, 400, ['Only pdf, doc, docx, xls, xlsx, ppt, pptx, csv, txt, jpg, jpeg, png, zip files accepted.']);
    const png = formWith(PNG_BYTES, 'photo.png', 'image/png');
    expectError(await upload(call, 'g/file/issue?types=pdf,xlsx', png, { token }), 400, ['僅接受 pdf, xlsx 檔案。']);
    // A type outside the allowed list does not widen it.
    expectError(await upload(call, 'g/file/issue?types=exe', formWith(BINARY, 'setup.exe', ''), { token, lang: 'en-US' }), 400, [
      'Only pdf, doc, docx, xls, xlsx, ppt, pptx, csv, txt, jpg, jpeg, png, zip files accepted.',
    ]);
    // An attachment setting takes scans: PDF or images, 5 MB.
    const docx = formWith(BINARY, 'form.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expectError(await upload(call, 'g/file/issue?attachmentCode=RAW-ISO-EN', docx, { token, lang: 'en-US' }), 400, ['Only pdf, jpg, jpeg, png files accepted.']);
    expect((await upload(call, 'g/file/issue?attachmentCode=RAW-ISO-EN', png, { token })).status).toBe(200);
    expectError(await upload(call, 'g/file/issue?attachmentCode=NOPE', png, { token, lang: 'en-US' }), 400, ['There is no attachment setting NOPE.']);
  },

  'g/file/issue: the content must be what the name says (magic bytes): a renamed program or a PDF named .png is refused; texts pass': async (call) => {
    const token = await tokenOf(call, 'supplier');
    expectError(await upload(call, 'g/file/issue', formWith(PROGRAM, 'invoice.pdf', PDF), { token, lang: 'en-US' }), 400, [
      'The content of "invoice.pdf" is not a PDF file. Check it and upload it again.',
    ]);
    expectError(await upload(call, 'g/file/issue', formWith(BINARY, 'photo.png', 'image/png'), { token }), 400, ['檔案「photo.png」的內容不是 PNG 檔，請確認後重新上傳。']);
    expectError(await upload(call, 'g/file/issue', formWith(BINARY, 'notes.txt', 'text/plain'), { token, lang: 'en-US' }), 400, [
      'The content of "notes.txt" is not a TXT file. Check it and upload it again.',
    ]);
    for (const [bytes, name] of [[BINARY, 'invoice.pdf'], [PNG_BYTES, 'photo.png'], ['qty,price\n1,2\n', 'prices.csv']] as const) {
      expect((await upload(call, 'g/file/issue', formWith(bytes, name, ''), { token })).status).toBe(200);
    }
  },

  'g/file/issue: both rules broken answer both messages; no file field answers 400': async (call) => {
    const token = await tokenOf(call, 'supplier');
    const answer = await upload(call, 'g/file/issue?maxMb=1', formWith(new Uint8Array(MB + 1), 'huge.exe', ''), { token, lang: 'en-US' });
    expect(answer.status).toBe(400);
    expect(answer.body.messages).toEqual(['File size exceeded 1 MB.', expect.stringMatching(/^Only pdf, .* files accepted\.$/)]);
    const empty = new FormData();
    empty.append('other', 'x');
    expectError(await upload(call, 'g/file/issue', empty, { token, lang: 'en-US' }), 400, ['Choose a file to upload (field file).']);
  },

  'g/file: no token, or a token that expired, is 401 on every call': async (call) => {
    const token = await tokenOf(call, 'supplier');
    const { fileId } = (await upload(call, 'g/file/issue', formWith(BINARY, 'a.pdf', PDF), { token })).body;
    expectError(await upload(call, 'g/file/issue', formWith(BINARY, 'a.pdf', PDF), { lang: 'en-US' }), 401, [
      'You are not signed in or your session expired. Please sign in again.',
    ]);
    expect((await upload(call, 'g/file/issue', formWith(BINARY, 'a.pdf', PDF), { token: 'user-nobody' })).status).toBe(401);
    expect((await call('GET', `g/file/${fileId}`)).status).toBe(401);
    expect((await call('PUT', `g/file/${fileId}`, { form: formWith(BINARY, 'b.pdf', PDF) })).status).toBe(401);
    expect((await call('POST', `g/file/${fileId}/commit`)).status).toBe(401);
  },

  'g/file/{fileId} PUT replaces the content under the same id; only its uploader may': async (call) => {
    const token = await tokenOf(call, 'supplier');
    const { fileId } = (await upload(call, 'g/file/issue', formWith('first', 'quote.txt', 'text/plain'), { token })).body;
    const replaced = await call('PUT', `g/file/${fileId}`, { token, form: formWith('second version', 'quote-v2.txt', 'text/plain') });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ fileId, name: 'quote-v2.txt', size: 14 });
    const download = await call('GET', `g/file/${fileId}`, { token });
    expect(new TextDecoder().decode(download.bytes)).toBe('second version');
    expect(download.headers.get('Content-Disposition')).toContain('filename="quote-v2.txt"');
    expectError(await call('PUT', `g/file/${fileId}`, { token: await tokenOf(call, 'supplier2'), form: formWith('x', 'x.txt', 'text/plain'), lang: 'en-US' }), 404, ['No such file.']);
    expectError(await call('PUT', `g/file/${fileId}?types=pdf`, { token, form: formWith('x', 'x.txt', 'text/plain'), lang: 'en-US' }), 400, ['Only pdf files accepted.']);
  },

  'g/file/{fileId}/commit marks the file committed (again: the same answer); another account 404': async (call) => {
    const token = await tokenOf(call, 'supplier');
    const { fileId } = (await upload(call, 'g/file/issue', formWith(BINARY, 'a.pdf', PDF), { token })).body;
    const committed = await call('POST', `g/file/${fileId}/commit`, { token });
    expect(committed.status).toBe(200);
    expect(committed.body).toMatchObject({ fileId, name: 'a.pdf', committed: true });
    expect((await call('POST', `g/file/${fileId}/commit`, { token })).body).toEqual(committed.body);
    expect((await call('POST', `g/file/${fileId}/commit`, { token: await tokenOf(call, 'buyer') })).status).toBe(404);
  },

  'the sign-up uploads with the general token (g/ and ss/); ss/ refuses a user token': async (call) => {
    const general = await generalToken(call);
    const viaG = await upload(call, 'g/file/issue', formWith(BINARY, 'license.pdf', PDF), { token: general });
    expect(viaG.status).toBe(200);
    const viaSs = await upload(call, 'ss/file/issue', formWith(BINARY, 'bank.pdf', PDF), { token: general });
    expect(viaSs.status).toBe(200);
    expect((await call('POST', `ss/file/${viaSs.body.fileId}/commit`, { token: general })).body).toMatchObject({ committed: true });
    expect([...(await call('GET', `g/file/${viaG.body.fileId}`, { token: general })).bytes]).toEqual([...BINARY]);
    expect((await upload(call, 'ss/file/issue', formWith(BINARY, 'a.pdf', PDF), { token: await tokenOf(call, 'supplier') })).status).toBe(401);
  },
};
