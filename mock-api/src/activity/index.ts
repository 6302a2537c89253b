export { activityHandlers } from './activity.handlers';
export { recordActivity, activityOf, type DocRef } from './activity-log';
export { onMessagePosted } from './on-message-posted';
