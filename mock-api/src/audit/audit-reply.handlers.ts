import { auditReplyRequestSchema, auditReplyReturnSchema, auditReplySchema, replyCommitIssues, replyWritable, type AuditReply } from 'shared-ui/contract';
import { foreignFileTexts } from '../general/owned-files';
import { readBody } from '../http/body';
import { parseOrRefuse, refuseFields } from '../http/field-errors';
import { say } from '../http/locale';
import { readerHolding } from '../http/reader';
import { fail } from '../http/respond';
import { clock } from '../store/clock';
import { AUDIT_MAILS, mailContacts, notifyTargets } from './audit-mail';
import { withHistory } from './audit-records';
import { auditStep, saved, wrongState, type Step } from './audit-flow.handlers';
import { AUDIT_MSG, type AuditAction } from './messages';
import { refOf } from '../http/account-ref';

const internalEditor = readerHolding('a', 'AUDIT', 'edit');
const supplierEditor = readerHolding('su', 'AUDIT', 'edit');

/** The improvement report of a COMPLETED audit in one of `states`, or the 409 to answer. */
function reportIn(step: Step, action: AuditAction, allowed: (reply: AuditReply | undefined) => boolean): { reply: AuditReply | undefined } | { response: Response } {
  const { request, audit } = step;
  if (audit.status !== 'COMPLETED') return { response: wrongState(request, action, audit.status) };
  if (!allowed(audit.reply)) return { response: fail(409, [say(request, AUDIT_MSG.wrongReplyState(action, audit.reply?.status))]) };
  return { reply: audit.reply };
}

const is =
  (...states: AuditReply['status'][]) =>
  (reply: AuditReply | undefined) =>
    reply !== undefined && states.includes(reply.status);

/**
 * The improvement report loop of issue 14: asked for (with the result, or later by `a/reply`),
 * written and saved by the supplier (`su/reply`), sent (`su/reply/commit`), then accepted
 * (`a/reply/commit`) or returned with a reason and a new due date (`a/reply/reject`).
 */
export const auditReplyHandlers = [
  /** Asks for a report (none yet) or moves its due date (while not sent): `{ dueDate }`, not before today. */
  auditStep('*/api/a/supplierAudit/:id/reply', internalEditor, async (step) => {
    const found = reportIn(step, 'replyRequest', (reply) => reply === undefined || replyWritable(reply));
    if ('response' in found) return found.response;
    const parsed = parseOrRefuse(step.request, auditReplyRequestSchema(clock.today()), await readBody(step.request));
    if ('response' in parsed) return parsed.response;
    const { dueDate } = parsed.data;
    const reply: AuditReply = { ...(found.reply ?? { status: 'PENDING' }), dueDate };
    const next = { ...step.audit, reply };
    mailContacts(next, AUDIT_MAILS.replyRequested(next));
    notifyTargets(next, 'AUDIT_REPORT_DUE', { dueDate });
    return saved(step, { reply, history: withHistory(step.audit, { action: 'REPLY_REQUEST', by: refOf(step.caller.account), dueDate }) });
  }),

  /** The supplier saves its report (PENDING, REPLIED or returned → REPLIED): what was done is required. */
  auditStep('*/api/su/supplierAudit/:id/reply', supplierEditor, async (step) => {
    const found = reportIn(step, 'reply', replyWritable);
    if ('response' in found) return found.response;
    const parsed = parseOrRefuse(step.request, auditReplySchema, await readBody(step.request));
    if ('response' in parsed) return parsed.response;
    const { description, personInCharge, fixingFile, supplierComment } = parsed.data;
    // The improvement form: the one the report holds already, or the supplier's own upload.
    const foreign = foreignFileTexts(step.request, 'fixingFile', fixingFile, found.reply?.fixingFile ? [found.reply.fixingFile] : [], step.caller.account.account);
    if (foreign.length) return refuseFields(step.request, [], foreign);
    const reply: AuditReply = { status: 'REPLIED', dueDate: found.reply!.dueDate, replyDate: clock.iso(), description, personInCharge, fixingFile, supplierComment };
    return saved(step, { reply, history: withHistory(step.audit, { action: 'REPLY_SAVE', by: refOf(step.caller.account) }) });
  }),

  /** REPLIED or returned → SUBMITTED: with what was done, who is in charge and the improvement form (400 names each missing). */
  auditStep('*/api/su/supplierAudit/:id/reply/commit', supplierEditor, (step) => {
    const found = reportIn(step, 'replyCommit', is('REPLIED', 'REJECTED'));
    if ('response' in found) return found.response;
    const missing = replyCommitIssues(found.reply!);
    if (missing.length) return refuseFields(step.request, missing);
    return saved(step, {
      reply: { ...found.reply!, status: 'SUBMITTED', replyDate: clock.iso() },
      history: withHistory(step.audit, { action: 'REPLY_COMMIT', by: refOf(step.caller.account) }),
    });
  }),

  /** SUBMITTED → ACCEPTED. */
  auditStep('*/api/a/supplierAudit/:id/reply/commit', internalEditor, (step) => {
    const found = reportIn(step, 'replyAccept', is('SUBMITTED'));
    if ('response' in found) return found.response;
    return saved(step, { reply: { ...found.reply!, status: 'ACCEPTED' }, history: withHistory(step.audit, { action: 'REPLY_ACCEPT', by: refOf(step.caller.account) }) });
  }),

  /** SUBMITTED → REJECTED: `{ reason, dueDate }`, the supplier writes it again by the new date. */
  auditStep('*/api/a/supplierAudit/:id/reply/reject', internalEditor, async (step) => {
    const found = reportIn(step, 'replyReject', is('SUBMITTED'));
    if ('response' in found) return found.response;
    const parsed = parseOrRefuse(step.request, auditReplyReturnSchema(clock.today()), await readBody(step.request));
    if ('response' in parsed) return parsed.response;
    const { reason, dueDate } = parsed.data;
    const next = { ...step.audit, reply: { ...found.reply!, status: 'REJECTED' as const, dueDate } };
    mailContacts(next, AUDIT_MAILS.replyReturned(next, reason));
    notifyTargets(next, 'AUDIT_RETURNED', { reason, dueDate });
    return saved(step, { reply: next.reply, history: withHistory(step.audit, { action: 'REPLY_REJECT', by: refOf(step.caller.account), comment: reason, dueDate }) });
  }),
];
