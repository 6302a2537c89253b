import { http } from 'msw';
import { recordActivity } from '../activity';
import { bulletinReplyCommitSchema, bulletinReplySchema, replyReturnSchema, type BulletinReply, type SupplierBulletinDetail } from 'shared-ui/contract';
import { readBody } from '../http/body';
import { foreignFileTexts } from '../general/owned-files';
import { parseOrRefuse, refuseFields } from '../http/field-errors';
import { guarded } from '../http/guarded';
import { internalHolding } from '../http/guards';
import { readerHolding } from '../http/reader';
import { idOf, notFound } from '../http/record';
import { ok } from '../http/respond';
import type { BulletinRecord } from '../seed/bulletins';
import { clock } from '../store/clock';
import { docTrackingBulletins } from '../store/collections';
import { detailOf, mailSupplier, refuse } from './bulletin-workflow';
import { ownReplyOf } from './doc-tracking-rows';
import { BULLETIN_MAIL, BULLETIN_MSG } from './messages';
import { notifyDocReplyReturned } from './doc-notifications';
import { refOf } from '../http/account-ref';

type Params = { id: string };
const store = docTrackingBulletins;

/** A reply the supplier may still write: not sent, or sent back. */
const OPEN_REPLY: readonly BulletinReply['status'][] = ['PENDING', 'DRAFT', 'RETURNED'];

/** The document as its supplier reads it: its own reply, nothing of the targets, the others or the history. */
function supplierView(record: BulletinRecord, reply: BulletinReply): SupplierBulletinDetail {
  const { replies: _replies, targets: _targets, history: _history, ...doc } = record;
  return { ...doc, reply };
}

/** Replaces one supplier's reply in the version and answers what it became. */
function saveReply(record: BulletinRecord, supplierId: number, patch: Partial<BulletinReply>): BulletinReply {
  const replies = (record.replies ?? []).map((r) => (r.supplierId === supplierId ? { ...r, ...patch } : r));
  store.update(record.id, { replies });
  return replies.find((r) => r.supplierId === supplierId)!;
}

const supplierReader = readerHolding('su', 'BULLETIN_DOC', 'view');
const supplierWriter = readerHolding('su', 'BULLETIN_DOC', 'edit');

/**
 * The supplier's side (`su/eipBulletin`: get; "publish reply save and commit"): only a version
 * published to it; any other id answers 404. It writes while the version is open and current
 * and its reply is not sent (or was sent back); late replies are taken, the due date is shown.
 */
const supplierHandlers = [
  http.get<Params>('*/api/su/eipBulletin/:id', guarded(supplierReader, ({ request, params, caller }) => {
    const record = store.get(idOf(params.id));
    const supplierId = caller.kind === 'supplier' ? caller.supplierId : NaN;
    const reply = record && ownReplyOf(record, supplierId, clock.today());
    return record && reply ? ok(supplierView(record, reply)) : notFound(request);
  })),

  ...(['save', 'commit'] as const).map((step) =>
    http[step === 'save' ? 'put' : 'post']<Params>(`*/api/su/eipBulletin/:id/reply${step === 'commit' ? '/commit' : ''}`, guarded(supplierWriter, async ({ request, params, caller }) => {
      const record = store.get(idOf(params.id));
      const supplierId = caller.kind === 'supplier' ? caller.supplierId : NaN;
      const reply = record && ownReplyOf(record, supplierId, clock.today());
      if (!record || !reply) return notFound(request);
      const parsed = parseOrRefuse(request, step === 'save' ? bulletinReplySchema : bulletinReplyCommitSchema, await readBody(request));
      if ('response' in parsed) return parsed.response;
      // Files: those the reply holds already, or the supplier's own uploads (another's id is refused).
      const foreign = foreignFileTexts(request, 'files', parsed.data.files, reply.files, caller.account.account);
      if (foreign.length > 0) return refuseFields(request, [], foreign);
      if (record.status !== 'PUBLISHED' || record.docVersionStatus !== 'CURRENT') return refuse(request, BULLETIN_MSG.replyClosed);
      if (!OPEN_REPLY.includes(reply.status)) return refuse(request, BULLETIN_MSG.replyDone);
      const { content, files } = parsed.data;
      const from = reply.status;
      const saved = saveReply(record, supplierId, {
        ...(content ? { content } : { content: undefined }),
        files,
        ...(step === 'commit' ? { status: 'COMMITTED', repliedAt: clock.iso() } : { status: 'DRAFT' }),
      });
      if (step === 'commit') recordActivity({ kind: 'eipReply', id: `${record.id}-${supplierId}` }, { action: 'reply', by: caller.account, from, to: 'COMMITTED' });
      return ok(supplierView(store.get(record.id)!, saved));
    })),
  ),
];

/**
 * Internal review of a reply (BULLETIN_DOC review), not named by the spec (README): confirm a
 * sent reply, or return it with an explanation kept in its return history (and a mail).
 */
const replyRead = http.get<Params & { supplierId: string }>('*/api/a/eipBulletin/:id/replies/:supplierId', guarded(internalHolding('BULLETIN_DOC', 'view'), ({ request, params }) => {
  const record = store.get(idOf(params.id));
  const reply = record?.replies?.find((r) => r.supplierId === idOf(params.supplierId));
  // One supplier's reply on its own: the page where staff read its timeline and write to that supplier (issue 19).
  return record && reply ? ok({ ...reply, bulletinId: record.id, docNo: record.docNo, title: record.title }) : notFound(request);
}));

const reviewHandlers = (['confirm', 'return'] as const).map((step) =>
  http.post<Params & { supplierId: string }>(`*/api/a/eipBulletin/:id/replies/:supplierId/${step}`, guarded(internalHolding('BULLETIN_DOC', 'review'), async ({ request, params, caller }) => {
    const record = store.get(idOf(params.id));
    const supplierId = idOf(params.supplierId);
    const reply = record?.replies?.find((r) => r.supplierId === supplierId);
    if (!record || !reply) return notFound(request);
    const parsed = step === 'return' ? parseOrRefuse(request, replyReturnSchema, await readBody(request)) : { data: { explanation: '' } };
    if ('response' in parsed) return parsed.response;
    if (reply.status !== 'COMMITTED') return refuse(request, BULLETIN_MSG.replyNotCommitted);
    const explanation = parsed.data.explanation;
    recordActivity({ kind: 'eipReply', id: `${record.id}-${supplierId}` }, {
      action: step === 'confirm' ? 'confirm' : 'return', by: caller.account, from: reply.status, to: step === 'confirm' ? 'CONFIRMED' : 'RETURNED', reason: explanation,
    });
    if (step === 'confirm') saveReply(record, supplierId, { status: 'CONFIRMED' });
    else {
      saveReply(record, supplierId, { status: 'RETURNED', returnHistory: [...reply.returnHistory, { date: clock.iso(), explanation, reviewer: refOf(caller.account) }] });
      mailSupplier(supplierId, BULLETIN_MAIL.returnedSubject(record.docNo ?? '', record.title), BULLETIN_MAIL.returnedBody(record.title, explanation));
      notifyDocReplyReturned(record, supplierId, explanation);
    }
    return ok(detailOf(store, store.get(record.id)!));
  })),
);

export const docTrackingReplyHandlers = [...supplierHandlers, replyRead, ...reviewHandlers];
