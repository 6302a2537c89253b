import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isProduction } from 'shared-ui';
import { useNavigate } from 'shared-ui/routing';
import { ConfirmDialog } from 'shared-ui/components';
import type { ParityDetail } from 'shared-ui/contract';
import { useIdempotentCall } from 'shared-ui/data';
import { actionKit, FormRefusal, reportActionRefusal, type DetailAction, type DetailActionContext } from 'shared-ui/detail';
import { useFieldLabels, useFormContext } from 'shared-ui/form';
import { commitForSignOff, paritySignOff, parityResource } from './parity.api';
import { PriceUpdateDialog } from './price-update-dialog';

const { key, confirmed, withReason, inDialog } = actionKit('sourcing:parity.actions');

/** Sent for sign-off and printed (`v2 commit print`): the print-ready sheet opens once it is sent. */
function CommitPrintDialog({ id, onDone, onCancel }: { id: number; onDone(): void; onCancel(): void }) {
  const { t } = useTranslation();
  const labels = useFieldLabels();
  const form = useFormContext();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  // Send again after a lost answer (the question stays open): sent once, not refused as sent.
  const idempotent = useIdempotentCall();
  const go = async () => {
    setBusy(true);
    setRefusal(undefined);
    try {
      await idempotent(id, (idempotencyKey) => commitForSignOff(id, true, { silent: true, idempotencyKey }));
      onDone();
      void navigate(`/admin/parity/print/${id}`);
    } catch (error) {
      // As the page's own actions: a missing winner or reason named by its label, said inside the dialog (a modal hides the page).
      setRefusal(reportActionRefusal(error, t(key('commitPrint')), t, labels, form));
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog open title={key('commitPrintTitle')} body={key('commitBody')} confirmLabel={key('commitPrint')} busy={busy} onConfirm={go} onCancel={onCancel}>
      {refusal && <FormRefusal message={refusal} />}
    </ConfirmDialog>
  );
}

/**
 * The sheet's actions (the decisions): a draft is sent for sign-off (and printed), the
 * sign-off approves it (the winners' prices become the materials' final prices) or sends it back
 * to draft; a draft or a sheet in sign-off may be closed. Outside production the sign-off is
 * stood in by a test approve / reject.
 */
export function parityActions(p: ParityDetail, ctx: DetailActionContext): DetailAction[] {
  const actions: DetailAction[] = [{ key: 'print', label: key('print'), to: `../print/${p.id}` }];
  if (ctx.mode !== 'view' || ctx.dirty || !ctx.can('edit')) return actions;
  if (p.status === 'DRAFT') {
    actions.push(confirmed('commit', (call) => commitForSignOff(p.id, false, call)));
    actions.push(inDialog('commitPrint', (d) => <CommitPrintDialog id={p.id} {...d} />));
  }
  if (p.status === 'COMMITTED' && p.bpmStatus === 'SIGNING' && !isProduction()) {
    actions.push(confirmed('bpmApprove', (call) => paritySignOff(p.id, { decision: 'APPROVE' }, call)));
    actions.push(withReason('bpmReject', (reason, call) => paritySignOff(p.id, { decision: 'REJECT', reason }, call)));
  }
  if (p.status === 'COMPLETED') actions.push(inDialog('priceUpdate', (d) => <PriceUpdateDialog parity={p} {...d} />));
  if (p.status === 'DRAFT' || p.status === 'COMMITTED') actions.push(confirmed('close', (call) => parityResource.action(p.id, 'close', undefined, call), { destructive: true }));
  return actions;
}
