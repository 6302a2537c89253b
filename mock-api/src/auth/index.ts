import { loginHandlers } from './login.handlers';
import { recoveryHandlers } from './recovery.handlers';
import { ssoHandlers } from './sso.handlers';

/** The public auth calls of spec section 7. */
export const authHandlers = [...loginHandlers, ...recoveryHandlers, ...ssoHandlers];
