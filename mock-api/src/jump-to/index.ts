import { jumpToHandlers } from './jump-to.handlers';

/** The header's jump-to box: one search over every domain's numbers, each behind its own guard. */
export const jumpToDomainHandlers = [...jumpToHandlers];
