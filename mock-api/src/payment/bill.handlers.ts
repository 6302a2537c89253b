import { http } from 'msw';
import { answerPage, searchBody } from '../http/search';
import { billRows, billSearch } from './bill-rows';
import { PREFIXES, requireReader, type Prefix, type Reader } from '../purchasing/access';
import { forReader } from '../purchasing/search';
import { bills } from '../store/collections';

/**
 * a/: every bill (INVOICE view; not narrowed by purchasing org: the FINANCE role, which
 * reviews bills, has no purchasing org); su/: its own supplier's bills only.
 */
const visibleBills = (reader: Reader) => billRows(reader.kind === 'supplier' ? bills.all().filter((b) => b.supplierId === reader.supplierId) : bills.all());

function under(prefix: Prefix) {
  return [
    /** Page of BillListItem (BillFilter plus dueDate range; su/ drops any supplierId filter). */
    http.post(`*/api/${prefix}/bill/search`, async ({ request }) => {
      const reader = requireReader(request, prefix, 'INVOICE', 'view');
      if ('response' in reader) return reader.response;
      return answerPage(request, visibleBills(reader), forReader(reader, await searchBody(request)), billSearch);
    }),
  ];
}

export const billHandlers = PREFIXES.flatMap(under);
