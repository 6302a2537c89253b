import { answerSheetRequest, ROWS_PER_MESSAGE, type SheetReply, type SheetRequest } from './sheet-reader.worker';
import { writeSheet } from './sheet-io';

// exceljs's Node build parses here what the worker's browser build parses in the page.
jest.setTimeout(30_000);

/** The messages the worker would post for one request, each as postMessage copies it. */
async function repliesTo(request: SheetRequest) {
  const replies: SheetReply[] = [];
  await answerSheetRequest(request, (reply) => replies.push(structuredClone(reply)));
  return replies;
}

const bytes = async (blob: Blob) => blob.arrayBuffer();

it('answers a workbook with its rows, then its header', async () => {
  const data = await bytes(await writeSheet(['No.', 'Item'], [[1, ' M-1 '], [], [2, 'M-2']]));
  expect(await repliesTo({ data })).toEqual([
    {
      kind: 'rows',
      rows: [
        { row: 2, cells: [1, 'M-1'] },
        { row: 4, cells: [2, 'M-2'] },
      ],
    },
    { kind: 'done', header: ['No.', 'Item'] },
  ]);
});

it('sends a long sheet in slices, so the page unpacks it a little at a time', async () => {
  const count = ROWS_PER_MESSAGE * 2 + 1;
  const data = await bytes(await writeSheet(['No.'], Array.from({ length: count }, (_, i) => [i + 1])));
  const replies = await repliesTo({ data });
  expect(replies.map((r) => (r.kind === 'rows' ? r.rows.length : r.kind))).toEqual([ROWS_PER_MESSAGE, ROWS_PER_MESSAGE, 1, 'done']);
  const rows = replies.flatMap((r) => (r.kind === 'rows' ? r.rows : []));
  expect(rows.map((r) => r.cells[0])).toEqual(Array.from({ length: count }, (_, i) => i + 1));
  expect(rows.at(-1)?.row).toBe(count + 1);
});

it('takes the header row from the request', async () => {
  const data = await bytes(await writeSheet(['Purchase order lines'], [['No.', 'Item'], [1, 'M-1']]));
  expect(await repliesTo({ data, headerRow: 2 })).toEqual([
    { kind: 'rows', rows: [{ row: 3, cells: [1, 'M-1'] }] },
    { kind: 'done', header: ['No.', 'Item'] },
  ]);
});

it('answers a file that is not a workbook with the parse error as a message, and nothing else', async () => {
  const replies = await repliesTo({ data: new TextEncoder().encode('not a zip').buffer as ArrayBuffer });
  expect(replies).toEqual([{ kind: 'failed', message: expect.stringMatching(/\S/) }]);
});
