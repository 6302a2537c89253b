import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/components';
import { replyUndecided, type DeliveryScheduleRow } from 'shared-ui/contract';
import { applySilentFailure, useIdempotentCall, type FailedCall } from 'shared-ui/data';
import { FormRefusal, ReasonDialog } from 'shared-ui/detail';
import { useReplyText } from '../common/reply-splits';
import { reviewCalls } from './delivery.api';

// The buyer's decision on one reply, the same from the review list and from the line's own page:
// what is asked, what is sent. A reply whose date is undecided is never offered for approval
// (`replyUndecided`): there is nothing to agree to, and the server refuses it as well.

export type ReplyDecision = 'approve' | 'reject';

/** What the buyer may decide on a line: nothing unless its reply awaits review (REPLIED); only reject a reply without a date. */
export function decisionsOn(line: Pick<DeliveryScheduleRow, 'confirmStatus' | 'replyDate'>): ReplyDecision[] {
  if (line.confirmStatus !== 'REPLIED') return [];
  return replyUndecided(line) ? ['reject'] : ['approve', 'reject'];
}

/** A reply awaiting review that may only be rejected (no date): where Approve would be, `NoDateToApprove` says why. */
export function onlyRejectable(line: Pick<DeliveryScheduleRow, 'confirmStatus' | 'replyDate'>): boolean {
  const decisions = decisionsOn(line);
  return decisions.includes('reject') && !decisions.includes('approve');
}

interface DecisionProps {
  line: DeliveryScheduleRow;
  /** The decision is made (the line has left the review). */
  onDone(): void;
  onCancel(): void;
}

/** Why a reply has no Approve: without a date there is nothing to agree to. */
export function NoDateToApprove() {
  const { t } = useTranslation('purchasing');
  return (
    <Typography variant="caption" sx={{ whiteSpace: 'normal', lineHeight: 1.3 }}>
      {t('review.undecidedOnlyReject')}
    </Typography>
  );
}

/**
 * Asks before approving, with the reply date by date. A refused approval stays open, saying why
 * inside the dialog (the portal's notice fades, and a modal hides it), to be read and tried again;
 * tried again after an answer that never arrived, it is the same approval (its Idempotency-Key).
 */
export function ApproveReplyDialog({ line, onDone, onCancel }: DecisionProps) {
  const replyText = useReplyText();
  const [refusal, setRefusal] = useState<string | undefined>();
  const idempotent = useIdempotentCall();
  const approve = async () => {
    setRefusal(undefined);
    try {
      await idempotent(line.id, (idempotencyKey) => reviewCalls.approve(line.id, { silent: true, idempotencyKey }));
      onDone();
    } catch (error) {
      // Spec section 8's notice as for any call, and its text here too.
      const outcome = applySilentFailure((error as FailedCall | undefined)?.response);
      setRefusal('message' in outcome ? outcome.message : undefined);
    }
  };
  return (
    <ConfirmDialog
      open
      title="purchasing:review.approveTitle"
      body="purchasing:review.approveBody"
      values={{ poNo: line.poNo, item: line.item, replies: replyText(line), date: line.replyDate ?? '' }}
      confirmLabel="purchasing:review.approve"
      // The approval's promise: the dialog waits for it, so a double-click approves once.
      onConfirm={approve}
      onCancel={onCancel}
    >
      {refusal && <FormRefusal message={refusal} />}
    </ConfirmDialog>
  );
}

/** Sends the reply back with a reason (required), showing what is sent back date by date. */
export function RejectReplyDialog({ line, onDone, onCancel }: DecisionProps) {
  const { t } = useTranslation('purchasing');
  const replyText = useReplyText();
  return (
    <ReasonDialog
      title="purchasing:review.rejectTitle"
      body="purchasing:review.rejectBody"
      confirmLabel="purchasing:review.reject"
      send={(reason, call) => reviewCalls.reject(line.id, { reason }, call)}
      onDone={onDone}
      onCancel={onCancel}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('review.rejectedReply', { poNo: line.poNo, item: line.item, replies: replyText(line) })}
      </Typography>
    </ReasonDialog>
  );
}
