import { issue, VK, type AttachmentSetting, type IssueMessage, type SupplierAttachment } from 'shared-ui/contract';
import { typeAttachments } from '../general/type-attachments';
import { attachmentSettings } from '../store/collections';

/**
 * "Required attachments must be uploaded" (spec section 5) on a supplier that exists: the
 * settings of `stage` its type marks required, in its company language, each with a file: the
 * first (registration) stage on every change, the second (review) stage too before a new
 * supplier goes to sign-off (actions.handlers.ts). A
 * file in a slot of the same attachment type in another language counts (a Chinese-speaking
 * supplier outside Taiwan holds the zh-TW slots while its language falls back to en-US).
 * At the slot's files when the slot is there, else at the list; `at` is where basic data sits.
 */
export function missingAttachments(
  basic: { supplierTypeCode?: unknown; companyInfo?: { langCode?: unknown }; attachmentList?: unknown },
  at = '',
  stage: AttachmentSetting['stage'] = 'FIRST',
): IssueMessage[] {
  const type = typeof basic.supplierTypeCode === 'string' ? basic.supplierTypeCode : '';
  const lang = typeof basic.companyInfo?.langCode === 'string' ? basic.companyInfo.langCode : '';
  const list = (Array.isArray(basic.attachmentList) ? basic.attachmentList : []) as SupplierAttachment[];
  const kindOf = new Map(attachmentSettings.all().filter((s) => s.supplierTypeCode === type).map((s) => [s.attachmentCode, s.type]));
  return typeAttachments(type, lang)
    .filter((s) => s.stage === stage && s.required)
    .flatMap((s) => {
      const given = list.some((a) => a.files?.length > 0 && (a.attachmentCode === s.attachmentCode || kindOf.get(a.attachmentCode) === s.type));
      if (given) return [];
      const slot = list.findIndex((a) => a.attachmentCode === s.attachmentCode);
      return [issue(VK.attachmentRequired, slot >= 0 ? `${at}attachmentList.${slot}.files` : `${at}attachmentList`, { code: s.attachmentCode, name: s.name })];
    });
}
