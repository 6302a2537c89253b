// What awaits the user, per menu domain (host-shell issue: "the counts of what awaits them"). Each
// count is a search of the domain's own list with the filter that list understands, so a count
// opens that list already filtered (list pages read their filters from the URL).
import { resource, type Resource } from 'shared-ui/data';

export interface AwaitingCount {
  /** The menu entry (feature path) whose permission shows the count and whose list it opens. */
  feature: string;
  /** i18n key (shell namespace) of what is counted. */
  label: string;
  /** The resource whose search answers the count (`totalCount` of a one-row page). */
  resource: Resource<unknown, unknown, object>;
  filters?: Record<string, string | string[]>;
}

// "To reply" and "due" mean not yet sent: still pending, in draft, or sent back to be answered again.
export const SUPPLIER_COUNTS: AwaitingCount[] = [
  { feature: 'docTracking', label: 'home.counts.announcementsToReply', resource: resource('su/eipBulletin'), filters: { status: 'PUBLISHED', replyStatus: ['PENDING', 'DRAFT', 'RETURNED'] } },
  { feature: 'po', label: 'home.counts.posToConfirm', resource: resource('su/po'), filters: { status: 'OPEN', confirmStatus: 'UNCONFIRMED' } },
  { feature: 'deliveryReply', label: 'home.counts.schedulesToReply', resource: resource('su/deliveryScheduleToReply', { search: 'searchForReply' }) },
  { feature: 'quotation', label: 'home.counts.quotationsDue', resource: resource('su/quotation'), filters: { status: ['INVITED', 'DRAFT', 'REJECTED'] } },
  { feature: 'audit', label: 'home.counts.auditsToAnswer', resource: resource('su/supplierAudit'), filters: { status: ['INVITED', 'REJECTED'] } },
  { feature: 'audit', label: 'home.counts.auditReportsDue', resource: resource('su/supplierAudit'), filters: { replyStatus: ['PENDING', 'REPLIED', 'REJECTED'] } },
];

export const INTERNAL_COUNTS: AwaitingCount[] = [
  { feature: 'supplier', label: 'home.counts.supplierChangesToReview', resource: resource('a/supplier'), filters: { status: 'COMMITTED' } },
  { feature: 'deliveryReview', label: 'home.counts.repliesToReview', resource: resource('a/deliveryReplyReview', { search: 'searchForReview' }) },
  { feature: 'quotation', label: 'home.counts.quotationsCompleted', resource: resource('a/quotation'), filters: { status: 'COMPLETED' } },
  { feature: 'invoice', label: 'home.counts.invoicesSubmitted', resource: resource('a/bill'), filters: { status: 'COMMITTED' } },
  { feature: 'po', label: 'home.counts.posUnconfirmed', resource: resource('a/po'), filters: { status: 'OPEN', confirmStatus: 'UNCONFIRMED' } },
  { feature: 'audit', label: 'home.counts.auditsToReview', resource: resource('a/supplierAudit'), filters: { status: 'COMMITTED' } },
  { feature: 'audit', label: 'home.counts.auditReportsToReview', resource: resource('a/supplierAudit'), filters: { replyStatus: 'SUBMITTED' } },
];

/** The list's URL with the count's filters, e.g. `/admin/po?status=OPEN&confirmStatus=UNCONFIRMED`. */
export function listUrlOf(count: AwaitingCount): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(count.filters ?? {})) for (const v of [value].flat()) params.append(name, v);
  const query = params.toString();
  return `/admin/${count.feature}${query ? `?${query}` : ''}`;
}
