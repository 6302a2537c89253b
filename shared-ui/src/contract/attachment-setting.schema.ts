import { z } from 'zod';
import { requiredText } from './common.schema';
import { VK } from './validation-keys';
import { lazySchema } from './lazy-schema';

/**
 * An attachment setting as the admin form keeps it (spec section 3 "Attachment setting"): the
 * code keys it in routes, so it is set once; type, supplier type and language are option codes
 * the server checks against its lists.
 */
export const attachmentSettingSchema = lazySchema(() =>
  z.object({
    attachmentCode: requiredText(),
    name: requiredText(),
    type: requiredText(),
    supplierTypeCode: requiredText(),
    lang: requiredText(),
    stage: z.enum(['FIRST', 'SECOND'], { error: VK.required }),
    required: z.boolean(),
    openBpmStatus: z.boolean(),
  }),
);
export type AttachmentSettingFormInput = z.input<typeof attachmentSettingSchema>;
export type AttachmentSettingFormOutput = z.output<typeof attachmentSettingSchema>;
