import { http } from 'msw';
import { answerPage, searchBody } from '../http/search';
import { PREFIXES, requireReader, sees, type Prefix, type Reader } from '../purchasing/access';
import { forReader } from '../purchasing/search';
import { quotationListItem, quotationRows, quotationSearch } from './quotation-rows';
import { quotations } from '../store/collections';

/** a/: the quotations of inquiries in the purchasing orgs of the caller's roles; su/: its own supplier's. */
const visibleQuotations = (reader: Reader) => quotationRows(quotations.all()).filter((q) => sees(reader, q));

function under(prefix: Prefix) {
  return [
    /** Page of QuotationListItem (QuotationFilter plus dueDate range; su/ drops any supplierId filter). */
    http.post(`*/api/${prefix}/quotation/search`, async ({ request }) => {
      const reader = requireReader(request, prefix, 'QUOTATION', 'view');
      if ('response' in reader) return reader.response;
      return answerPage(request, visibleQuotations(reader), forReader(reader, await searchBody(request)), quotationSearch, quotationListItem);
    }),
  ];
}

export const quotationHandlers = PREFIXES.flatMap(under);
