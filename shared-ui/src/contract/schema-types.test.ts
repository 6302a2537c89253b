import type { z } from 'zod';
import type { DeliveryReplyInput } from './delivery';
import type { BankInfo } from './bank-info';
import type { ValueSearch } from './paging';
import type { SupplierRegistration } from './registration';
import type { CompanyInfo } from './supplier-company';
import type { bankInfoSchema } from './bank-info.schema';
import type { companyInfoSchema } from './company-info.schema';
import type { deliveryReplySchema } from './delivery-reply.schema';
import type { registrationSchema } from './registration.schema';
import { valueSearchSchema } from './value-search.schema';

// Compile-time: what a schema lets through is a value of the contract's type, so a form that
// parses with the schema can send the result as is. (tsc checks this file; jest runs the last test.)
type Assignable<From, To> = [From] extends [To] ? true : false;
const checks: [
  Assignable<z.output<typeof companyInfoSchema>, CompanyInfo>,
  Assignable<z.output<typeof bankInfoSchema>, BankInfo>,
  Assignable<z.output<ReturnType<typeof registrationSchema>>, SupplierRegistration>,
  Assignable<z.output<typeof deliveryReplySchema>, DeliveryReplyInput>,
  Assignable<z.output<typeof valueSearchSchema>, ValueSearch>,
] = [true, true, true, true, true];

it('schema outputs are contract types', () => {
  expect(checks.every(Boolean)).toBe(true);
  const parsed: ValueSearch = valueSearchSchema.parse({ mode: 'CONTAINS', value: 'a' });
  expect(parsed).toEqual({ mode: 'CONTAINS', value: 'a' });
});
