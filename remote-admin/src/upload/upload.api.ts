import type { BrContactRequest, BrContactResult, BulkSupplierRow, BulkSupplierSearch, BulkTransferRequest, BulkTransferResult, PageResult } from 'shared-ui/contract';
import { everyPage, resource } from 'shared-ui/data';

/** `a/supplier`: the calls of the two bulk uploads (spec section 7). */
const supplier = resource('a/supplier');

const PAGE = 1000;

/** Every supplier the search picks, page by page; `onProgress` gets the share read (0-100). */
export const searchAllByPermission = (body: BulkSupplierSearch, onProgress?: (percent: number) => void): Promise<BulkSupplierRow[]> =>
  everyPage((paging) => supplier.call<PageResult<BulkSupplierRow>>('searchByPermission', { ...body, paging }), { pageSize: PAGE, onProgress });

/** The stored rows of the sheet's suppliers, asked in slices so a 5,000-row sheet shows progress. */
export async function loadOldData(numbers: readonly string[], onProgress: (percent: number) => void): Promise<BulkSupplierRow[]> {
  const rows: BulkSupplierRow[] = [];
  const slice = 500;
  for (let at = 0; at < numbers.length; at += slice) {
    rows.push(...(await searchAllByPermission({ supplierNoScps: numbers.slice(at, at + slice) })));
    onProgress(Math.round((Math.min(numbers.length, at + slice) / numbers.length) * 100));
  }
  return rows;
}

/** `idempotencyKey`: the same for a batch sent again after a lost answer (`useIdempotentCall`). */
export const transferToBpm = (body: BulkTransferRequest, idempotencyKey: string) =>
  supplier.call<BulkTransferResult>('updateOpenUpdatePhaseDataToBpm', body, { silent: true, idempotencyKey });

export const checkBrContacts = (rows: BrContactRequest['rows']) => supplier.call<BrContactResult>('updateSupplierPurChaseContacts', { rows, checkOnly: true } satisfies BrContactRequest);
export const applyBrContacts = (rows: BrContactRequest['rows'], idempotencyKey: string) =>
  supplier.call<BrContactResult>('updateSupplierPurChaseContacts', { rows } satisfies BrContactRequest, { silent: true, idempotencyKey });
