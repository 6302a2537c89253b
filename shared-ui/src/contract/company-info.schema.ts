import { z } from 'zod';
import { LONG_TEXT, optionalText, requiredText, whenFieldsValid } from './common.schema';
import {
  BRAZIL_COUNTRY_ON_CREATE,
  BRAZIL_COUNTRY_ON_EDIT,
  DEFAULT_ENVIRONMENT_LEVEL_CODE,
  IDENTITY_PLACEHOLDER,
  NOT_AVAILABLE,
  POSTCODE_LENGTH_LONG,
  POSTCODE_LENGTH_SHORT,
} from './constants';
import { issue, report, type IssueMessage } from './issues';
import { VK } from './validation-keys';
import { lazySchema } from './lazy-schema';

/**
 * "Company postcode is 5 or 10 characters depending on country" (spec section 5), read as a
 * maximum: Taiwan's postcodes have at most 5 digits (3+2), elsewhere up to 10 characters fit
 * every common format (US ZIP+4 `12345-6789`, Brazil `12345-678`, UK `SW1A 1AA`). Countries not
 * in the map get the long limit; add a country here when its format is known to be shorter.
 */
export const POSTCODE_LENGTH_BY_COUNTRY: Readonly<Record<string, number>> = { TW: POSTCODE_LENGTH_SHORT };

export const postcodeMaxLength = (countryCode: string | undefined): number =>
  (countryCode && POSTCODE_LENGTH_BY_COUNTRY[countryCode.toUpperCase()]) || POSTCODE_LENGTH_LONG;

/** An identity number, or exactly ten capital X when none can be given; `xxx` or 9 X are typos. */
export const identityField = () =>
  requiredText().superRefine((v, ctx) => {
    if (/^x+$/i.test(v) && v !== IDENTITY_PLACEHOLDER) report(ctx, VK.identityPlaceholder, [], { placeholder: IDENTITY_PLACEHOLDER });
  });

/** Capital and employee count: a number ≥ 0 or NA (any case; stored as `NA`). */
export const numberOrNaField = () =>
  z.preprocess(
    (v) => {
      const t = typeof v === 'string' ? v.trim() : v;
      if (t === '' || t === null) return undefined;
      if (typeof t === 'string' && t.toUpperCase() === NOT_AVAILABLE) return NOT_AVAILABLE;
      return typeof t === 'string' && /^\d+(\.\d+)?$/.test(t) ? Number(t) : t;
    },
    z.union([z.literal(NOT_AVAILABLE), z.number().min(0, { error: VK.numberOrNa })], {
      error: (iss) => (iss.input === undefined ? VK.required : VK.numberOrNa),
    }),
  );

/** basicData.companyInfo as registration and the supplier's own edit check it. */
export const companyInfoSchema = lazySchema(() =>
  z
    .object({
      name: requiredText(),
      countryCode: requiredText(),
      identityType: requiredText(),
      identity: identityField(),
      address1: requiredText(),
      postcode1: requiredText(),
      address2: optionalText(),
      postcode2: optionalText(),
      contactAddress: optionalText(LONG_TEXT),
      capital: numberOrNaField(),
      employeeCount: numberOrNaField(),
      companyCode: optionalText(),
      description: optionalText(LONG_TEXT),
      environmentLevelCode: z.string().default(DEFAULT_ENVIRONMENT_LEVEL_CODE),
      greenSupplierChainSurvey: z.boolean().default(false),
      keyword: optionalText(),
      langCode: requiredText(),
      personInCharge: requiredText(),
      phone: requiredText(),
      phoneCountryCode: requiredText(),
      taxJurisdictionCode: optionalText(),
      registrationRegion: optionalText(),
      socialInsuranceCode: optionalText(),
      webSite: optionalText(),
    })
    .superRefine(
      (v, ctx) => {
        // `when` runs this even when the value is no object at all (a body without companyInfo).
        if (typeof v !== 'object' || v === null) return;
        const length = postcodeMaxLength(v.countryCode);
        for (const field of ['postcode1', 'postcode2'] as const) {
          if ((v[field]?.length ?? 0) > length) report(ctx, VK.postcodeLength, [field], { length });
        }
      },
      { when: whenFieldsValid('countryCode', 'postcode1', 'postcode2') },
    ),
);

/**
 * Brazil reminder (spec section 5): country B1 when creating a supplier, BR when changing one.
 * A hint, not a block: the form shows it beside the country, nothing refuses the save.
 */
export function brazilCountryReminder(countryCode: string | undefined, mode: 'create' | 'edit'): IssueMessage | undefined {
  const path = 'companyInfo.countryCode';
  if (mode === 'create' && countryCode === BRAZIL_COUNTRY_ON_EDIT) return issue(VK.brazilCreateUseB1, path, { country: BRAZIL_COUNTRY_ON_CREATE });
  if (mode === 'edit' && countryCode === BRAZIL_COUNTRY_ON_CREATE) return issue(VK.brazilEditUseBr, path, { country: BRAZIL_COUNTRY_ON_EDIT });
  return undefined;
}
