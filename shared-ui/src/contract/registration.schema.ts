import { z } from 'zod';
import { emailField, mustBeTicked, optionalText, requiredText } from './common.schema';
import { attachmentListSchema, categoryInfoListSchema, fileRefSchema } from './attachment.schema';
import { bankInfoListSchema } from './bank-info.schema';
import { companyInfoSchema } from './company-info.schema';
import { VK } from './validation-keys';

export const applicantInfoSchema = z.object({
  applicantAccount: requiredText(),
  applicantEmail: emailField(),
  applicantName: requiredText(),
  defaultApplicantAccount: optionalText(),
  defaultApplicantEmail: optionalText(),
});

/**
 * The public sign-up (spec section 5, Registration). `requiredAttachmentCodes` are the codes the
 * attachment settings of the chosen supplier type mark required (first stage); the form loads
 * them with the type, the backend reads them from its settings. A new supplier has no purchasing
 * org yet, so no trading currency: bank accounts are checked for one-per-currency only.
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
  });

export type RegistrationInput = z.input<ReturnType<typeof registrationSchema>>;

/** The terms dialog at login: OK needs the consent box ticked (spec section 5). */
export const termsConsentSchema = z.object({ consent: mustBeTicked(VK.agreeTerms) });
