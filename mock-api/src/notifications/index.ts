export { notificationHandlers } from './notifications.handlers';
export { notify, notifications, supplierAccountsOf, accountsWithEmail, internalOwners, type NotificationEvent } from './notifications';
export { notifySupplier, recordLink } from './events';
