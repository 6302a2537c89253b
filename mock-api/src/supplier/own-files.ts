import type { BasicData } from 'shared-ui/contract';
import { FILE_MSG, ownedFiles } from '../general/owned-files';
import type { FieldText } from '../http/field-errors';
import { say } from '../http/locale';

/**
 * The files of a supplier's own change that are neither on its record already nor uploaded by
 * the caller, at their list (issue 18: `PUT su/supplier/me` stored any file id it was given, so
 * a supplier could attach another's upload by guessing its id).
 */
export function foreignFiles(request: Request, change: Partial<BasicData>, record: BasicData, account: string): FieldText[] {
  const held = [...record.attachmentList.flatMap((slot) => slot.files), ...record.freeAttachmentList];
  const refused = (path: string, list: unknown) => ownedFiles(list, held, account).missing.map((name) => ({ path, message: say(request, FILE_MSG.missing(name)) }));
  return [
    ...(change.attachmentList ?? []).flatMap((slot, index) => refused(`attachmentList.${index}.files`, slot.files)),
    ...refused('freeAttachmentList', change.freeAttachmentList),
  ];
}
