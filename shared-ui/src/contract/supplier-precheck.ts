import { z } from 'zod';
import { optionalText } from './common.schema';
import { lazySchema } from './lazy-schema';

/**
 * `a/supplier/searchForPreCheck`: whether a company with this identity or name is registered
 * already, asked while an applicant types (registration) or staff create a supplier. The answer
 * says only which of the two matched: the public page learns nothing else of another company.
 */
export const supplierPreCheckSchema = lazySchema(() =>
  z.object({
    identityType: optionalText(),
    identity: optionalText(),
    name: optionalText(),
  }),
);

export type SupplierPreCheckRequest = z.input<typeof supplierPreCheckSchema>;

export interface SupplierPreCheck {
  identityRegistered: boolean;
  nameRegistered: boolean;
}

/** `GET ss/applicant?account=`: whether the account an applicant types is still free. */
export interface ApplicantAvailability {
  account: string;
  available: boolean;
}
