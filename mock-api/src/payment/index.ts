import { billHandlers } from './bill.handlers';

/** The payment domain: invoice requests (bills) and invoices. */
export const paymentHandlers = [...billHandlers];
