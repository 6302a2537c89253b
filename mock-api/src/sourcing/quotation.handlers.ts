import { http } from 'msw';
import { guarded } from '../http/guarded';
import { forReader, PREFIXES, readerHolding, sees, type Prefix, type Reader } from '../http/reader';
import { answerPage, searchBody } from '../http/search';
import { quotations } from '../store/collections';
import { quotationListItem, quotationRows, quotationSearch } from './quotation-rows';

/** a/: the quotations of inquiries in the purchasing orgs of the caller's roles; su/: its own supplier's. */
const visibleQuotations = (reader: Reader) => quotationRows(quotations.all()).filter((q) => sees(reader, q));

function under(prefix: Prefix) {
  return [
    /** Page of QuotationListItem (QuotationFilter plus dueDate range; su/ drops any supplierId filter). */
    http.post(`*/api/${prefix}/quotation/search`, guarded(readerHolding(prefix, 'QUOTATION', 'view'), async ({ request, caller: reader }) => answerPage(request, visibleQuotations(reader), forReader(reader, await searchBody(request)), quotationSearch, quotationListItem))),
  ];
}

export const quotationHandlers = PREFIXES.flatMap(under);
