import { attachmentSettingHandlers } from './attachment-setting.handlers';
import { internalUserHandlers } from './internal-user.handlers';
import { roleHandlers } from './role.handlers';
import { supplierUserHandlers } from './supplier-user.handlers';

/** The administration calls (the admin remote's accounts, roles and settings). */
export const adminHandlers = [...internalUserHandlers, ...roleHandlers, ...supplierUserHandlers, ...attachmentSettingHandlers];
