import { deliveryBoardHandlers } from './delivery-board.handlers';
import { deliveryReplyHandlers } from './delivery-reply.handlers';
import { deliveryReviewHandlers } from './delivery-review.handlers';
import { poItemHandlers } from './po-item.handlers';
import { poHandlers } from './po.handlers';

/** The purchasing domain: POs, PO items, the supplier's delivery reply, the buyer's review, the boards. */
export const purchasingHandlers = [...poHandlers, ...poItemHandlers, ...deliveryReplyHandlers, ...deliveryReviewHandlers, ...deliveryBoardHandlers];
