import { isChangeableBill, reasonSchema, type Bill } from 'shared-ui/contract';
import type { CallerPrefix } from 'shared-ui/data';
import { FormDialog, ReasonDialog, type CallAction, type DetailAction, type DetailActionContext, type DialogAction } from 'shared-ui/detail';
import { TextareaField } from 'shared-ui/form';
import { billResource, reviewCalls } from './bill.api';
import { SelfCheckDialog } from './self-check-dialog';

const key = (name: string) => `payment:actions.${name}`;

/** A step asked with the standard confirm: its title and text are `<name>Title` and `<name>Body`. */
const confirmed = (name: string, run: CallAction['run'], destructive = false, body = `${name}Body`): CallAction => ({
  key: name,
  label: key(name),
  confirm: { title: key(`${name}Title`), body: key(body) },
  destructive,
  run,
});

const rejection = (bill: Bill): DialogAction => ({
  key: 'reject',
  label: key('reject'),
  destructive: true,
  dialog: ({ onDone, onCancel }) => (
    <ReasonDialog title={key('rejectTitle')} body={key('rejectBody')} confirmLabel={key('reject')} send={(reason) => reviewCalls.reject(bill.id!, reason)} onDone={onDone} onCancel={onCancel} />
  ),
});

/** Blocks a completed bill for payment, or lifts the block: always with a reason. */
const paymentBlock = (bill: Bill): DialogAction => {
  const name = bill.paymentBlock ? 'release' : 'block';
  return {
    key: 'paymentBlock',
    label: key(name),
    destructive: !bill.paymentBlock,
    dialog: ({ onDone, onCancel }) => (
      <FormDialog
        title={key(`${name}Title`)}
        body={key(`${name}Body`)}
        confirmLabel={key(name)}
        schema={reasonSchema}
        defaults={{ reason: '' }}
        send={({ reason }) => reviewCalls.paymentBlock(bill.id!, { paymentBlock: !bill.paymentBlock, reason })}
        destructive={!bill.paymentBlock}
        onDone={onDone}
        onCancel={onCancel}
      >
        <TextareaField name="reason" label="detail:reason" required />
      </FormDialog>
    ),
  };
};

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
    if (prefix === 'su') actions.push({ key: 'checkInvoice', label: key('checkInvoice'), dialog: ({ onCancel }) => <SelfCheckDialog bill={bill} onClose={onCancel} /> });
    actions.push(confirmed(prefix === 'a' ? 'commitForSupplier' : 'commit', (call) => bills.action(bill.id!, 'commit', undefined, call)));
    actions.push(confirmed('cancel', () => bills.action(bill.id!, 'cancel'), true));
  }
  if (prefix === 'a' && bill.status === 'COMMITTED' && ctx.can('review')) {
    actions.push(confirmed('checkInvoice', () => reviewCalls.checkInvoice(bill.id!)));
    actions.push(confirmed('approve', (call) => reviewCalls.approve(bill.id!, call), false, bill.check ? 'approveBody' : 'approveUncheckedBody'));
    actions.push(rejection(bill));
  }
  if (prefix === 'a' && bill.status === 'COMPLETED' && ctx.can('review')) actions.push(paymentBlock(bill));
  return actions;
}
