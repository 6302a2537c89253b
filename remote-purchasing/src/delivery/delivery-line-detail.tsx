import { Box, Link, useCan } from 'shared-ui';
import { StatusChip, useFormats, ValueGrid } from 'shared-ui/components';
import { awaitsReply, confirmedDeliveriesOf, rejectedReplyOf, replySplitsOf, type DeliveryReplyPart, type DeliveryScheduleRow } from 'shared-ui/contract';
import { usePrefixed, type CallerPrefix } from 'shared-ui/data';
import { actionKit, defineDetail, DetailPage, type DetailAction, type DetailActionContext } from 'shared-ui/detail';
import { ReadOnlyValue } from 'shared-ui/form';
import { RouterLink } from 'shared-ui/routing';
import { ScheduleDate } from '../common/columns';
import { AuthorText } from '../common/on-behalf';
import { ReplyParts, useSplitsText } from '../common/reply-splits';
import { replyCalls, replyCallsFor, scheduleResource } from './delivery.api';
import { ApproveReplyDialog, decisionsOn, NoDateToApprove, onlyRejectable, RejectReplyDialog } from './reply-decisions';
import { ReplyDialog } from './reply-dialog';

/** A reply's parts, each date in its band; nothing (the empty mark) for none. */
const partsOf = (parts: DeliveryReplyPart[]) => (parts.length > 0 ? <ReplyParts parts={parts} /> : undefined);

/**
 * One schedule line as its supplier and its buyer read it: the reply, the review's reason, and the
 * line's timeline and conversation (issue 19). The date that matters is in its band, as in the lists,
 * and each date of the reply in its own.
 */
function LineValues({ line, prefix }: { line: DeliveryScheduleRow; prefix: CallerPrefix }) {
  const format = useFormats();
  const mayReview = useCan('DELIVERY_REVIEW', 'review');
  // The buyer who decides the reply: the page's Approve and Reject (`lineActions`) are theirs.
  const reviews = prefix === 'a' && mayReview;
  const splitsText = useSplitsText();
  const sentBack = rejectedReplyOf(line);
  return (
    <ValueGrid>
      <ReadOnlyValue label="purchasing:fields.poNo">
        {/* Its PO, which the line's supplier and its buyers alike may open. */}
        <Link component={RouterLink} to={`/admin/po/detail/view/${line.poId}`}>
          {line.poNo}
        </Link>
      </ReadOnlyValue>
      <ReadOnlyValue label="purchasing:fields.item" value={String(line.item)} />
      <ReadOnlyValue label="purchasing:fields.supplier" value={line.supplierName} />
      <ReadOnlyValue label="purchasing:fields.material" value={line.material} />
      <ReadOnlyValue label="purchasing:fields.itemDesc" value={line.itemDesc} />
      <ReadOnlyValue label="purchasing:fields.estimatedDate">
        <ScheduleDate row={line} field="estimatedDate" />
      </ReadOnlyValue>
      <ReadOnlyValue label="purchasing:fields.scheduledQuantity" value={format.number(line.scheduledQuantity)} />
      <ReadOnlyValue label="purchasing:fields.openQuantity" value={format.number(line.openQuantity)} />
      <ReadOnlyValue label="purchasing:fields.confirmStatus">
        <StatusChip catalogue="deliveryReplyStatus" status={line.confirmStatus} />
        {reviews && onlyRejectable(line) && (
          // Only Reject above: why, in the words of the review list's approve cell.
          <Box sx={{ mt: 0.5 }}>
            <NoDateToApprove />
          </Box>
        )}
      </ReadOnlyValue>
      <ReadOnlyValue label="purchasing:fields.replyQuantity" value={line.replyQuantity === undefined ? undefined : format.number(line.replyQuantity)} />
      <ReadOnlyValue label="purchasing:fields.replyDate">{line.replyDate ? <ScheduleDate row={line} field="replyDate" /> : undefined}</ReadOnlyValue>
      {line.confirmStatus === 'APPROVED' ? (
        // Approved: every part of the reply is a confirmed delivery, not only the earliest date.
        <ReadOnlyValue label="purchasing:fields.confirmedDeliveries">{partsOf(confirmedDeliveriesOf(line))}</ReadOnlyValue>
      ) : (
        <ReadOnlyValue label="purchasing:fields.replies">{partsOf(replySplitsOf(line))}</ReadOnlyValue>
      )}
      <ReadOnlyValue label="purchasing:fields.repliedBy">
        {line.repliedBy ? <AuthorText by={line.repliedBy} onBehalf={line.replyOnBehalf} /> : undefined}
      </ReadOnlyValue>
      {sentBack.length > 0 && (
        // What the buyer refused, beside why: plain dates, as none of them is a delivery date any more.
        <ReadOnlyValue label="purchasing:fields.rejectedReply" value={splitsText(sentBack)} />
      )}
      <ReadOnlyValue label="purchasing:fields.rejectReason" value={line.rejectReason} />
      <ReadOnlyValue label="purchasing:fields.remark" value={line.remark} />
    </ValueGrid>
  );
}

const replying = actionKit('purchasing:reply');
const review = actionKit('purchasing:review');

/**
 * What the line's page lets its reader do where a notification brought them (the reply sent back,
 * a question about the line): the supplier replies a line awaiting its reply (staff with
 * DELIVERY_REPLY edit for it, recorded as on its behalf), in the dialog of the delivery reply; the
 * buyer with DELIVERY_REVIEW review approves or rejects a reply awaiting review, as in the review
 * list. The server refuses the same.
 */
const lineActions =
  (prefix: CallerPrefix) =>
  (line: DeliveryScheduleRow, ctx: DetailActionContext): DetailAction[] => {
    if (ctx.mode !== 'view') return [];
    const actions: DetailAction[] = [];
    // The contract's rule, as the server refuses: not replied or sent back, on a PO still OPEN with something open.
    if (awaitsReply(line) && ctx.can('edit', 'DELIVERY_REPLY')) {
      const forSupplier = prefix === 'a';
      actions.push(
        replying.inDialog(forSupplier ? 'replyForSupplier' : 'reply', ({ onDone, onCancel }) => (
          <ReplyDialog
            schedule={line}
            calls={forSupplier ? replyCallsFor(line.supplierId) : replyCalls}
            onBehalfOf={forSupplier ? (line.supplierName ?? String(line.supplierId)) : undefined}
            onClose={onCancel}
            onSent={onDone}
          />
        )),
      );
    }
    if (prefix === 'a' && ctx.can('review', 'DELIVERY_REVIEW')) {
      const decisions = decisionsOn(line);
      if (decisions.includes('approve')) actions.push(review.inDialog('approve', (props) => <ApproveReplyDialog line={line} {...props} />));
      if (decisions.includes('reject')) actions.push(review.inDialog('reject', (props) => <RejectReplyDialog line={line} {...props} />, { destructive: true }));
    }
    return actions;
  };

export const deliveryLineDetail = (prefix: CallerPrefix) =>
  defineDetail<DeliveryScheduleRow>({
    resource: scheduleResource(prefix),
    permission: 'PURCHASE_ORDER',
    title: 'purchasing:line.title',
    recordLabel: (line) => `${line.poNo} / ${line.item}`,
    tabs: () => [{ key: 'line', label: 'purchasing:line.tab', render: ({ record }) => record && <LineValues line={record} prefix={prefix} /> }],
    actions: lineActions(prefix),
    panels: ['timeline', 'conversation'],
  });

/** `deliveryBoard/detail/view/:id`: one delivery schedule line. */
export function DeliveryLinePage() {
  return <DetailPage declaration={usePrefixed(deliveryLineDetail)} />;
}
