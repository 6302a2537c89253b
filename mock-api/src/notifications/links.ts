// The portal path of each kind's record, so a domain's handler names only its record.

export const recordLink = {
  po: (id: number) => `/admin/po/detail/view/${id}`,
  /** A delivery schedule line's own page: its reason, timeline and conversation. */
  deliveryLine: (id: number) => `/admin/deliveryBoard/detail/view/${id}`,
  inquiry: (id: number) => `/admin/inquiry/detail/view/${id}`,
  quotation: (id: number) => `/admin/quotation/detail/view/${id}`,
  parity: (id: number) => `/admin/parity/detail/view/${id}`,
  invoice: (id: number) => `/admin/invoice/detail/view/${id}`,
  audit: (id: number) => `/admin/audit/detail/view/${id}`,
  docTracking: (id: number) => `/admin/docTracking/detail/view/${id}`,
  /** Staff's page of one supplier's reply to a tracked document. */
  docTrackingReply: (id: number, supplierId: number) => `/admin/docTracking/reply/${id}/${supplierId}`,
  survey: (id: number) => `/admin/survey/detail/view/${id}`,
  supplier: (id: number) => `/admin/supplier/detail/view/${id}`,
  ownSupplier: () => '/admin/supplier',
  home: () => '/',
};
