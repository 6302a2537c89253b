import { z } from 'zod';
import { requiredText } from './common.schema';

/** A rejection (a delivery reply, a supplier change, a bill) always says why (api-conventions: 400 without one). */
export const reasonSchema = z.object({ reason: requiredText() });

export type ReasonFormInput = z.input<typeof reasonSchema>;
