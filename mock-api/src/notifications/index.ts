export { notificationHandlers } from './notifications.handlers';
export { notify, notifications, supplierAccountsOf, accountsWithEmail, internalOwners, type NotificationEvent } from './notifications';
export { notifyMessage, notifySupplier, recordLink } from './events';
