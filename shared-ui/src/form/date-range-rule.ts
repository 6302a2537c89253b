import { isAfter, report, VK } from 'shared-ui/contract';
import type { z } from 'zod';

/**
 * The start ≤ end rule of a `DateRangeField`, for the schema's `superRefine`: reports
 * `validation:dateRange` at the end field (as the contract's audit schema does).
 */
export const dateRangeRule =
  (startName: string, endName: string) =>
  (value: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    const start = value[startName];
    const end = value[endName];
    if (typeof start === 'string' && typeof end === 'string' && isAfter(start, end)) report(ctx, VK.dateRange, [endName]);
  };
