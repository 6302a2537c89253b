import { authHandlers } from './auth.handlers';
import { devHandlers } from './dev.handlers';
import { generalHandlers } from './general.handlers';

/** Every domain's handlers; domain issues add theirs here. */
export const handlers = [...devHandlers, ...authHandlers, ...generalHandlers];
