import { z } from 'zod';
import { report } from './issues';
import { QUANTITY_DECIMALS } from './number-formats';
import { VK } from './validation-keys';

// Field schemas of the general rules (spec section 5). Forms hand in strings ('' when empty),
// the backend hands in JSON; both go through the same pieces.

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/**
 * Every text has a maximum length (issue 18: 100 KB subjects and passwords were stored): a
 * one-line text (a name, a code, a subject) TEXT_MAX characters, a free text (a remark, a reason, a
 * description) LONG_TEXT. "At most {max} characters." at the field, on the form and the server.
 */
export const TEXT_MAX = 200;
export const LONG_TEXT = 2000;
const atMost = (max: number) => (value: string | undefined, ctx: z.RefinementCtx) => {
  if (typeof value === 'string' && value.length > max) report(ctx, VK.tooLong, [], { max });
};

/** A required text: missing, empty or blank all answer `validation:required`. */
export const requiredText = (max = TEXT_MAX) => z.string({ error: VK.required }).trim().min(1, { error: VK.required }).superRefine(atMost(max));

/** An optional text; blank becomes undefined. */
export const optionalText = (max = TEXT_MAX) => z.preprocess((v) => blankToUndefined(trimmed(v)), z.string().superRefine(atMost(max)).optional());

/** A required e-mail address. */
export const emailField = () => requiredText().pipe(z.email({ error: VK.email }));

/** A number from a number or a numeric string ("12", "3.5"); anything else answers `validation:number`. */
const toNumber = (v: unknown) => {
  const t = blankToUndefined(trimmed(v));
  return typeof t === 'string' && /^[-+]?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : t;
};
const numberOf = () => z.number({ error: (iss) => (iss.input === undefined ? VK.required : VK.number) });

export const numberField = () => z.preprocess(toNumber, numberOf());
export const optionalNumberField = () => z.preprocess(toNumber, numberOf().optional());
export const nonNegativeNumber = () => z.preprocess(toNumber, numberOf().min(0, { error: VK.nonNegative }));

/** A required ISO date `YYYY-MM-DD` that exists on the calendar. */
/**
 * The calendar the portal keeps dates in: the date pickers' own range (MUI's default minDate and
 * maxDate). A year 0001 or 9999 is a typing slip or a forged body (issue 18), refused on both sides.
 */
export const DATE_RANGE = { min: '1900-01-01', max: '2099-12-31' } as const;
// Only a well-formed date is out of range: 'soon' is "not a date", once.
const withinCalendar = (d: string) => !/^\d{4}-\d{2}-\d{2}$/.test(d) || (d >= DATE_RANGE.min && d <= DATE_RANGE.max);
const calendarDate = () => z.iso.date({ error: VK.date }).refine(withinCalendar, { error: VK.dateOutOfRange });

export const isoDateField = () => requiredText().pipe(calendarDate());
export const optionalIsoDateField = () => z.preprocess((v) => blankToUndefined(trimmed(v)), calendarDate().optional());

/** A box that must be ticked (terms, privacy). */
export const mustBeTicked = (key: typeof VK.agreeTerms | typeof VK.agreePrivacy) => z.literal(true, { error: key });

/** "At least one must be selected" where a selection is demanded. */
export const atLeastOne = <T extends z.ZodType>(item: T) => z.array(item, { error: VK.atLeastOne }).min(1, { error: VK.atLeastOne });

/**
 * A cross-field rule runs even when other fields of the form are broken (zod skips refinements
 * of an object with issues by default), as long as the fields it reads are fine themselves.
 */
export const whenFieldsValid =
  (...fields: string[]) =>
  (payload: { issues: { path?: PropertyKey[] }[] }) =>
    !payload.issues.some((i) => fields.some((field) => pathMatches(field, i.path ?? [])));

/** `replies.*.replyQuantity` matches the issue path `['replies', 2, 'replyQuantity']`; a plain name, any issue under it. */
function pathMatches(field: string, path: readonly PropertyKey[]): boolean {
  return field.split('.').every((part, i) => part === '*' || part === String(path[i]));
}

/** ISO dates compare as text; an open end never breaks a range. */
export const isAfter = (a: string | undefined, b: string | undefined) => Boolean(a && b && a > b);

/** Money compared to the cent, so 0.1 + 0.2 equals 0.3. */
export const cents = (amount: number) => Math.round(amount * 100);
/** Quantities (at most six decimals, as the screens show them) compared in millionths, so 0.1 + 0.2 equals 0.3. */
export const millionths = (quantity: number) => Math.round(quantity * 10 ** QUANTITY_DECIMALS);
export const sumOf = (values: readonly (number | null | undefined)[]) => values.reduce<number>((s, v) => s + (v ?? 0), 0);
/** Whether quantities add up to more than `limit`, summed in millionths (a split of 0.1 + 0.2 fits 0.3). */
export const sumExceeds = (values: readonly (number | null | undefined)[], limit: number) => sumOf(values.map((v) => millionths(v ?? 0))) > millionths(limit);

/** Indexes of the values that repeat an earlier one (the first occurrence is not a duplicate). */
export function duplicateIndexes<T>(values: readonly T[]): number[] {
  const seen = new Set<T>();
  return values.flatMap((v, i) => {
    if (seen.has(v)) return [i];
    seen.add(v);
    return [];
  });
}
