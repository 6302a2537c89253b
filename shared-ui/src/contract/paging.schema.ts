import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants';
import { defaultSorts } from './paging';
import { VK } from './validation-keys';
import { lazySchema } from './lazy-schema';

/** The largest page a search answers; bigger asks are refused, not silently cut. */
export const MAX_PAGE_SIZE = 1000;

const positiveInt = (max?: number) => {
  const n = z.number({ error: VK.number }).int({ error: VK.integer }).min(1, { error: VK.invalid });
  return max ? n.max(max, { error: VK.invalid }) : n;
};

/**
 * The common part of a search body, as the mock backend reads it: missing paging and sorts take
 * the defaults (page 1, 20 rows, id descending); filters pass through untouched (`loose`).
 */
export const searchRequestSchema = lazySchema(() =>
  z.looseObject({
    keyword: z.string().optional(),
    paging: z
      .object({ page: positiveInt(), pageSize: positiveInt(MAX_PAGE_SIZE) })
      .default({ page: 1, pageSize: DEFAULT_PAGE_SIZE }),
    sorts: z
      .array(z.object({ field: z.string().min(1, { error: VK.required }), direction: z.enum(['ASC', 'DESC'], { error: VK.invalid }) }))
      .default(defaultSorts()),
  }),
);
