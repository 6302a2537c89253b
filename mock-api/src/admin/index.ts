import { internalUserHandlers } from './internal-user.handlers';
import { roleHandlers } from './role.handlers';

/** The administration calls (the admin remote's accounts, roles and settings). */
export const adminHandlers = [...internalUserHandlers, ...roleHandlers];
