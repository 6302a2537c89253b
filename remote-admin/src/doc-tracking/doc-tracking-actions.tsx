import type { BulletinDetail } from 'shared-ui/contract';
import { actionKit, type DetailAction, type DetailActionContext } from 'shared-ui/detail';
import { confirmedThenOpen } from '../bulletin/bulletin-actions';
import { closeVersion, docPublishResource, docResource } from './doc-tracking.api';

const ACTIONS = 'admin:docTracking.actions';
const { confirmed, withReason } = actionKit(ACTIONS);
const WAITING = new Set(['PENDING', 'DRAFT', 'RETURNED']);

/** The targets that have not sent their reply (what a reminder reaches). */
export const waitingReplies = (doc: BulletinDetail) => (doc.replies ?? []).filter((r) => WAITING.has(r.status)).length;

/**
 * The document's workflow (spec section 4: publish, confirm, reject, commit, close by doc
 * version), in view mode over saved data: the editor commits, starts a new version, closes,
 * cancels and reminds (BULLETIN_DOC edit); an approver confirms or rejects (review). The server
 * refuses the same wrong states.
 */
export function docActions(doc: BulletinDetail, ctx: DetailActionContext): DetailAction[] {
  if (ctx.mode !== 'view' || ctx.dirty) return [];
  const actions: DetailAction[] = [];
  const { status, docVersionStatus } = doc;
  const cancelled = docVersionStatus === 'CANCELLED';
  const newest = doc.versions.at(-1)?.id === doc.id;

  if (ctx.can('edit') && !cancelled && (status === 'DRAFT' || status === 'REJECTED')) {
    actions.push(confirmed('commit', (call) => docPublishResource.action(doc.id, 'commit', undefined, call)));
  }
  if (ctx.can('review') && status === 'COMMITTED') {
    actions.push(confirmed('confirm', (call) => docPublishResource.action(doc.id, 'confirm', undefined, call)));
    actions.push(withReason('reject', (reason, call) => docPublishResource.action(doc.id, 'reject', { reason }, call)));
  }
  if (!ctx.can('edit')) return actions;
  if (status === 'PUBLISHED' && doc.replyRequired && waitingReplies(doc) > 0) {
    actions.push(confirmed('remind', (call) => docResource.action(doc.id, 'remind', undefined, call)));
  }
  if (newest && docVersionStatus === 'CURRENT' && (status === 'PUBLISHED' || status === 'CLOSED')) {
    actions.push(confirmedThenOpen(ACTIONS, 'newVersion', (idempotencyKey) => docResource.action(doc.id, 'publish', undefined, { idempotencyKey }).then((next) => `/admin/docTracking/detail/edit/${next.id}`)));
  }
  if (status === 'PUBLISHED' && doc.docVersionCode) {
    const code = doc.docVersionCode;
    actions.push(confirmed('close', (call) => closeVersion(code, call), { destructive: true }));
  }
  if (!cancelled && status !== 'COMMITTED') actions.push(confirmed('cancel', (call) => docResource.action(doc.id, 'cancel', undefined, call), { destructive: true }));
  return actions;
}
