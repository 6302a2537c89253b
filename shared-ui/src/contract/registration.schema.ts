import { z } from 'zod';
import type { AttachmentSetting } from './attachment-setting';
import { emailField, mustBeTicked, optionalText, requiredText, whenFieldsValid } from './common.schema';
import { attachmentListSchema, categoryInfoListSchema, fileRefSchema } from './attachment.schema';
import { bankInfoListSchema } from './bank-info.schema';
import { brazilCountryReminder, companyInfoSchema } from './company-info.schema';
import { report } from './issues';
import { VK } from './validation-keys';
import { lazySchema } from './lazy-schema';

export const applicantInfoSchema = lazySchema(() =>
  z.object({
    applicantAccount: requiredText(),
    applicantEmail: emailField(),
    applicantName: requiredText(),
    defaultApplicantAccount: optionalText(),
    defaultApplicantEmail: optionalText(),
  }),
);

/**
 * The attachment settings the sign-up asks for: the first-stage ones of the supplier type and
 * language (`ss/defaultAttachments`); the second stage comes with the review.
 */
export const registrationAttachmentSettings = <T extends Pick<AttachmentSetting, 'stage'>>(settings: readonly T[]): T[] =>
  settings.filter((s) => s.stage === 'FIRST');

/** The codes of the sign-up's required attachments, for `registrationSchema`. */
export const requiredAttachmentCodes = (settings: readonly Pick<AttachmentSetting, 'stage' | 'required' | 'attachmentCode'>[]): string[] =>
  registrationAttachmentSettings(settings)
    .filter((s) => s.required)
    .map((s) => s.attachmentCode);

/**
 * The public sign-up (spec section 5, Registration). `requiredAttachmentCodes` are the codes the
 * attachment settings of the chosen supplier type mark required (first stage); the form loads
 * them with the type, the backend reads them from its settings. A new supplier has no purchasing
 * org yet, so no trading currency: bank accounts are checked for one-per-currency only.
 * Signing up creates a supplier, so the Brazil reminder is a rule here: Brazil is country B1 on
 * creation (`brazilCountryReminder(..., 'create')`), refused at the country field as BR.
 */
export const registrationSchema = (requiredAttachmentCodes: readonly string[] = []) =>
  z.object({
    supplierTypeCode: requiredText(),
    companyInfo: companyInfoSchema,
    applicantInfo: applicantInfoSchema,
    categoryInfoList: categoryInfoListSchema,
    attachmentList: attachmentListSchema(requiredAttachmentCodes),
    freeAttachmentList: z.array(fileRefSchema).default([]),
    bankInfoList: bankInfoListSchema().optional(),
    agreeTerms: mustBeTicked(VK.agreeTerms),
    agreePrivacy: mustBeTicked(VK.agreePrivacy),
  }).superRefine(
    (v, ctx) => {
      const reminder = brazilCountryReminder(v.companyInfo?.countryCode, 'create');
      if (reminder) report(ctx, VK.brazilCreateUseB1, ['companyInfo', 'countryCode'], reminder.params);
    },
    { when: whenFieldsValid('companyInfo.countryCode') },
  );

export type RegistrationInput = z.input<ReturnType<typeof registrationSchema>>;

/** The terms dialog at login: OK needs the consent box ticked (spec section 5). */
export const termsConsentSchema = lazySchema(() => z.object({ consent: mustBeTicked(VK.agreeTerms) }));
