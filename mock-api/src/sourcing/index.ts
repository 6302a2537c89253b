import { inquiryHandlers } from './inquiry.handlers';
import { sourcingLookupHandlers } from './lookups.handlers';
import { devParityBpmHandlers, parityHandlers } from './parity.handlers';
import { quotationHandlers } from './quotation.handlers';

/** The sourcing domain: inquiries, quotations, parities, their lookups and the parity sign-off stand-in. */
export const sourcingHandlers = [...inquiryHandlers, ...quotationHandlers, ...parityHandlers, ...sourcingLookupHandlers, ...devParityBpmHandlers];
