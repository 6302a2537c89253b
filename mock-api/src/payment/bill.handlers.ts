import { forReader, PREFIXES, readerHolding, type Prefix, type Reader } from '../http/reader';
import { searchCalls } from '../http/search-calls';
import { bills } from '../store/collections';
import { billRows, billSearch } from './bill-rows';

/**
 * a/: every bill (INVOICE view; not narrowed by purchasing org: the FINANCE role, which
 * reviews bills, has no purchasing org); su/: its own supplier's bills only.
 */
const visibleBills = (reader: Reader) => billRows(reader.kind === 'supplier' ? bills.all().filter((b) => b.supplierId === reader.supplierId) : bills.all());

/** Page of BillListItem (BillFilter plus dueDate range; su/ drops any supplierId filter). */
const under = (prefix: Prefix) =>
  searchCalls({ path: `*/api/${prefix}/bill/search`, guard: readerHolding(prefix, 'INVOICE', 'view'), rows: visibleBills, spec: billSearch, scope: forReader });

export const billHandlers = PREFIXES.flatMap(under);
