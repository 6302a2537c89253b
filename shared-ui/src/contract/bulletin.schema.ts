import { z } from 'zod';
import { fileRefSchema } from './attachment.schema';
import { isAfter, isoDateField, LONG_TEXT, optionalIsoDateField, optionalText, requiredText } from './common.schema';
import { report } from './issues';
import { supplierSelectionSchema } from './supplier-selection.schema';
import { VK } from './validation-keys';
import { lazySchema } from './lazy-schema';

// The rules of announcements (spec sections 3-5), written once for the forms and the mock:
// purchasing bulletins (notices, no reply) and document tracking (versions the suppliers answer).

/** Rich text is empty when nothing but tags and spaces is left (`<p></p>` from an emptied editor). */
export const isBlankHtml = (html: string) => html.replace(/<(?!img\b)[^>]*>/gi, '').replace(/&nbsp;/g, ' ').trim() === '';

/**
 * The longest content, its markup included, as the server stores and counts it: an editor's
 * formatting takes room too. Checked at the field, so a pasted long text is not refused only after
 * the round trip, with the server's raw field name.
 */
export const RICH_TEXT_MAX = 4000;

const richText = () =>
  z.string({ error: VK.required }).superRefine((html, ctx) => {
    if (isBlankHtml(html)) report(ctx, VK.required, []);
    else if (html.length > RICH_TEXT_MAX) report(ctx, VK.tooLong, [], { max: RICH_TEXT_MAX });
  });

/** Chosen suppliers (at least one, none twice), or the green-supply-chain criterion. */
export const bulletinTargetSchema = lazySchema(() =>
  z.discriminatedUnion(
    'type',
    [
      z.object({ type: z.literal('SUPPLIER'), supplierIds: supplierSelectionSchema }),
      z.object({ type: z.literal('CRITERIA'), greenSupplyChain: z.literal(true, { error: VK.required }) }),
    ],
    { error: VK.required },
  ),
);

// The fields both kinds share, built when one of their schemas is (lazySchema).
const common = () => ({
  subject: requiredText(100),
  category: requiredText(),
  title: requiredText(200),
  content: richText(),
  publishDate: isoDateField(),
  validFrom: isoDateField(),
  validTo: isoDateField(),
  targets: bulletinTargetSchema,
  attachments: z.array(fileRefSchema).default([]),
});

/** Validity from ≤ to, at the end field. */
function validity(value: { validFrom?: string; validTo?: string }, ctx: z.RefinementCtx) {
  if (isAfter(value.validFrom, value.validTo)) report(ctx, VK.dateRange, ['validTo']);
}

/** A purchasing bulletin (BULLETIN_NORMAL) as written and changed: a notice, no reply. */
export const purchaseBulletinSchema = lazySchema(() => z.object(common()).superRefine(validity));

/**
 * A document-tracking version (BULLETIN_DOC) as written and changed: a reply required needs its
 * due date, which cannot come before the publish date.
 */
export const docBulletinSchema = lazySchema(() =>
  z
    .object({ ...common(), replyRequired: z.boolean().default(true), replyDueDate: optionalIsoDateField() })
    .superRefine((value, ctx) => {
      validity(value, ctx);
      if (value.replyRequired && !value.replyDueDate) report(ctx, VK.required, ['replyDueDate']);
      if (value.replyDueDate && isAfter(value.publishDate, value.replyDueDate)) report(ctx, VK.replyDueBeforePublish, ['replyDueDate']);
    }),
);

/** A supplier's reply as saved: text and files, both optional while it is a draft. */
export const bulletinReplySchema = lazySchema(() =>
  z.object({
    content: optionalText(LONG_TEXT),
    files: z.array(fileRefSchema).default([]),
  }),
);

/** A reply sent to the buyer says something: a text or at least one file. */
export const bulletinReplyCommitSchema = lazySchema(() =>
  bulletinReplySchema.superRefine((value, ctx) => {
    if (!value.content && value.files.length === 0) report(ctx, VK.replyEmpty, ['content']);
  }),
);

/** A reply sent back to its supplier says why (kept in the return history). */
export const replyReturnSchema = lazySchema(() => z.object({ explanation: requiredText(LONG_TEXT) }));

export type PurchaseBulletinInput = z.input<typeof purchaseBulletinSchema>;
export type PurchaseBulletinOutput = z.output<typeof purchaseBulletinSchema>;
export type DocBulletinInput = z.input<typeof docBulletinSchema>;
export type DocBulletinOutput = z.output<typeof docBulletinSchema>;
export type BulletinReplyInput = z.input<typeof bulletinReplySchema>;
export type BulletinTargetInput = z.input<typeof bulletinTargetSchema>;
