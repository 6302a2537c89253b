export { buildHandlers, handlers } from './handlers';
export { db } from './store/db';
export { DEMO_PASSWORD } from './seed/accounts';
