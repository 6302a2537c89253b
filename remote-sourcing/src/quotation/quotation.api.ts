import type { QuotationDetail, QuotationFilter, QuotationListItem } from 'shared-ui/contract';
import { resource, type CallerPrefix, type ListSearch } from 'shared-ui/data';

// The quotation calls of spec section 7: internal users (`a/`: read, accept, reject, invite,
// close) and suppliers (`su/`: read, save, commit), each over its own records.

export const quotationResource = (prefix: CallerPrefix) => resource<QuotationDetail, QuotationListItem, QuotationFilter>(`${prefix}/quotation`);

export const quotationListSearch = (prefix: CallerPrefix): ListSearch<QuotationListItem, QuotationFilter> => ({ resource: quotationResource(prefix) });
