import type { z } from 'zod';
import type { BulletinTarget } from 'shared-ui/contract';
import { readBody } from '../http/body';
import { parseOrRefuse, refuseFields } from '../http/field-errors';
import { say } from '../http/locale';
import { unreachableIds } from './bulletin-workflow';
import { BULLETIN_MSG } from './messages';

/**
 * An announcement's body checked with its contract schema (400 with every broken rule), then
 * its chosen suppliers: each must be one announcements can reach (400 at `targets.supplierIds`).
 */
export async function bulletinBody<S extends z.ZodType<{ targets: BulletinTarget }>>(request: Request, schema: S): Promise<{ data: z.output<S> } | { response: Response }> {
  const parsed = parseOrRefuse(request, schema, await readBody(request));
  if ('response' in parsed) return parsed;
  const unreachable = unreachableIds(parsed.data.targets);
  if (unreachable.length > 0) {
    return { response: refuseFields(request, [], [{ path: 'targets.supplierIds', message: say(request, BULLETIN_MSG.unknownSuppliers(unreachable.join(', '))) }]) };
  }
  return parsed;
}
