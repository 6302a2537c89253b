import { z } from 'zod';
import { atLeastOne, LONG_TEXT, nonNegativeNumber, optionalIsoDateField, optionalText, sumExceeds, whenFieldsValid } from './common.schema';
import { report } from './issues';
import { VK } from './validation-keys';
import { lazySchema } from './lazy-schema';
import { fitsUnit } from './units';

const splitSchema = lazySchema(() =>
  z
    .object({
      replyQuantity: nonNegativeNumber(),
      replyDate: optionalIsoDateField(),
      remark: optionalText(LONG_TEXT),
    })
    .superRefine(
      (s, ctx) => {
        // "Keep the quantity 0 if the date is undecided": a date may be left out only with quantity 0.
        if (s.replyQuantity > 0 && !s.replyDate) report(ctx, VK.replyDateRequired, ['replyDate']);
      },
      { when: whenFieldsValid('replyQuantity', 'replyDate') },
    ),
);

/**
 * A supplier's reply to one delivery schedule: the split quantities cover at most the open
 * quantity, each a whole number where the item's `unit` is counted (pieces, sets, boxes, rolls).
 */
export const deliveryReplySchema = lazySchema(() =>
  z
    .object({
      scheduleId: z.number(),
      openQuantity: z.number(),
      unit: z.string().optional(),
      replies: atLeastOne(splitSchema),
    })
    .superRefine(
      (v, ctx) => {
        if (sumExceeds(v.replies.map((r) => r.replyQuantity), v.openQuantity)) {
          report(ctx, VK.replyExceedsOpen, ['replies'], { open: v.openQuantity });
        }
        v.replies.forEach((r, i) => fitsUnit(r.replyQuantity, v.unit) || report(ctx, VK.integer, ['replies', i, 'replyQuantity']));
      },
      // The total is checked as soon as the quantities are numbers, alongside a missing date.
      { when: whenFieldsValid('openQuantity', 'replies.*.replyQuantity') },
    ),
);

export type DeliveryReplyFormInput = z.input<typeof deliveryReplySchema>;
