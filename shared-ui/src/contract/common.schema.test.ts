import { z } from 'zod';
import {
  atLeastOne,
  duplicateIndexes,
  emailField,
  isoDateField,
  mustBeTicked,
  nonNegativeNumber,
  numberField,
  optionalIsoDateField,
  optionalNumberField,
  optionalText,
  requiredText,
} from './common.schema';
import { issuesOf } from './issues';
import { VK } from './validation-keys';

const keys = (schema: z.ZodType, value: unknown) => issuesOf(schema, value).map((i) => i.key);

describe('general field rules', () => {
  it('required text: a value passes; missing, empty and blank are "Required"', () => {
    expect(requiredText().parse('  abc ')).toBe('abc');
    for (const v of [undefined, '', '   ']) expect(keys(requiredText(), v)).toEqual(['validation:required']);
  });

  it('optional text turns blank into undefined', () => {
    expect(optionalText().parse('  ')).toBeUndefined();
    expect(optionalText().parse(' a ')).toBe('a');
  });

  it('e-mail: a valid address passes; a malformed one is validation:email, an empty one required', () => {
    expect(emailField().parse('buyer@example.com')).toBe('buyer@example.com');
    expect(keys(emailField(), 'buyer@')).toEqual(['validation:email']);
    expect(keys(emailField(), '')).toEqual(['validation:required']);
  });

  it('number: numbers and numeric strings pass; text is validation:number, empty required', () => {
    expect(numberField().parse('12.5')).toBe(12.5);
    expect(numberField().parse(3)).toBe(3);
    expect(keys(numberField(), '12a')).toEqual(['validation:number']);
    expect(keys(numberField(), '')).toEqual(['validation:required']);
    expect(optionalNumberField().parse('')).toBeUndefined();
    expect(keys(nonNegativeNumber(), '-1')).toEqual(['validation:nonNegative']);
  });

  it('date: a calendar date passes; 2025-02-30 is validation:date', () => {
    expect(isoDateField().parse('2024-02-29')).toBe('2024-02-29');
    expect(keys(isoDateField(), '2025-02-30')).toEqual(['validation:date']);
  });

  it('date: within the pickers\' calendar, 1900-01-01 to 2099-12-31, required or not', () => {
    expect(isoDateField().parse('1900-01-01')).toBe('1900-01-01');
    expect(isoDateField().parse('2099-12-31')).toBe('2099-12-31');
    expect(keys(isoDateField(), '1899-12-31')).toEqual(['validation:dateOutOfRange']);
    expect(keys(optionalIsoDateField(), '9999-01-01')).toEqual(['validation:dateOutOfRange']);
    expect(optionalIsoDateField().parse('')).toBeUndefined();
  });

  it('texts have a maximum: a one-line text 200 characters, a free text as given', () => {
    expect(requiredText().parse('x'.repeat(200))).toHaveLength(200);
    expect(issuesOf(requiredText(), 'x'.repeat(201))).toEqual([{ path: '', key: 'validation:tooLong', params: { max: 200 } }]);
    expect(issuesOf(optionalText(2000), 'y'.repeat(2001))).toEqual([{ path: '', key: 'validation:tooLong', params: { max: 2000 } }]);
    expect(optionalText(2000).parse('y'.repeat(2000))).toHaveLength(2000);
  });

  it('agreements must be ticked, each with its own key', () => {
    expect(mustBeTicked(VK.agreeTerms).parse(true)).toBe(true);
    expect(keys(mustBeTicked(VK.agreeTerms), false)).toEqual(['validation:agreeTerms']);
    expect(keys(mustBeTicked(VK.agreePrivacy), undefined)).toEqual(['validation:agreePrivacy']);
  });

  it('at least one must be selected', () => {
    expect(atLeastOne(z.string()).parse(['a'])).toEqual(['a']);
    expect(keys(atLeastOne(z.string()), [])).toEqual(['validation:atLeastOne']);
    expect(keys(atLeastOne(z.string()), undefined)).toEqual(['validation:atLeastOne']);
  });

  it('duplicateIndexes names every repeat, never the first occurrence', () => {
    expect(duplicateIndexes([1, 2, 1, 3, 2, 1])).toEqual([2, 4, 5]);
    expect(duplicateIndexes([1, 2, 3])).toEqual([]);
  });
});
