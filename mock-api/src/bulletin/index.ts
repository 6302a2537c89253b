import { docTrackingReplyHandlers } from './doc-tracking-replies.handlers';
import { docTrackingHandlers } from './doc-tracking.handlers';
import { publishTargetHandlers } from './publish-target.handlers';
import { purchaseBulletinHandlers } from './purchase-bulletin.handlers';

/** The bulletins: purchasing bulletins, document tracking and its replies, and who they reach. */
export const bulletinHandlers = [...publishTargetHandlers, ...purchaseBulletinHandlers, ...docTrackingHandlers, ...docTrackingReplyHandlers];
