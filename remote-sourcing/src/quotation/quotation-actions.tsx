import { QUOTATION_OPEN_TO_SUPPLIER, quotationRejectSchema, type QuotationDetail } from 'shared-ui/contract';
import { actionKit, FormDialog, type DetailAction, type DetailActionContext, type DialogAction } from 'shared-ui/detail';
import { DateField, TextareaField } from 'shared-ui/form';
import { serverToday, type CallerPrefix } from 'shared-ui/data';
import { quotationResource } from './quotation.api';

const { key, confirmed, inDialog } = actionKit('sourcing:quotation.actions');

/**
 * The quotation's actions (the decisions). The supplier commits what it saved, until the
 * due date. The buyer accepts a submitted quotation or sends it back with a reason (also one left
 * unanswered past its due date, with a new due date), and closes it.
 */
export const quotationActions =
  (prefix: CallerPrefix) =>
  (q: QuotationDetail, ctx: DetailActionContext): DetailAction[] => {
    if (ctx.mode !== 'view' || ctx.dirty || !ctx.can('edit')) return [];
    const resource = quotationResource(prefix);
    const today = serverToday(q);
    if (prefix === 'su') return QUOTATION_OPEN_TO_SUPPLIER.includes(q.status) && q.lines.length > 0 ? [confirmed('commit', (call) => resource.action(q.id, 'commit', undefined, call))] : [];
    const actions: DetailAction[] = [];
    if (q.status === 'COMMITTED') actions.push(confirmed('accept', (call) => resource.action(q.id, 'commit', undefined, call)));
    if (q.status === 'COMMITTED' || (QUOTATION_OPEN_TO_SUPPLIER.includes(q.status) && q.dueInDays < 0)) {
      const reject: DialogAction['dialog'] = ({ onDone, onCancel }) => (
        <FormDialog
          title={key('rejectTitle')}
          body={key('rejectBody')}
          confirmLabel={key('reject')}
          schema={quotationRejectSchema(today, q.dueDate)}
          defaults={{ reason: '', dueDate: q.dueInDays < 0 ? '' : q.dueDate }}
          send={(values, call) => resource.action(q.id, 'reject', values, call)}
          destructive
          onDone={onDone}
          onCancel={onCancel}
        >
          <TextareaField name="reason" label={key('reason')} required />
          <DateField name="dueDate" label={key('newDueDate')} helperText={key('newDueDateHint')} required={q.dueInDays < 0} />
        </FormDialog>
      );
      actions.push(inDialog('reject', reject, { destructive: true }));
    }
    if (q.status !== 'COMPLETED' && q.status !== 'CLOSED') actions.push(confirmed('close', (call) => resource.action(q.id, 'close', undefined, call), { destructive: true }));
    return actions;
  };

