// The sheet worker: exceljs's parse of a 5,000-row .xlsx is one ~500 ms task, so it runs here,
// off the page's thread (issue 16). Only exceljs and plain functions are imported: a federation
// shared module (react, shared-ui...) has no share scope in a worker.
import * as excelJsModule from 'exceljs';
import { parseSheet } from './sheet-parse';
import type { SheetData } from './sheet-rows';

export interface SheetRequest {
  data: ArrayBuffer;
  headerRow?: number;
}

/**
 * The answer, in messages: the rows in slices, then the header (or why the file could not be
 * read; the page shows its own "not a workbook" text). One message of 5,000 rows took the page
 * ~35-80 ms to unpack in one task; slices of ROWS_PER_MESSAGE are unpacked a few ms at a time.
 */
export type SheetReply = { kind: 'rows'; rows: SheetData['rows'] } | { kind: 'done'; header: string[] } | { kind: 'failed'; message: string };

export const ROWS_PER_MESSAGE = 500;

type ExcelJs = typeof import('exceljs');
// exceljs's browser build is CommonJS: webpack may hand it over as the namespace or as `default`.
const excelJs = ((excelJsModule as { default?: ExcelJs }).default ?? excelJsModule) as ExcelJs;

/** One request answered through `post`: a parse failure is a message too (a thrown error would be lost). */
export async function answerSheetRequest({ data, headerRow }: SheetRequest, post: (reply: SheetReply) => void): Promise<void> {
  let sheet: SheetData;
  try {
    sheet = await parseSheet(excelJs.Workbook, data, headerRow);
  } catch (error) {
    post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    return;
  }
  for (let at = 0; at < sheet.rows.length; at += ROWS_PER_MESSAGE) post({ kind: 'rows', rows: sheet.rows.slice(at, at + ROWS_PER_MESSAGE) });
  post({ kind: 'done', header: sheet.header });
}

interface WorkerScope {
  importScripts?: unknown;
  onmessage: ((event: MessageEvent<SheetRequest>) => void) | null;
  postMessage(reply: SheetReply): void;
}

const scope = globalThis as unknown as WorkerScope & { workerScriptUrl?: string };

declare let __webpack_public_path__: string;
// Started from a blob (same-origin-worker.ts), the worker's own location is blob:, against which
// the build's public path ('/', 'auto') resolves nowhere: chunks come from where this script came from.
if (scope.workerScriptUrl) __webpack_public_path__ = new URL('.', scope.workerScriptUrl).href;
// Only inside a worker (importScripts exists there alone): jest imports this module to test the handler.
if (typeof scope.importScripts === 'function') {
  scope.onmessage = (event) => void answerSheetRequest(event.data, (reply) => scope.postMessage(reply));
}
