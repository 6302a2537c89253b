import type { BasicData } from 'shared-ui/contract';
import { foreignFileTexts, type KeptFiles } from '../general/owned-files';
import type { FieldText } from '../http/field-errors';

/**
 * The files of a supplier's basic data as sent (`prefix`: where it sits in the body) that are
 * neither `held` (its stored record's; staff: any supplier's they read, as a copy carries them)
 * nor uploaded by the caller:
 * its attachments, its free attachments and its contacts' files (issue 18: `PUT su/supplier/me`,
 * then `PUT a/supplier/{id}`, stored any file id they were given, so a user could attach
 * another's upload by guessing its id, and download it from the record).
 */
export function foreignFiles(request: Request, change: Partial<BasicData>, held: KeptFiles, account: string, prefix = ''): FieldText[] {
  const refused = (path: string, sent: unknown) => foreignFileTexts(request, `${prefix}${path}`, sent, held, account);
  return [
    ...(change.attachmentList ?? []).flatMap((slot, index) => refused(`attachmentList.${index}.files`, slot.files)),
    ...refused('freeAttachmentList', change.freeAttachmentList),
    ...(change.contactList ?? []).flatMap((contact, index) => refused(`contactList.${index}.attachment`, contact.attachment)),
  ];
}
