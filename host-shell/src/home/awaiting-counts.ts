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

export const SUPPLIER_COUNTS: AwaitingCount[] = [
  { feature: 'po', label: 'home.counts.posToConfirm', search: 'su/po/search', filters: { status: 'OPEN', confirmStatus: 'UNCONFIRMED' } },
  { feature: 'deliveryReply', label: 'home.counts.schedulesToReply', search: 'su/deliveryScheduleToReply/searchForReply' },
];

export const INTERNAL_COUNTS: AwaitingCount[] = [
  { feature: 'deliveryReview', label: 'home.counts.repliesToReview', search: 'a/deliveryReplyReview/searchForReview' },
  { feature: 'po', label: 'home.counts.posUnconfirmed', search: 'a/po/search', filters: { status: 'OPEN', confirmStatus: 'UNCONFIRMED' } },
];

/** The list's URL with the count's filters, e.g. `/admin/po?status=OPEN&confirmStatus=UNCONFIRMED`. */
export function listUrlOf(count: AwaitingCount): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(count.filters ?? {})) for (const v of [value].flat()) params.append(name, v);
  const query = params.toString();
  return `/admin/${count.feature}${query ? `?${query}` : ''}`;
}
