import { loginHandlers } from './auth-login.handlers';
import { recoveryHandlers } from './auth-recovery.handlers';
import { ssoHandlers } from './auth-sso.handlers';

/** The public auth calls of spec section 7. */
export const authHandlers = [...loginHandlers, ...recoveryHandlers, ...ssoHandlers];
