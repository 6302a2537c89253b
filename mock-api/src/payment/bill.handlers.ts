import { http } from 'msw';
import { guarded } from '../http/guarded';
import { forReader, PREFIXES, readerHolding, type Prefix, type Reader } from '../http/reader';
import { answerPage, searchBody } from '../http/search';
import { bills } from '../store/collections';
import { billRows, billSearch } from './bill-rows';

/**
 * a/: every bill (INVOICE view; not narrowed by purchasing org: the FINANCE role, which
 * reviews bills, has no purchasing org); su/: its own supplier's bills only.
 */
const visibleBills = (reader: Reader) => billRows(reader.kind === 'supplier' ? bills.all().filter((b) => b.supplierId === reader.supplierId) : bills.all());

function under(prefix: Prefix) {
  return [
    /** Page of BillListItem (BillFilter plus dueDate range; su/ drops any supplierId filter). */
    http.post(`*/api/${prefix}/bill/search`, guarded(readerHolding(prefix, 'INVOICE', 'view'), async ({ request, caller: reader }) => answerPage(request, visibleBills(reader), forReader(reader, await searchBody(request)), billSearch))),
  ];
}

export const billHandlers = PREFIXES.flatMap(under);
