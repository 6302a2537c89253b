import { quotationHandlers } from './quotation.handlers';

/** The sourcing domain: inquiries, quotations, parities. */
export const sourcingHandlers = [...quotationHandlers];
