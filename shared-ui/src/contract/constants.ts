// Spec section 9, "Business constants and limits": written once, read by forms and mock backend.
import { PERMISSION_WARNING_MS, WARNING_MS } from '../api/error-body';

export { PERMISSION_WARNING_MS, WARNING_MS };

// Accounts and passwords
export const PASSWORD_MIN_LENGTH = 12;
/** Far above what anyone types; a cap so a password is never a 100 KB text (issue 18). */
export const PASSWORD_MAX_LENGTH = 128;
/** How many previously used passwords (besides the current one) a new password may not repeat. */
export const PASSWORD_HISTORY = 1;
/** The fifth failed login in a row locks the account. */
export const LOGIN_LOCK_AFTER_FAILURES = 5;

// Registration
export const POSTCODE_LENGTH_SHORT = 5;
export const POSTCODE_LENGTH_LONG = 10;
/** What a supplier enters when it has no identity number: ten X. */
export const IDENTITY_PLACEHOLDER = 'XXXXXXXXXX';
/** What capital and employee count accept instead of a number. */
export const NOT_AVAILABLE = 'NA';

// Invoices
export const INVOICE_NUMBER_LENGTH = 20;

// Saved views
/** Views per user and list: chips above a grid, not a second list. */
export const SAVED_VIEWS_PER_LIST = 20;

// Delivery
/** Delivery dates are coloured overdue / within this many days / later. */
export const DELIVERY_COLOUR_THRESHOLD_DAYS = 7;

// Supplier master auto-revert
/** Master-data changes not sent for signature for more than this many days are reverted. */
export const AUTO_REVERT_AFTER_DAYS = 30;
/** Day of the month the stale changes are reviewed. */
export const AUTO_REVERT_REVIEW_DAY = 1;
/** Day of the month the stale changes are reverted. */
export const AUTO_REVERT_DAY = 7;

// Lists and screens
export const DEFAULT_PAGE_SIZE = 20;
export const REMOTE_SELECTOR_DEBOUNCE_MS = 500;
export const REMOTE_SELECTOR_MAX_WAIT_MS = 5000;
export const LOADING_OVERLAY_CLOSE_MS = 300;

// Defaults of new records
export const DEFAULT_ENVIRONMENT_LEVEL_CODE = 'N';
export const DEFAULT_PAY_TYPE = 'TRANSFER';
export const DEFAULT_CLASSIFICATION = '01';
export const DEFAULT_DOUBLE_CHECK_INVOICE = true;
export const DEFAULT_EARLY_PAY_ON_HOLIDAY = false;
export const DEFAULT_MONEY_LAUNDERING_PREVENTION = '001';
export const DEFAULT_SURVEY_STATUS = 'ON';

// Codes the rules of section 5 name
/** The audit leader departments must include quality management. */
export const QUALITY_DEPARTMENT = 'QM';
/** The currency whose exchange rate must always be maintained. */
export const US_DOLLAR = 'USD';
/** Brazil: country B1 when creating a supplier, BR when changing one. */
export const BRAZIL_COUNTRY_ON_CREATE = 'B1';
export const BRAZIL_COUNTRY_ON_EDIT = 'BR';
