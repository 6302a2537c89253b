import type { ApplicantAvailability, OptionItem, SupplierPreCheck, SupplierPreCheckRequest, SupplierRegistrationResult } from 'shared-ui/contract';
import { narrowed, resource, type ServerOptions } from 'shared-ui/data';
import { defaultAttachments } from '../common/lookups';

// The public sign-up's calls (spec section 7, prefix ss/), all with the general token.

const signupToken = resource('auth/supplierSignup');
const signupLists = resource<OptionItem[]>('ss/options');
const signup = resource<SupplierRegistrationResult>('ss/signup');
const suppliers = resource('a/supplier');
const applicant = resource('ss/applicant');

/**
 * `GET auth/supplierSignup`: the general token the ss/ calls need before anyone signs in. Asked
 * with the visit's own sign-up token, expired too (the api client sends the session's token with
 * every call), the new token continues that visit: the files uploaded before stay the visitor's.
 */
export const fetchSignupToken = () => signupToken.read<{ generalToken: string }>().then((r) => r.generalToken);

/** A sign-up option list (names in the request's language), cached apart from the signed-in `g/` lists. */
export const signupOptions = (list: string): ServerOptions => ({ key: ['ss', 'options', list], load: () => signupLists.get(list) });

/** The service items (4 digits), not their groups. */
export const signupServiceItems = narrowed(signupOptions('serviceItems'), 'items', (o) => 'parentCode' in o && Boolean(o.parentCode));

/** The attachment settings of a supplier type in a language (`ss/defaultAttachments`). */
export const fetchSignupAttachments = defaultAttachments('ss');

/**
 * `POST ss/signup`, silent: the form shows a refusal on its fields. `idempotencyKey`: the same for
 * the same submission sent again, which the server answers once.
 */
export const submitSignup = (body: unknown, idempotencyKey: string) => signup.create(body, { silent: true, idempotencyKey });

/** Where `file issue` goes on the public page. */
export const SIGNUP_ISSUE_URL = 'ss/file/issue';

/** `POST a/supplier/searchForPreCheck` (the general token will do): is this identity or name registered already? */
export const preCheckCompany = (body: SupplierPreCheckRequest, signal?: AbortSignal) =>
  suppliers.call<SupplierPreCheck>('searchForPreCheck', body, { silent: true, signal });

/** `GET ss/applicant`: is the account still free? */
export const applicantAvailability = (account: string, signal?: AbortSignal) => applicant.read<ApplicantAvailability>({ account }, { silent: true, signal });
