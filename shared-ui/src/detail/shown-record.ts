import { z } from 'zod';

/**
 * The schema of a record the portal only shows (a PO comes from the ERP): nothing is typed into
 * it, so nothing is checked; the declaration stays typed by the record.
 */
export const shownRecordSchema = <Rec>() => z.custom<Rec>(() => true);
