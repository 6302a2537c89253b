import { useNavigate } from 'shared-ui/routing';
import { ConfirmDialog } from 'shared-ui/components';
import type { InquiryDetail } from 'shared-ui/contract';
import { useIdempotentCall } from 'shared-ui/data';
import { actionKit, type DetailAction, type DetailActionContext, type DialogAction } from 'shared-ui/detail';
import { inquiryResource } from './inquiry.api';
import { InviteDialog } from './invite-dialog';
import { ParityPickDialog } from './parity-pick-dialog';

const { key, confirmed, inDialog } = actionKit('sourcing:inquiry.actions');

/**
 * A call asked with a question whose text names what it touches (`values`). `idempotencyKey`: the
 * same when asked again after a lost answer (the question stays open), for a call that changes state.
 */
function AskedCall({ name, values, call, destructive, after, onDone, onCancel }: { name: string; values?: Record<string, number>; call(idempotencyKey: string): Promise<unknown>; destructive?: boolean; after?(): void; onDone(): void; onCancel(): void }) {
  const idempotent = useIdempotentCall();
  const go = async () => {
    try {
      await idempotent(name, call);
      after?.();
      onDone();
    } catch {
      // the api client shows the refusal; the question stays open
    }
  };
  return (
    <ConfirmDialog
      open
      title={key(`${name}Title`)}
      body={key(`${name}Body`)}
      values={values}
      confirmLabel={key(name)}
      destructive={destructive}
      // The call's promise: the dialog waits for it, so a double-click calls once.
      onConfirm={go}
      onCancel={onCancel}
    />
  );
}

/** Delete, then back to the list: the record is gone. */
function DeleteDialog({ id, onDone, onCancel }: { id: number; onDone(): void; onCancel(): void }) {
  const navigate = useNavigate();
  return <AskedCall name="delete" destructive call={() => inquiryResource.remove(id)} after={() => void navigate('/admin/inquiry')} onDone={onDone} onCancel={onCancel} />;
}

/**
 * The inquiry's actions by state (the decisions): a draft is sent (commit) or deleted; a
 * sent inquiry invites more suppliers and makes a parity sheet of accepted quotations; closing
 * one with open quotations or sheets is a forced close, asked with what it will close. Copy
 * opens a new draft from any inquiry.
 */
export function inquiryActions(record: InquiryDetail, ctx: DetailActionContext): DetailAction[] {
  if (ctx.mode !== 'view' || ctx.dirty) return [];
  const actions: DetailAction[] = [];
  const open = record.status === 'DRAFT' || record.status === 'COMMITTED';
  if (ctx.can('edit') && record.status === 'DRAFT') actions.push(confirmed('commit', (call) => inquiryResource.action(record.id, 'commit', undefined, call)));
  // Inviting writes quotations and a sheet is a parity: the server asks for those rights alone
  // (QUOTATION edit, PARITY create), not for INQUIRY edit.
  if (record.status === 'COMMITTED' && ctx.can('edit', 'QUOTATION')) actions.push(inDialog('invite', (p) => <InviteDialog inquiry={record} {...p} />));
  if (record.status === 'COMMITTED' && ctx.can('create', 'PARITY')) actions.push(inDialog('parity', (p) => <ParityPickDialog inquiry={record} {...p} />));
  if (ctx.can('edit')) {
    if (open) {
      const forced = record.openQuotationCount + record.openParityCount > 0;
      const close: DialogAction = {
        key: 'close',
        label: key(forced ? 'forceClose' : 'close'),
        destructive: true,
        dialog: (p) => (
          <AskedCall
            name={forced ? 'forceClose' : 'close'}
            destructive
            values={{ quotations: record.openQuotationCount, parities: record.openParityCount }}
            call={(idempotencyKey) => inquiryResource.action(record.id, 'close', { force: forced }, { idempotencyKey })}
            {...p}
          />
        ),
      };
      actions.push(close);
    }
    if (record.status === 'DRAFT') actions.push(inDialog('delete', (p) => <DeleteDialog id={record.id} {...p} />, { destructive: true }));
  }
  if (ctx.can('create')) actions.push({ key: 'copy', label: key('copy'), to: `../detail/copy/${record.id}` });
  return actions;
}
