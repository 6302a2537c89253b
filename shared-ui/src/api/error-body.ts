// The contract's side of a failed call (api-conventions.md, spec section 8): its body, the named
// errors and how long a warning stays. A file with no imports, so the contract names them
// without reaching the api client's translations (contract-entry.test).

/** Error body of the contract (api-conventions.md). */
export interface ApiErrorBody {
  messages?: string[];
  code?: NamedErrorCode | string;
}

/** Spec section 8: named errors and where each one leads. */
export const NAMED_ERROR_ROUTES = {
  REGULAR_PASSWORD_RESET: '/resetPwd',
  FIVE_TIMES_AUTH_FAIL_LOCKED: '/login',
  TEMP_PASSWORD_EXPIRED: '/forgetPassword',
} as const;
export type NamedErrorCode = keyof typeof NAMED_ERROR_ROUTES;

export const WARNING_MS = 5000;
export const PERMISSION_WARNING_MS = 2000;
