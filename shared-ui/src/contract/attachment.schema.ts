import { z } from 'zod';
import { atLeastOne, optionalText, requiredText } from './common.schema';
import { report } from './issues';
import { VK } from './validation-keys';
import { lazySchema } from './lazy-schema';

/** The longest file name the common file systems keep (255): a name the user's disk holds is accepted. */
const FILE_NAME_MAX = 255;

export const fileRefSchema = lazySchema(() =>
  z.object({
    fileId: requiredText(),
    fileName: requiredText(FILE_NAME_MAX),
    size: z.number().optional(),
    contentType: optionalText(),
  }),
);

const attachmentSchema = lazySchema(() =>
  z.object({
    attachmentCode: requiredText(),
    attachmentName: optionalText(),
    required: z.boolean().optional(),
    files: z.array(fileRefSchema).default([]),
  }),
);

/**
 * The attachment slots of a supplier; every code in `requiredCodes` (from the attachment
 * settings of the supplier type) needs at least one file. The issue sits on the slot when it
 * exists, else on the list, and carries the code and name so the message can say which.
 */
export const attachmentListSchema = (requiredCodes: readonly string[]) =>
  z.array(attachmentSchema).superRefine((list, ctx) => {
    for (const code of requiredCodes) {
      const at = list.findIndex((a) => a.attachmentCode === code);
      if (at >= 0 && list[at].files.length > 0) continue;
      const name = (at >= 0 && list[at].attachmentName) || code;
      report(ctx, VK.attachmentRequired, at >= 0 ? [at, 'files'] : [], { code, name });
    }
  });

/** Service item categories: at least one, and exactly one of them the main service item. */
export const categoryInfoListSchema = lazySchema(() =>
  atLeastOne(
    z.object({ serviceItemCode: requiredText(), main: z.boolean().default(false) }),
  ).superRefine((list, ctx) => {
    if (list.length > 0 && list.filter((c) => c.main).length !== 1) report(ctx, VK.oneMainServiceItem);
  }),
);

/**
 * The files of one upload field (`FileRef[]`). A required one answers "Upload the required
 * attachment: {name}" when empty; without a `name` the upload field fills in its own label.
 */
export const fileListField = (options: { required?: boolean; name?: string } = {}) =>
  z.array(fileRefSchema).superRefine((files, ctx) => {
    if (options.required && files.length === 0) report(ctx, VK.attachmentRequired, [], options.name ? { name: options.name } : undefined);
  });
