import type { DateRange, Id, IsoDateTime } from './scalars';

// Notifications (issue 19): every event the backend mails about also lands in the portal, per
// user, with a link to the record. Calls under `g/notification` (any signed-in user, only ever
// their own notifications; another user's id answers 404, as a record that does not exist):
//   POST g/notification/search  NotificationFilter + paging  page of the caller's, newest first
//   GET  g/notification/unread                               NotificationSummary (the header's bell)
//   PUT  g/notification/{id}/read                            the notification, read
//   PUT  g/notification/readAll                              { updated } how many were unread

/** What happened, in the spec's words; the text of each is `notification:kind.<KIND>` with the record's number. */
export const NOTIFICATION_KINDS = [
  'PO_TO_CONFIRM',
  'DELIVERY_REPLY_RETURNED',
  'DELIVERY_REPLY_APPROVED',
  'QUOTATION_INVITED',
  'QUOTATION_REJECTED',
  'QUOTATION_ACCEPTED',
  'PARITY_DECIDED',
  'INVOICE_REJECTED',
  'INVOICE_APPROVED',
  'AUDIT_INVITED',
  'AUDIT_RETURNED',
  'AUDIT_REPORT_DUE',
  'DOC_TO_ANSWER',
  'DOC_REPLY_RETURNED',
  'SUPPLIER_CHANGE_APPROVED',
  'SUPPLIER_CHANGE_REVERTED',
  'ACCOUNT_CREATED',
  'MESSAGE_RECEIVED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The bell's panel shows this many of the newest. */
export const NOTIFICATION_LATEST = 5;

export interface Notification {
  id: Id;
  kind: NotificationKind;
  /** The document's number as the user knows it (PO no., quotation no., audit no., account...). */
  docNo: string;
  /** The portal path of the record, e.g. `/admin/po/detail/view/12`; a message's opens its conversation: `…?panel=conversation`. */
  link: string;
  /**
   * Small texts the message is built with besides the number: a reason, a due date, a decision
   * (`PARITY_DECIDED`: `APPROVED` or `REJECTED`, the sentence worded by it).
   */
  params: Record<string, string>;
  createdAt: IsoDateTime;
  readAt: IsoDateTime | null;
}

/** Read or not: `UNREAD` is the list's "unread only". */
export const NOTIFICATION_READ_STATES = ['UNREAD', 'READ'] as const;
export type NotificationReadState = (typeof NOTIFICATION_READ_STATES)[number];

/** The search's filters: read state, one kind, created within a date range. */
export interface NotificationFilter {
  readState?: NotificationReadState;
  kind?: NotificationKind;
  createdAt?: DateRange;
}

/** `GET g/notification/unread`: the count on the bell and the newest few for its panel (read or not). */
export interface NotificationSummary {
  unreadCount: number;
  latest: Notification[];
}

export const isNotificationKind = (value: unknown): value is NotificationKind => (NOTIFICATION_KINDS as readonly unknown[]).includes(value);
