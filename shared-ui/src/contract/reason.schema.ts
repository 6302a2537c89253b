import { z } from 'zod';
import { LONG_TEXT, requiredText } from './common.schema';
import { lazySchema } from './lazy-schema';

/** A rejection (a delivery reply, a supplier change, a bill) always says why (api-conventions: 400 without one). */
export const reasonSchema = lazySchema(() => z.object({ reason: requiredText(LONG_TEXT) }));

export type ReasonFormInput = z.input<typeof reasonSchema>;
