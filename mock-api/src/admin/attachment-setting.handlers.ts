import { http } from 'msw';
import { attachmentSettingSchema, issue, issueMessages, VK, type AttachmentSetting, type IssueMessage } from 'shared-ui/contract';
import { readBody } from '../http/body';
import { fieldsOf } from '../http/body-fields';
import { refuseFields } from '../http/field-errors';
import { guarded } from '../http/guarded';
import { internalHolding, requireUser } from '../http/guards';
import { notFound } from '../http/record';
import { ok } from '../http/respond';
import { attachmentSettings } from '../store/collections';
import { optionCodes } from './codes';

const byCode = (code: string) => attachmentSettings.all().find((s) => s.attachmentCode === code);

/** The contract's rules, then the store's: a free code, and type, supplier type and language from their lists. */
async function checkedSetting(request: Request, self?: AttachmentSetting): Promise<{ data: Omit<AttachmentSetting, 'id'> } | { response: Response }> {
  const body = await readBody(request);
  // The code keys the setting in routes and in suppliers' attachment lists: it stays as created.
  const parsed = attachmentSettingSchema.safeParse(self ? { ...body, attachmentCode: self.attachmentCode } : body);
  const issues: IssueMessage[] = parsed.success ? [] : issueMessages(parsed.error);
  if (parsed.success) {
    const { attachmentCode, type, supplierTypeCode, lang } = parsed.data;
    if (!self && byCode(attachmentCode)) issues.push(issue(VK.attachmentCodeTaken, 'attachmentCode'));
    if (!optionCodes('attachmentTypes').has(type)) issues.push(issue(VK.invalid, 'type'));
    if (!optionCodes('supplierTypes').has(supplierTypeCode)) issues.push(issue(VK.invalid, 'supplierTypeCode'));
    if (!optionCodes('languages').has(lang)) issues.push(issue(VK.invalid, 'lang'));
  }
  if (!parsed.success || issues.length) return { response: refuseFields(request, issues) };
  return { data: { ...parsed.data, ...(self?.exampleFileId ? { exampleFileId: self.exampleFileId } : {}) } };
}

/**
 * Attachment settings (spec section 7: `g/supplierTypeAttachment` search, create, update; the
 * search is in general/lookups.handlers.ts). Changing them is SUPPLIER_INFO's (the menu entry's
 * object); the registration page and the supplier forms read them at once through
 * `defaultAttachments`. `GET .../{code}` reads one for the detail page.
 */
export const attachmentSettingHandlers = [
  http.get<{ code: string }>('*/api/g/supplierTypeAttachment/:code', guarded(requireUser, ({ request, params }) => {
    const setting = byCode(params.code);
    return setting ? ok(setting) : notFound(request);
  })),

  http.post('*/api/g/supplierTypeAttachment', guarded(internalHolding('SUPPLIER_INFO', 'create'), async ({ request }) => {
    const checked = await checkedSetting(request);
    return 'response' in checked ? checked.response : ok(attachmentSettings.insert(checked.data), 201);
  })),

  http.put<{ code: string }>('*/api/g/supplierTypeAttachment/:code', guarded(internalHolding('SUPPLIER_INFO', 'edit'), async ({ request, params }) => {
    const setting = byCode(params.code);
    if (!setting) return notFound(request);
    const checked = await checkedSetting(request, setting);
    return 'response' in checked ? checked.response : ok(attachmentSettings.replace(setting.id, fieldsOf(attachmentSettingSchema), checked.data) as AttachmentSetting);
  })),
];
