import { z } from 'zod';
import { optionalText } from './common.schema';
import { report } from './issues';
import { VK } from './validation-keys';
import { lazySchema } from './lazy-schema';

/** Numbers compare as numbers ("9" < "10"), anything else as text (dates, codes). */
function exceeds(from: string, to: string): boolean {
  const a = Number(from);
  const b = Number(to);
  return Number.isFinite(a) && Number.isFinite(b) ? a > b : from > to;
}

/**
 * A value search (spec section 5): STARTS_WITH and CONTAINS need a value; BETWEEN needs at least
 * one end (an open end searches up or down from the other) and the start may not exceed the end.
 */
export const valueSearchSchema = lazySchema(() =>
  z
    .object({
      mode: z.enum(['STARTS_WITH', 'CONTAINS', 'BETWEEN'], { error: (iss) => (iss.input === undefined ? VK.required : VK.invalid) }),
      value: optionalText(),
      from: optionalText(),
      to: optionalText(),
    })
    .superRefine((v, ctx) => {
      if (v.mode !== 'BETWEEN') {
        if (!v.value) report(ctx, VK.required, ['value']);
        return;
      }
      if (!v.from && !v.to) report(ctx, VK.required, ['from']);
      else if (v.from && v.to && exceeds(v.from, v.to)) report(ctx, VK.rangeStartAfterEnd, ['to']);
    }),
);
