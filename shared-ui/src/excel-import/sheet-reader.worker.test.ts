import { answerSheetRequest } from './sheet-reader.worker';
import { writeSheet } from './sheet-io';

// exceljs's Node build parses here what the worker's browser build parses in the page.
jest.setTimeout(30_000);

const bytes = async (blob: Blob) => blob.arrayBuffer();

it('answers a workbook with its header and rows, as plain data a message can carry', async () => {
  const data = await bytes(await writeSheet(['No.', 'Item'], [[1, ' M-1 '], [], [2, 'M-2']]));
  const reply = await answerSheetRequest({ data });
  expect(reply).toEqual({
    ok: true,
    sheet: {
      header: ['No.', 'Item'],
      rows: [
        { row: 2, cells: [1, 'M-1'] },
        { row: 4, cells: [2, 'M-2'] },
      ],
    },
  });
  // What postMessage does to it: nothing may be lost (no class instances, no functions).
  expect(structuredClone(reply)).toEqual(reply);
});

it('takes the header row from the request', async () => {
  const data = await bytes(await writeSheet(['Purchase order lines'], [['No.', 'Item'], [1, 'M-1']]));
  expect(await answerSheetRequest({ data, headerRow: 2 })).toEqual({ ok: true, sheet: { header: ['No.', 'Item'], rows: [{ row: 3, cells: [1, 'M-1'] }] } });
});

it('answers a file that is not a workbook with the parse error, not a rejection', async () => {
  const reply = await answerSheetRequest({ data: new TextEncoder().encode('not a zip').buffer as ArrayBuffer });
  expect(reply.ok).toBe(false);
  expect(reply.ok === false && reply.message).toEqual(expect.any(String));
  expect(reply.ok === false && reply.message.length).toBeGreaterThan(0);
});
