import type { NotificationKind } from 'shared-ui/contract';

// The portal path of each kind's record, so a domain's handler names only its record.

export const recordLink = {
  po: (id: number) => `/admin/po/detail/view/${id}`,
  /** A delivery schedule line's own page: its reason, timeline and conversation. */
  deliveryLine: (id: number) => `/admin/deliveryBoard/detail/view/${id}`,
  inquiry: (id: number) => `/admin/inquiry/detail/view/${id}`,
  quotation: (id: number) => `/admin/quotation/detail/view/${id}`,
  parity: (id: number) => `/admin/parity/detail/view/${id}`,
  invoice: (id: number) => `/admin/invoice/detail/view/${id}`,
  /** An audit; with a target supplier, its conversation with that one (staff read each target's apart). */
  audit: (id: number, supplierId?: number) => `/admin/audit/detail/view/${id}${supplierId === undefined ? '' : `?supplierId=${supplierId}`}`,
  docTracking: (id: number) => `/admin/docTracking/detail/view/${id}`,
  /** Staff's page of one supplier's reply to a tracked document. */
  docTrackingReply: (id: number, supplierId: number) => `/admin/docTracking/reply/${id}/${supplierId}`,
  survey: (id: number) => `/admin/survey/detail/view/${id}`,
  supplier: (id: number) => `/admin/supplier/detail/view/${id}`,
  ownSupplier: () => '/admin/supplier',
  home: () => '/',
};

/** A record's page opened at one of its panels: DetailPage reads `?panel=` and shows that tab. */
export const atPanel = (link: string, panel: 'timeline' | 'conversation') => `${link}${link.includes('?') ? '&' : '?'}panel=${panel}`;

/** The address a notification opens: a message's opens its record at the conversation, the others the record as it is. */
export const notificationLink = (kind: NotificationKind, link: string) => (kind === 'MESSAGE_RECEIVED' ? atPanel(link, 'conversation') : link);
