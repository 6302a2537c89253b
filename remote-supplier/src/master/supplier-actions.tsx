import { isProduction } from 'shared-ui';
import type { Supplier } from 'shared-ui/contract';
import { actionKit, type CallAction, type DetailAction, type DetailActionContext } from 'shared-ui/detail';
import { BlockDialog } from './block-dialog';
import { bpmSignOff, supplierResource } from './supplier.api';

const { confirmed, withReason, inDialog } = actionKit('supplier:master.actions');

/**
 * The supplier's actions by state (spec section 4; the reading is in the contract's
 * supplier-lifecycle.ts): offered in view mode to users who may edit suppliers, never over
 * unsaved changes. The server refuses the same wrong states.
 */
export function supplierActions(record: Supplier, ctx: DetailActionContext, today: () => string): DetailAction[] {
  if (ctx.mode !== 'view' || ctx.dirty || !ctx.can('edit')) return [];
  const { status, blockStatus, canCompareLastApproved } = record.basicData.systemInfo;
  const post = (action: string): CallAction['run'] => (call) => supplierResource.action(record.id, action, undefined, call);
  const actions: DetailAction[] = [];

  if (status === 'DRAFT' || status === 'REJECTED') actions.push(confirmed('commit', post('commit')));
  if (status === 'COMMITTED') actions.push(confirmed('commitBpm', post('commitBpm')));
  if (status === 'COMMITTED' || status === 'SIGNING') actions.push(withReason('reject', (reason, call) => supplierResource.action(record.id, 'reject', { reason }, call)));
  if (status === 'SIGNING' && !isProduction()) {
    // The BPM system signs off outside the portal; outside production the mock's stand-in answers.
    actions.push(confirmed('bpmApprove', (call) => bpmSignOff(record.id, { decision: 'APPROVE' }, call)));
    actions.push(withReason('bpmReject', (reason, call) => bpmSignOff(record.id, { decision: 'REJECT', reason }, call)));
  }
  if (status === 'APPROVED') actions.push(confirmed('updateToErp', post('updateSupplierToSap')));
  if ((status === 'DRAFT' || status === 'COMMITTED' || status === 'REJECTED') && canCompareLastApproved) actions.push(confirmed('rollback', post('rollback'), { destructive: true }));

  const blockAction = blockStatus === 'BLOCKED' ? 'UNBLOCK' : 'BLOCK';
  actions.push(
    inDialog(blockAction === 'BLOCK' ? 'block' : 'unblock', ({ onDone, onCancel }) => <BlockDialog supplierId={record.id} blockAction={blockAction} today={today()} onDone={onDone} onCancel={onCancel} />, {
      destructive: blockAction === 'BLOCK',
    }),
  );
  return actions;
}
