// Scalar conventions of the contract. The spec gives no field types (section 3: "not shown"),
// so these are the portal's choice, the ones a careful backend team would make:
// ids are numbers, dates travel as ISO strings, amounts and quantities as plain numbers.

/** A database id (numeric, as the `/{id}` paths of api-conventions.md take). */
export type Id = number;
/** A calendar date, ISO `YYYY-MM-DD`: a day of the business's time zone (Taiwan's, business-time.ts). */
export type IsoDate = string;
/** An instant, ISO 8601 with offset, e.g. `2026-03-01T08:30:00+08:00` (audit trails, replies). */
export type IsoDateTime = string;
/** A money amount in the unit of its currency; rounding is the server's. */
export type Amount = number;
/** A code of an option list (`{ code, name }`), e.g. a currency `USD` or a country `TW`. */
export type Code = string;
/** A yes/no flag as the Excel templates and the legacy catalogues spell it. */
export type YesNo = 'Y' | 'N';

/** An inclusive range of dates of a list filter; either end may be left open. */
export interface DateRange {
  from?: IsoDate;
  to?: IsoDate;
}

/** An account as the lists show it: the login account and the person's name. */
export interface AccountRef {
  account: string;
  name?: string;
}

/**
 * A write internal staff made for a supplier (the `a/` calls of spec section 7 that act for one:
 * a delivery reply, a PO confirmation): who made it and for which supplier, so the supplier's own
 * views can say so.
 */
export interface OnBehalf {
  staff: AccountRef;
  supplierId: Id;
  supplierName?: string;
}
