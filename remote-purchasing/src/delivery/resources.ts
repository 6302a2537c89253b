/** The supplier's reply calls (`su/` only) and the buyer's review calls (`a/` only), spec section 7. */
export const REPLY_RESOURCE = 'su/deliveryScheduleToReply';
export const REVIEW_RESOURCE = 'a/deliveryReplyReview';
