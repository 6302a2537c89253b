import { z } from 'zod';
import { emailField, isoDateField, LONG_TEXT, nonNegativeNumber, optionalIsoDateField, optionalText, requiredText, whenFieldsValid } from './common.schema';
import { attachmentListSchema, categoryInfoListSchema, fileRefSchema } from './attachment.schema';
import { bankInfoSchema, checkBankCurrencies } from './bank-info.schema';
import { brazilCountryReminder, companyInfoSchema } from './company-info.schema';
import {
  DEFAULT_CLASSIFICATION,
  DEFAULT_DOUBLE_CHECK_INVOICE,
  DEFAULT_EARLY_PAY_ON_HOLIDAY,
  DEFAULT_MONEY_LAUNDERING_PREVENTION,
  DEFAULT_PAY_TYPE,
} from './constants';
import { report } from './issues';
import { applicantInfoSchema } from './registration.schema';
import { tradingCurrencies as tradingCurrenciesOf } from './supplier';
import { VK } from './validation-keys';
import { lazySchema } from './lazy-schema';

// The supplier master data as the detail page and the supplier's own page edit it, and as the
// mock backend checks `PUT a/supplier/{id}`, `POST a/supplier` and `PUT su/supplier/me`.

export const contactSchema = lazySchema(() =>
  z.object({
    id: z.number().optional(),
    name: requiredText(),
    title: optionalText(),
    dept: optionalText(),
    email: emailField(),
    mobile: optionalText(),
    phone: optionalText(),
    birthday: optionalIsoDateField(),
    gender: optionalText(),
    langCode: optionalText(),
    marriage: optionalText(),
    family: optionalText(),
    pet: optionalText(),
    interest: optionalText(),
    sport: optionalText(),
    sign: optionalText(),
    tenure: optionalText(),
    foodAllergy: optionalText(),
    foodPreference: optionalText(),
    background: optionalText(LONG_TEXT),
    socialMediaList: z.array(z.object({ typeCode: requiredText(), account: requiredText() })).default([]),
    sendEnvironmentSurvey: z.boolean().default(false),
    sendPurchaseOrder: z.boolean().default(false),
    // One file; an upload field's list of at most one file is read as that file.
    attachment: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), fileRefSchema.optional()),
  }),
);

export const paymentInfoSchema = lazySchema(() =>
  z.object({
    payType: z.string().default(DEFAULT_PAY_TYPE),
    paymentProcessFeeBen: z.boolean().default(false),
    paymentTermCode: optionalText(),
  }),
);

/** Payment info per company (Procurement tab) with the section 9 defaults. */
export const paymentInfoPerCompanySchema = lazySchema(() =>
  z.object({
    companyCode: requiredText(),
    applicantAccount: optionalText(),
    classification: z.string().default(DEFAULT_CLASSIFICATION),
    doubleCheckInvoice: z.boolean().default(DEFAULT_DOUBLE_CHECK_INVOICE),
    earlyPayOnHoliday: z.boolean().default(DEFAULT_EARLY_PAY_ON_HOLIDAY),
    fee: z.preprocess((v) => (v === '' || v === null ? undefined : v), nonNegativeNumber().optional()),
    moneyLaunderingPrevention: z.string().default(DEFAULT_MONEY_LAUNDERING_PREVENTION),
    paymentMethodCodes: z.array(z.string()).default([]),
    paymentTermCode: optionalText(),
    subjectCode: optionalText(),
    transferType: optionalText(),
  }),
);

export const purchaseOrgSchema = lazySchema(() =>
  z.object({
    purchasingOrgCode: requiredText(),
    buyer: optionalText(),
    sourcer: optionalText(),
    incotermCode: optionalText(),
    currencyCode: requiredText(),
    // Kept through a record's save: the Brazil contact upload writes them, the form does not show them.
    contactName: optionalText(),
    contactEmail: optionalText(),
  }),
);

export const paymentSubRangeSchema = lazySchema(() =>
  z.object({
    purchasingOrgCode: requiredText(),
    subRangeCode: requiredText(),
    description: optionalText(LONG_TEXT),
    paymentTermCode: optionalText(),
  }),
);

