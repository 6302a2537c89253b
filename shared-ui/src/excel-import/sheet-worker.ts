import { SameOriginWorker } from './same-origin-worker';
import type { SheetReply, SheetRequest } from './sheet-reader.worker';
import type { SheetData } from './sheet-rows';

/** The worker could not run (its script did not load, Worker refused it): read on the page instead. */
export class SheetWorkerUnavailable extends Error {}

/**
 * The sheet read in a worker of its own, ended after its answer: reads are rare, and a kept
 * worker would hold exceljs and the last workbook in memory. A file that is not a workbook
 * rejects with the parse's message, as a read on the page would.
 */
export function readSheetInWorker(data: ArrayBuffer, headerRow?: number): Promise<SheetData> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new SameOriginWorker(/* webpackChunkName: "sheet-reader" */ new URL('./sheet-reader.worker.ts', import.meta.url));
    } catch (error) {
      reject(new SheetWorkerUnavailable(String(error)));
      return;
    }
    const rows: SheetData['rows'] = [];
    worker.onmessage = ({ data: reply }: MessageEvent<SheetReply>) => {
      if (reply.kind === 'rows') {
        for (const row of reply.rows) rows.push(row);
        return;
      }
      worker.terminate();
      if (reply.kind === 'done') resolve({ header: reply.header, rows });
      else reject(new Error(reply.message));
    };
    // A parse failure arrives as a message; an error event means the worker itself broke.
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new SheetWorkerUnavailable(event.message));
    };
    // Copied, not transferred: the page keeps the bytes for its own read if the worker breaks.
    worker.postMessage({ data, headerRow } satisfies SheetRequest);
  });
}
