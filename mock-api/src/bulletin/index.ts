import { docTrackingHandlers } from './doc-tracking.handlers';

/** The bulletins: purchasing bulletins and document tracking. */
export const bulletinHandlers = [...docTrackingHandlers];
