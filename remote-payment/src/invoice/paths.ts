// Where the invoice screens are: the request list ticks the items a new invoice request bills.

/** Where the items to bill are ticked. */
export const REQUEST_LIST = '/admin/invoiceRequest';

/** `detail/create?items=5,6`: the PO items a new request bills (read again by the create mode). */
export const newBillPath = (itemIds: readonly number[]) => `/admin/invoice/detail/create?items=${itemIds.join(',')}`;
