import { forReader, PREFIXES, readerHolding, sees, type Prefix, type Reader } from '../http/reader';
import { searchCalls } from '../http/search-calls';
import { quotations } from '../store/collections';
import { quotationListItem, quotationRows, quotationSearch } from './quotation-rows';

/** a/: the quotations of inquiries in the purchasing orgs of the caller's roles; su/: its own supplier's. */
const visibleQuotations = (reader: Reader) => quotationRows(quotations.all()).filter((q) => sees(reader, q));

/** Page of QuotationListItem (QuotationFilter plus dueDate range; su/ drops any supplierId filter). */
const under = (prefix: Prefix) =>
  searchCalls({
    path: `*/api/${prefix}/quotation/search`,
    guard: readerHolding(prefix, 'QUOTATION', 'view'),
    rows: visibleQuotations,
    spec: quotationSearch,
    scope: forReader,
    item: quotationListItem,
  });

export const quotationHandlers = PREFIXES.flatMap(under);
