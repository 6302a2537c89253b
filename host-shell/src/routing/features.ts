import type { PermissionObject, RemoteName } from 'shared-ui';

/** One `/admin/<path>` area: which remote owns it and which permission object shows it. */
export interface Feature {
  path: string;
  remote: RemoteName;
  object: PermissionObject;
  /** Only IT staff see it (spec section 6: all-supplier upload). */
  itStaffOnly?: boolean;
  /** What the area's own address shows: its list (every area but the uploads) or a page of its own. */
  opens?: 'list' | 'page';
}

export interface MenuGroup {
  id: string;
  features: Feature[];
  /** Hidden when the server disables this function (`functionDisable`). */
  disabledBy?: string;
}

/** Spec section 2, menu groups in order; the route-to-remote mapping of architecture.md. */
export const MENU_GROUPS: MenuGroup[] = [
  {
    id: 'announcement',
    features: [
      { path: 'purchasingBulletin', remote: 'admin', object: 'BULLETIN_NORMAL' },
      { path: 'docTracking', remote: 'admin', object: 'BULLETIN_DOC' },
    ],
  },
  { id: 'supplier', features: [{ path: 'supplier', remote: 'supplier', object: 'SUPPLIER_BASIC' }] },
  {
    id: 'bidding',
    disabledBy: 'INQUIRY',
    features: [
      { path: 'inquiry', remote: 'sourcing', object: 'INQUIRY' },
      { path: 'quotation', remote: 'sourcing', object: 'QUOTATION' },
      { path: 'parity', remote: 'sourcing', object: 'PARITY' },
    ],
  },
  {
    id: 'purchasing',
    features: [
      { path: 'po', remote: 'purchasing', object: 'PURCHASE_ORDER' },
      { path: 'deliveryReply', remote: 'purchasing', object: 'DELIVERY_REPLY' },
      { path: 'deliveryReview', remote: 'purchasing', object: 'DELIVERY_REVIEW' },
      { path: 'deliveryBoard', remote: 'purchasing', object: 'PURCHASE_ORDER' },
      { path: 'receiveBoard', remote: 'purchasing', object: 'DELIVERY_RECEIVING' },
    ],
  },
  {
    id: 'payment',
    features: [
      { path: 'invoiceRequest', remote: 'payment', object: 'INVOICE' },
      { path: 'invoice', remote: 'payment', object: 'INVOICE' },
    ],
  },
  {
    id: 'audit',
    features: [
      { path: 'survey', remote: 'audit', object: 'SURVEY' },
      { path: 'audit', remote: 'audit', object: 'AUDIT' },
    ],
  },
  { id: 'report', features: [{ path: 'poItemHistory', remote: 'purchasing', object: 'PURCHASE_ORDER' }] },
  {
    id: 'account',
    features: [
      { path: 'roles', remote: 'admin', object: 'ROLE' },
      { path: 'users', remote: 'admin', object: 'ACCOUNT_INTERNAL' },
      { path: 'supplierUser', remote: 'admin', object: 'ACCOUNT_SUPPLIER' },
      { path: 'attachments', remote: 'admin', object: 'SUPPLIER_INFO' },
    ],
  },
  {
    id: 'upload',
    features: [
      { path: 'upload/brcontact', remote: 'admin', object: 'SUPPLIER_PURCHASE', opens: 'page' },
      { path: 'upload/suppliers', remote: 'admin', object: 'SUPPLIER_BASIC', itStaffOnly: true, opens: 'page' },
    ],
  },
];

/** The shell's own list of every signed-in user's notifications, opened from the header's bell. */
export const NOTIFICATIONS_PATH = '/admin/notifications';

export const FEATURES: Feature[] = MENU_GROUPS.flatMap((g) => g.features);

/** The area a path opens (`/admin/po/detail/view/7` is the PO area), if any. */
export const featureOfPath = (pathname: string): Feature | undefined =>
  FEATURES.find((f) => pathname === `/admin/${f.path}` || pathname.startsWith(`/admin/${f.path}/`));
