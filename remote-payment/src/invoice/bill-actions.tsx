import { isChangeableBill, type Bill } from 'shared-ui/contract';
import type { CallerPrefix } from 'shared-ui/data';
import { actionKit, type DetailAction, type DetailActionContext, type DialogAction } from 'shared-ui/detail';
import { billResource, reviewCalls } from './bill.api';
import { SelfCheckDialog } from './self-check-dialog';

const { confirmed, withReason, inDialog } = actionKit('payment:actions');

/** Blocks a completed bill for payment, or lifts the block: always with a reason. */
const paymentBlock = (bill: Bill): DialogAction =>
  withReason(bill.paymentBlock ? 'release' : 'block', (reason, call) => reviewCalls.paymentBlock(bill.id!, { paymentBlock: !bill.paymentBlock, reason }, call), { destructive: !bill.paymentBlock });

/**
 * The bill's steps by state (spec section 4; the reading is in the contract's bill.ts), offered
 * in view mode, never over unsaved changes. The supplier (or an internal user with INVOICE edit,
 * acting for it) sends or cancels a draft or a rejected bill; internal reviewers check, approve or
 * reject a committed one and block a completed one for payment. The server refuses the same.
 */
export function billActions(prefix: CallerPrefix, bill: Bill, ctx: DetailActionContext): DetailAction[] {
  if (ctx.mode !== 'view' || ctx.dirty) return [];
  const bills = billResource(prefix);
  const actions: DetailAction[] = [];
  if (isChangeableBill(bill.status) && ctx.can('edit')) {
    // A supplier checks its invoice as the reviewer will, before sending it (nothing is kept).
    if (prefix === 'su') actions.push(inDialog('checkInvoice', ({ onCancel }) => <SelfCheckDialog bill={bill} onClose={onCancel} />));
    actions.push(confirmed(prefix === 'a' ? 'commitForSupplier' : 'commit', (call) => bills.action(bill.id!, 'commit', undefined, call)));
    actions.push(confirmed('cancel', (call) => bills.action(bill.id!, 'cancel', undefined, call), { destructive: true }));
  }
  if (prefix === 'a' && bill.status === 'COMMITTED' && ctx.can('review')) {
    actions.push(confirmed('checkInvoice', (call) => reviewCalls.checkInvoice(bill.id!, call)));
    actions.push(confirmed('approve', (call) => reviewCalls.approve(bill.id!, call), { body: bill.check ? 'approveBody' : 'approveUncheckedBody' }));
    actions.push(withReason('reject', (reason, call) => reviewCalls.reject(bill.id!, reason, call)));
  }
  if (prefix === 'a' && bill.status === 'COMPLETED' && ctx.can('review')) actions.push(paymentBlock(bill));
  return actions;
}
