import { api } from 'shared-ui';
import type { AttachmentSetting, OptionItem, SupplierRegistrationResult } from 'shared-ui/contract';

// The public sign-up's calls (spec section 7, prefix ss/), all with the general token.

/** `GET auth/supplierSignup`: the general token the ss/ calls need before anyone signs in. */
export const fetchSignupToken = () => api.get<{ generalToken: string }>('auth/supplierSignup').then((r) => r.data.generalToken);

/** A sign-up option list loader for a select's `options` (names in the request's language). */
export const signupOptions =
  (list: string, keep?: (item: OptionItem & { parentCode?: string }) => boolean) =>
  (): Promise<OptionItem[]> =>
    api.get<(OptionItem & { parentCode?: string })[]>(`ss/options/${list}`).then((r) => (keep ? r.data.filter(keep) : r.data));

/** The attachment settings of a supplier type in a language (`ss/defaultAttachments`). */
export const fetchSignupAttachments = (supplierTypeCode: string, langCode: string) =>
  api.get<AttachmentSetting[]>('ss/defaultAttachments', { params: { supplierTypeCode, langCode } }).then((r) => r.data);

/** `POST ss/signup`, silent: the form shows a refusal on its fields. */
export const submitSignup = (body: unknown) => api.post<SupplierRegistrationResult>('ss/signup', body, { silent: true }).then((r) => r.data);

/** Where `file issue` goes on the public page. */
export const SIGNUP_ISSUE_URL = 'ss/file/issue';
