import type { z } from 'zod';
import type { BulletinTarget, FileRef } from 'shared-ui/contract';
import { foreignFileTexts, type KeptFiles } from '../general/owned-files';
import { readBody } from '../http/body';
import { parseOrRefuse, refuseFields } from '../http/field-errors';
import { say } from '../http/locale';
import { unreachableIds } from './bulletin-workflow';
import { BULLETIN_MSG } from './messages';

/**
 * An announcement's body checked with its contract schema (400 with every broken rule), then
 * its chosen suppliers: each must be one announcements can reach (400 at `targets.supplierIds`),
 * and its attachments: each one `kept` (the kind's versions' files: its own, or a copy's source's)
 * or the caller's own upload (400 at `attachments`).
 */
export async function bulletinBody<S extends z.ZodType<{ targets: BulletinTarget; attachments: FileRef[] }>>(
  request: Request,
  schema: S,
  account: string,
  kept: KeptFiles,
): Promise<{ data: z.output<S> } | { response: Response }> {
  const parsed = parseOrRefuse(request, schema, await readBody(request));
  if ('response' in parsed) return parsed;
  const unreachable = unreachableIds(parsed.data.targets);
  const texts = [
    ...(unreachable.length > 0 ? [{ path: 'targets.supplierIds', message: say(request, BULLETIN_MSG.unknownSuppliers(unreachable.join(', '))) }] : []),
    ...foreignFileTexts(request, 'attachments', parsed.data.attachments, kept, account),
  ];
  return texts.length > 0 ? { response: refuseFields(request, [], texts) } : parsed;
}
