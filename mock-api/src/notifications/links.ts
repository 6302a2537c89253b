// The portal path of each kind's record, so a domain's handler names only its record. Lines of a
// delivery schedule have no page of their own: the reply list filtered to the PO is where the
// supplier answers them (the buyer's review list for the buyer).

export const recordLink = {
  po: (id: number) => `/admin/po/detail/view/${id}`,
  deliveryReply: (poNo: string) => `/admin/deliveryReply?poNo=${encodeURIComponent(poNo)}`,
  quotation: (id: number) => `/admin/quotation/detail/view/${id}`,
  parity: (id: number) => `/admin/parity/detail/view/${id}`,
  invoice: (id: number) => `/admin/invoice/detail/view/${id}`,
  audit: (id: number) => `/admin/audit/detail/view/${id}`,
  docTracking: (id: number) => `/admin/docTracking/detail/view/${id}`,
  supplier: (id: number) => `/admin/supplier/detail/view/${id}`,
  ownSupplier: () => '/admin/supplier',
  home: () => '/',
};
