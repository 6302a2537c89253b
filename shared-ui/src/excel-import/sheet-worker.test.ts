import { SameOriginWorker } from './same-origin-worker';
import { answerSheetRequest, ROWS_PER_MESSAGE, type SheetRequest } from './sheet-reader.worker';
import { readSheet, writeSheet } from './sheet-io';
import { parseSheet } from './sheet-parse';

jest.mock('./same-origin-worker', () => ({ SameOriginWorker: jest.fn() }));
// Counted: the worker and the page run the same parse, so the count tells who read the file.
jest.mock('./sheet-parse', () => {
  const actual = jest.requireActual<typeof import('./sheet-parse')>('./sheet-parse');
  return { parseSheet: jest.fn(actual.parseSheet) };
});
jest.setTimeout(30_000);

/** A worker as the page sees one: messages are copied both ways; `broken` fails as a script that did not load. */
function fakeWorker({ broken = false } = {}) {
  const worker = {
    onmessage: null as ((event: { data: unknown }) => void) | null,
    onerror: null as ((event: { message: string; preventDefault(): void }) => void) | null,
    terminate: jest.fn(),
    postMessage(request: SheetRequest) {
      const copy = structuredClone(request);
      setTimeout(() => {
        if (broken) worker.onerror?.({ message: 'importScripts failed', preventDefault: () => {} });
        else void answerSheetRequest(copy, (reply) => worker.onmessage?.({ data: structuredClone(reply) }));
      });
    },
  };
  return worker;
}

const spawn = jest.mocked(SameOriginWorker);
const sheetFile = () => writeSheet(['No.', 'Item'], [[1, 'M-1']]);
const expected = { header: ['No.', 'Item'], rows: [{ row: 2, cells: [1, 'M-1'] }] };

beforeEach(() => {
  // jsdom has no Worker: its presence is what sends the read to the worker.
  (globalThis as { Worker?: unknown }).Worker = function Worker() {};
  spawn.mockReset();
  jest.mocked(parseSheet).mockClear();
});
afterEach(() => delete (globalThis as { Worker?: unknown }).Worker);

it('reads the sheet in the worker chunk and ends the worker after its answer', async () => {
  const worker = fakeWorker();
  spawn.mockReturnValue(worker as unknown as Worker);
  await expect(readSheet(await sheetFile())).resolves.toEqual(expected);
  expect(spawn).toHaveBeenCalledTimes(1);
  expect(String(spawn.mock.calls[0][0])).toMatch(/sheet-reader\.worker\.ts$/);
  expect(worker.terminate).toHaveBeenCalled();
  expect(parseSheet).toHaveBeenCalledTimes(1);
});

it('rejects a file that is not a workbook with the worker parse error, without a second read on the page', async () => {
  spawn.mockImplementation(() => fakeWorker() as unknown as Worker);
  await expect(readSheet(new Blob(['not a zip']))).rejects.toThrow(/\S/);
  expect(spawn).toHaveBeenCalledTimes(1);
  expect(parseSheet).toHaveBeenCalledTimes(1);
});

it('puts a sheet sent in slices back together in order', async () => {
  spawn.mockReturnValue(fakeWorker() as unknown as Worker);
  const count = ROWS_PER_MESSAGE + 2;
  const sheet = await readSheet(await writeSheet(['No.'], Array.from({ length: count }, (_, i) => [i + 1])));
  expect(sheet.header).toEqual(['No.']);
  expect(sheet.rows).toEqual(Array.from({ length: count }, (_, i) => ({ row: i + 2, cells: [i + 1] })));
});

it('reads on the page when the worker breaks', async () => {
  spawn.mockReturnValue(fakeWorker({ broken: true }) as unknown as Worker);
  await expect(readSheet(await sheetFile())).resolves.toEqual(expected);
  expect(parseSheet).toHaveBeenCalledTimes(1);
});

it('reads on the page when the worker cannot be started', async () => {
  spawn.mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  await expect(readSheet(await sheetFile())).resolves.toEqual(expected);
});
