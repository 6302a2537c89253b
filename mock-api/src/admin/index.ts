import { internalUserHandlers } from './internal-user.handlers';

/** The administration calls (accounts, roles, settings): internal users holding the ACCOUNT_ and admin objects. */
export const adminHandlers = [...internalUserHandlers];