/** Brazil on a supplier that exists is country BR (spec section 5): B1 is for creating only. */
const brazilOnEdit =
  (mode: 'create' | 'edit') =>
  <S extends z.ZodType<{ companyInfo?: { countryCode?: string } }>>(schema: S): S =>
    schema.superRefine(
      (v, ctx) => {
        const reminder = brazilCountryReminder(v?.companyInfo?.countryCode, mode);
        if (reminder) report(ctx, mode === 'create' ? VK.brazilCreateUseB1 : VK.brazilEditUseBr, ['companyInfo', 'countryCode'], reminder.params);
      },
      { when: whenFieldsValid('companyInfo.countryCode') },
    );

// The bank list's currency rules run over the whole value (`withBankRules`): the trading
// currencies may come from the purchasing orgs in the same record. Built when a schema that holds
// them is (lazySchema).
const basicParts = () => ({
  companyInfo: companyInfoSchema,
  contactList: z.array(contactSchema).default([]),
  categoryInfoList: categoryInfoListSchema,
  bankInfoList: z.array(bankInfoSchema).default([]),
  attachmentList: attachmentListSchema([]).default([]),
  freeAttachmentList: z.array(fileRefSchema).default([]),
});

const bankCurrenciesValid = (p: { issues: { path?: PropertyKey[] }[] }) => !p.issues.some((i) => i.path?.includes('bankInfoList'));

/** `basicData` as purchasing staff edit it. */
export const supplierBasicDataSchema = () =>
  z.object({
    supplierTypeCode: requiredText(),
    applicantInfo: applicantInfoSchema,
    paymentInfo: paymentInfoSchema,
    ...basicParts(),
  });

/**
 * The whole editable record: `PUT a/supplier/{id}` (edit) and `POST a/supplier` (create). The
 * bank rules of spec section 5 use `tradingCurrencies` when given (the server's stored purchasing
 * orgs), else the purchasing orgs in the record itself (the form).
 */
export const supplierRecordSchema = (tradingCurrencies?: readonly string[], mode: 'create' | 'edit' = 'edit') =>
  z
    .object({
      basicData: brazilOnEdit(mode)(supplierBasicDataSchema()),
      financialData: z.object({ financialInfoList: z.array(paymentInfoPerCompanySchema).default([]) }).default({ financialInfoList: [] }),
      purchaseData: z
        .object({ paymentSubRangeList: z.array(paymentSubRangeSchema).default([]), purchaseOrgList: z.array(purchaseOrgSchema).default([]) })
        .default({ paymentSubRangeList: [], purchaseOrgList: [] }),
    })
    .superRefine(
      (v, ctx) => {
        if (typeof v !== 'object' || v === null || !Array.isArray(v.basicData?.bankInfoList)) return;
        const trading = tradingCurrencies ?? (Array.isArray(v.purchaseData?.purchaseOrgList) ? tradingCurrenciesOf(v as never) : []);
        checkBankCurrencies(v.basicData.bankInfoList, trading, ctx, ['basicData', 'bankInfoList']);
      },
      { when: bankCurrenciesValid },
    );

/** What a supplier may change of its own record (`PUT su/supplier/me`): Basic Info without the buyer's parts. */
export const supplierOwnChangeSchema = (tradingCurrencies: readonly string[] = []) =>
  brazilOnEdit('edit')(
    z.object(basicParts()).superRefine(
      (v, ctx) => {
        if (typeof v === 'object' && v !== null && Array.isArray(v.bankInfoList)) checkBankCurrencies(v.bankInfoList, tradingCurrencies, ctx, ['bankInfoList']);
      },
      { when: bankCurrenciesValid },
    ),
  );

/** `POST a/supplier/{id}/block`: block or unblock, at a date. */
export const supplierBlockSchema = lazySchema(() => z.object({ blockAction: z.enum(['BLOCK', 'UNBLOCK'], { error: VK.required }), blockDate: isoDateField() }));

/** A relation event as it is created and edited (spec section 3). */
export const relationEventSchema = lazySchema(() =>
  z.object({
    subject: requiredText(),
    eventTypeCode: requiredText(),
    eventDate: isoDateField(),
    eventLocation: optionalText(),
    eventParticipant: optionalText(),
    description: optionalText(LONG_TEXT),
    attachments: z.array(fileRefSchema).default([]),
  }),
);

export type SupplierRecordInput = z.input<ReturnType<typeof supplierRecordSchema>>;
export type SupplierRecordOutput = z.output<ReturnType<typeof supplierRecordSchema>>;
export type SupplierOwnChangeInput = z.input<ReturnType<typeof supplierOwnChangeSchema>>;
export type RelationEventInput = z.input<typeof relationEventSchema>;
export type SupplierBlockInput = z.input<typeof supplierBlockSchema>;
