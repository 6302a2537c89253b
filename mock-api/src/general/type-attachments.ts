import type { AttachmentSetting } from 'shared-ui/contract';
import { attachmentSettings } from '../store/collections';

/** The attachment settings of a supplier type in a language; a type with none in it: the English ones. */
export function typeAttachments(supplierTypeCode: string, lang: string): AttachmentSetting[] {
  const ofType = attachmentSettings.all().filter((s) => s.supplierTypeCode === supplierTypeCode);
  const inLang = ofType.filter((s) => s.lang === lang);
  return inLang.length ? inLang : ofType.filter((s) => s.lang === 'en-US');
}
