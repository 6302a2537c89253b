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

/** A sheet, or why the file could not be read (the page shows its own "not a workbook" text). */
export type SheetReply = { ok: true; sheet: SheetData } | { ok: false; message: string };

type ExcelJs = typeof import('exceljs');
// exceljs's browser build is CommonJS: webpack may hand it over as the namespace or as `default`.
const excelJs = ((excelJsModule as { default?: ExcelJs }).default ?? excelJsModule) as ExcelJs;

/** One request: the sheet, or the parse's failure as data (a rejected message would be lost). */
export async function answerSheetRequest({ data, headerRow }: SheetRequest): Promise<SheetReply> {
  try {
    return { ok: true, sheet: await parseSheet(excelJs.Workbook, data, headerRow) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
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
  scope.onmessage = (event) => void answerSheetRequest(event.data).then((reply) => scope.postMessage(reply));
}
