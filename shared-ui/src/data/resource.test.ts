import { http, HttpResponse } from 'msw';
import { testServer } from '../testing/msw-test-server';
import { resource, uploadFile } from './resource';
import { useNotifier } from 'shared-ui';

// jsdom has no object URLs; a saved file is an <a download> clicked with one.
const saved: string[] = [];
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:test');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

beforeAll(() => testServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => testServer.resetHandlers());
afterAll(() => testServer.close());

const seen: { method: string; url: string; body: unknown }[] = [];
beforeEach(() => {
  seen.length = 0;
  testServer.use(
    http.all('*/api/a/inquiry*', async ({ request }) => {
      const json = request.headers.get('content-type')?.startsWith('application/json');
      const text = request.method === 'GET' || request.method === 'DELETE' || !json ? '' : await request.text();
      seen.push({ method: request.method, url: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined });
      if (request.url.endsWith('/xls')) {
        return new HttpResponse(new Blob(['xlsx']), { headers: { 'Content-Disposition': "attachment; filename*=UTF-8''%E8%A9%A2%E5%83%B9.xlsx" } });
      }
      return HttpResponse.json({ id: 7, atPage: 1, items: [], totalCount: 3, totalPages: 1 });
    }),
  );
});

it('maps each call onto the conventions', async () => {
  const inquiries = resource<{ id: number }>('a/inquiry');
  const body = { paging: { page: 1, pageSize: 20 }, sorts: [{ field: 'id', direction: 'DESC' as const }] };
  await inquiries.search(body);
  await inquiries.get(7);
  await inquiries.getPart(7, 'history');
  await inquiries.create({ id: 1 });
  await inquiries.update(7, { id: 7 });
  await inquiries.remove(7);
  await inquiries.action(7, 'commit', { reason: 'ok' });
  await inquiries.call('close', { ids: [7] });
  expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
    'POST /api/a/inquiry/search',
    'GET /api/a/inquiry/7',
    'GET /api/a/inquiry/7/history',
    'POST /api/a/inquiry',
    'PUT /api/a/inquiry/7',
    'DELETE /api/a/inquiry/7',
    'POST /api/a/inquiry/7/commit',
    'POST /api/a/inquiry/close',
  ]);
  expect(seen[6].body).toEqual({ reason: 'ok' });
  expect(inquiries.key).toEqual(['a/inquiry']);
});

it('counts with a one-row page of the named search, and reads a lookup by its query', async () => {
  const replies = resource('a/inquiry', { search: 'searchForReply' });
  expect(await replies.count({ status: 'OPEN' })).toBe(3);
  expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/api/a/inquiry/searchForReply', body: { status: 'OPEN', paging: { page: 1, pageSize: 1 } } });
  await replies.exportXls({ paging: { page: 1, pageSize: 20 }, sorts: [] });
  expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/api/a/inquiry/searchForReply/xls' });
  saved.length = 0;
  testServer.use(http.get('*/api/g/banks', ({ request }) => HttpResponse.json([{ code: new URL(request.url).searchParams.get('countryCode') }])));
  expect(await resource('g/banks').read({ countryCode: 'TW' })).toEqual([{ code: 'TW' }]);
});

it('exports the current filter and saves it under the server file name', async () => {
  const name = await resource('a/inquiry').exportXls({ paging: { page: 1, pageSize: 20 }, sorts: [] });
  expect(name).toBe('詢價.xlsx');
  expect(saved).toEqual(['詢價.xlsx']);
  expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/api/a/inquiry/search/xls', body: { paging: { page: 1, pageSize: 20 }, sorts: [] } });
});

it('uploads a file as multipart and ends at 100 %, to g/file/issue and to a resource', async () => {
  testServer.use(
    http.post('*/api/g/file/issue', ({ request }) =>
      HttpResponse.json({ fileId: 'f-1', name: 'cert.pdf', size: 5, type: request.headers.get('content-type')?.split(';')[0] ?? '' }),
    ),
  );
  const progress: number[] = [];
  const issued = await uploadFile('g/file/issue', new File(['hello'], 'cert.pdf', { type: 'application/pdf' }), (p) => progress.push(p));
  // The request went as multipart (the part itself is the browser's business; jsdom fakes it).
  expect(issued).toEqual({ fileId: 'f-1', name: 'cert.pdf', size: 5, type: 'multipart/form-data' });
  expect(progress.at(-1)).toBe(100);
  await resource('a/inquiry').upload('importByFile', new File(['x'], 'lines.xlsx'));
  expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/api/a/inquiry/importByFile' });
});

it('an export the server refuses says why: the refusal, a Blob like the file, is read before it is shown', async () => {
  useNotifier.setState({ notices: [] });
  testServer.use(http.post('*/api/a/inquiry/search/xls', () => HttpResponse.json({ messages: ['Export at most 10,000 rows: narrow the search.'] }, { status: 400, headers: { 'X-Transaction-Id': 'tx-9' } })));
  await expect(resource('a/inquiry').exportXls({ paging: { page: 1, pageSize: 20 }, sorts: [] })).rejects.toBeDefined();
  expect(useNotifier.getState().notices.map((n) => n.message)).toEqual(['tx-9\nExport at most 10,000 rows: narrow the search.']);
});
