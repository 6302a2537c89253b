import type { AuditRecord } from 'shared-ui/contract';
import type { CallerPrefix } from 'shared-ui/data';
import { actionKit, type CallAction, type DetailAction, type DetailActionContext } from 'shared-ui/detail';
import { auditResource, replyStep, sendReport } from './audit.api';
import { ReplyRequestDialog, ReplyReturnDialog, ResultDialog } from './audit-dialogs';

const { confirmed, withReason, inDialog } = actionKit('audit:actions');

function internalActions(a: AuditRecord): DetailAction[] {
  const resource = auditResource('a');
  const post = (action: string): CallAction['run'] => (call) => resource.action(a.id!, action, undefined, call);
  switch (a.status) {
    case 'DRAFT':
      return [confirmed('invite', post('invite'))];
    case 'INVITED':
    case 'REJECTED':
      return [confirmed('commitForSupplier', post('commit'))];
    case 'COMMITTED':
      return [
        withReason('reject', (reason, call) => resource.action(a.id!, 'reject', { reason }, call)),
        inDialog('result', ({ onDone, onCancel }) => <ResultDialog audit={a} onDone={onDone} onCancel={onCancel} />),
      ];
    case 'COMPLETED': {
      const status = a.reply?.status;
      if (status === 'SUBMITTED') {
        return [
          inDialog('returnReport', ({ onDone, onCancel }) => <ReplyReturnDialog audit={a} onDone={onDone} onCancel={onCancel} />, { destructive: true }),
          confirmed('acceptReport', (call) => replyStep('a', a.id!, 'commit', undefined, call)),
        ];
      }
      if (status === 'ACCEPTED') return [];
      return [inDialog(a.reply ? 'moveDueDate' : 'requestReport', ({ onDone, onCancel }) => <ReplyRequestDialog audit={a} onDone={onDone} onCancel={onCancel} />)];
    }
  }
}

function supplierActions(a: AuditRecord): DetailAction[] {
  const resource = auditResource('su');
  if (a.status === 'INVITED' || a.status === 'REJECTED') return [confirmed('commitSelf', (call) => resource.action(a.id!, 'commit', undefined, call))];
  if (a.reply?.status === 'REPLIED' || a.reply?.status === 'REJECTED') return [confirmed('sendReport', (call) => sendReport(a.id!, call))];
  return [];
}

/**
 * The audit's actions by state (issue 14), in view mode, never over unsaved changes, for users who
 * may edit audits: the auditors invite, reject, set the result, return or accept a report; the
 * supplier sends its self-assessment and its report. The server refuses the same wrong states.
 */
export const auditActions =
  (prefix: CallerPrefix) =>
  (a: AuditRecord, ctx: DetailActionContext): DetailAction[] => {
    if (ctx.mode !== 'view' || ctx.dirty || !ctx.can('edit')) return [];
    return prefix === 'a' ? internalActions(a) : supplierActions(a);
  };
