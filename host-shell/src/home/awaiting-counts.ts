// What awaits the user, per menu domain (host-shell issue: "the counts of what awaits them"). Each
// count is a search of the domain's own list with the filter that list understands, so a count
// opens that list already filtered (list pages read their filters from the URL).
export interface AwaitingCount {
  /** The menu entry (feature path) whose permission shows the count and whose list it opens. */
  feature: string;
  /** i18n key (shell namespace) of what is counted. */
  label: string;
  /** The search answering the count (`totalCount` of a one-row page). */
  search: string;
  filters?: Record<string, string | string[]>;
}

// "To reply" and "due" mean not yet sent: still pending, in draft, or sent back to be answered again.
export const SUPPLIER_COUNTS: AwaitingCount[] = [
  { feature: 'docTracking', label: 'home.counts.announcementsToReply', search: 'su/eipBulletin/search', filters: { status: 'PUBLISHED', replyStatus: ['PENDING', 'DRAFT', 'RETURNED'] } },
  { feature: 'po', label: 'home.counts.posToConfirm', search: 'su/po/search', filters: { status: 'OPEN', confirmStatus: 'UNCONFIRMED' } },
  { feature: 'deliveryReply', label: 'home.counts.schedulesToReply', search: 'su/deliveryScheduleToReply/searchForReply' },
  { feature: 'quotation', label: 'home.counts.quotationsDue', search: 'su/quotation/search', filters: { status: ['INVITED', 'DRAFT', 'REJECTED'] } },
];

export const INTERNAL_COUNTS: AwaitingCount[] = [
  { feature: 'supplier', label: 'home.counts.supplierChangesToReview', search: 'a/supplier/search', filters: { status: 'COMMITTED' } },
  { feature: 'deliveryReview', label: 'home.counts.repliesToReview', search: 'a/deliveryReplyReview/searchForReview' },
  { feature: 'quotation', label: 'home.counts.quotationsCompleted', search: 'a/quotation/search', filters: { status: 'COMPLETED' } },
  { feature: 'invoice', label: 'home.counts.invoicesSubmitted', search: 'a/bill/search', filters: { status: 'COMMITTED' } },
  { feature: 'po', label: 'home.counts.posUnconfirmed', search: 'a/po/search', filters: { status: 'OPEN', confirmStatus: 'UNCONFIRMED' } },
];

/** The list's URL with the count's filters, e.g. `/admin/po?status=OPEN&confirmStatus=UNCONFIRMED`. */
export function listUrlOf(count: AwaitingCount): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(count.filters ?? {})) for (const v of [value].flat()) params.append(name, v);
  const query = params.toString();
  return `/admin/${count.feature}${query ? `?${query}` : ''}`;
}
