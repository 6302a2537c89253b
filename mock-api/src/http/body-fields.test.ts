import { z } from 'zod';
import { billSchema, inquirySchema, purchaseBulletinSchema, surveySchema } from 'shared-ui/contract';
import { fieldsOf } from './body-fields';

describe('fieldsOf', () => {
  it('lists an object schema\'s keys, under refinements, transforms, pipes and defaults', () => {
    expect(fieldsOf(z.object({ a: z.string(), b: z.number().optional() }))).toEqual(['a', 'b']);
    expect(fieldsOf(z.object({ a: z.string() }).superRefine(() => undefined).transform((v) => v))).toEqual(['a']);
    expect(fieldsOf(z.preprocess((v) => v, z.object({ a: z.string() })))).toEqual(['a']);
    expect(fieldsOf(z.object({ a: z.string() }).optional())).toEqual(['a']);
  });

  it('reads the contract\'s body schemas (lazy ones too)', () => {
    expect(fieldsOf(surveySchema)).toContain('description');
    expect(fieldsOf(billSchema)).toEqual(expect.arrayContaining(['reference', 'exchangeRate', 'details']));
    expect(fieldsOf(purchaseBulletinSchema)).toContain('targets');
    expect(fieldsOf(inquirySchema())).toEqual(expect.arrayContaining(['purpose', 'prNo', 'dueDate']));
  });

  it('refuses a schema that is no object', () => {
    expect(() => fieldsOf(z.string())).toThrow(/not an object schema/);
  });
});
