import { http } from 'msw';
import { purchaseBulletinSchema } from 'shared-ui/contract';
import { inProcessCall } from '../http/auth-guard';
import { fieldsOf } from '../http/body-fields';
import { guarded } from '../http/guarded';
import { internalHolding, type Caller } from '../http/guards';
import { readerHolding } from '../http/reader';
import { idOf, notFound } from '../http/record';
import { noContent, ok } from '../http/respond';
import { searchCalls } from '../http/search-calls';
import type { BulletinRecord } from '../seed/bulletins';
import { clock } from '../store/clock';
import { createCollection } from '../store/collection';
import { purchaseBulletins } from '../store/collections';
import { bulletinBody } from './bulletin-body';
import { detailOf, nextDocNo, publishedOn, reachedSuppliers, refuse, UNPUBLISHED, versionCode, versionsOf, withStep } from './bulletin-workflow';
import { BULLETIN_ACTION, BULLETIN_MSG } from './messages';
import { purchaseBulletinListItem, purchaseBulletinSearch, supplierPurchaseBulletinSearch, supplierRow, supplierSees } from './purchase-bulletin-rows';

type Params = { id: string };
type Handler = (info: { request: Request; record: BulletinRecord; caller: Caller }) => Response | Promise<Response>;

const store = purchaseBulletins;
/** The files a save of a version may keep: any version's attachments (its own; a copy's source's), all read by its editors. */
const keptFiles = () => store.all().flatMap((b) => b.attachments);

/** Who opened which notice: a supplier's list marks the ones none of its accounts has opened yet. */
const reads = createCollection<{ id: number; bulletinId: number; supplierId: number; account: string; readAt: string }>('purchaseBulletinReads');

/** A call on one notice (`:id`), for internal users holding `action` on BULLETIN_NORMAL; 404 unknown. */
const onNotice = (method: 'get' | 'put' | 'post' | 'delete', path: string, action: 'view' | 'edit' | 'create', handler: Handler) =>
  http[method]<Params>(`*/api/${path}`, guarded(internalHolding('BULLETIN_NORMAL', action), ({ request, params, caller }) => {
    const record = store.get(idOf(params.id));
    return record ? handler({ request, record, caller }) : notFound(request);
  }));

const answer = (record: BulletinRecord, status = 200) => ok(detailOf(store, record), status);

/**
 * Purchasing bulletins (`a/purchaseBulletin` CRUD + search, `su/purchaseBulletin` search and get):
 * notices that need no reply. Written and changed while not published (DRAFT; the seed's
 * COMMITTED and REJECTED ones too), deleted then, published to their targets for a validity
 * period, closed early. `publish` and `close` are the spec's announcement actions (README).
 */
const internalHandlers = [
  ...searchCalls({
    path: '*/api/a/purchaseBulletin/search',
    guard: readerHolding('a', 'BULLETIN_NORMAL', 'view'),
    rows: () => store.all(),
    spec: purchaseBulletinSearch,
    item: purchaseBulletinListItem,
  }),

  http.post('*/api/a/purchaseBulletin', guarded(internalHolding('BULLETIN_NORMAL', 'create'), async ({ request, caller }) => {
    const body = await bulletinBody(request, purchaseBulletinSchema, caller.account.account, keptFiles);
    if ('response' in body) return body.response;
    const docNo = nextDocNo(store, 'PB');
    const created = store.insert({ ...body.data, docNo, docVersionCode: versionCode(docNo, 1), version: 1, docVersionStatus: 'CURRENT', status: 'DRAFT', replyRequired: false, reminderCount: 0, history: [] });
    return answer(store.update(created.id, { history: withStep(created, 'CREATE', caller.account) })!, 201);
  })),

  onNotice('get', 'a/purchaseBulletin/:id', 'view', ({ record }) => answer(record)),

  onNotice('put', 'a/purchaseBulletin/:id', 'edit', async ({ request, record, caller }) => {
    if (!UNPUBLISHED.includes(record.status) || record.docVersionStatus !== 'CURRENT') return refuse(request, BULLETIN_MSG.wrongState(BULLETIN_ACTION.edit, record.status));
    const body = await bulletinBody(request, purchaseBulletinSchema, caller.account.account, keptFiles);
    if ('response' in body) return body.response;
    return answer(store.replace(record.id, fieldsOf(purchaseBulletinSchema), { ...body.data, status: 'DRAFT', history: withStep(record, 'SAVE', caller.account) })!);
  }),

  onNotice('delete', 'a/purchaseBulletin/:id', 'edit', ({ request, record }) => {
    if (!UNPUBLISHED.includes(record.status)) return refuse(request, BULLETIN_MSG.wrongState(BULLETIN_ACTION.remove, record.status));
    store.remove(record.id);
    return noContent();
  }),

  /** Publish: visible to its targets from the publish date (today when that has passed); an earlier current version becomes OLD. */
  onNotice('post', 'a/purchaseBulletin/:id/publish', 'edit', ({ request, record, caller }) => {
    if (!UNPUBLISHED.includes(record.status) || record.docVersionStatus !== 'CURRENT') return refuse(request, BULLETIN_MSG.wrongState(BULLETIN_ACTION.publish, record.status));
    if (reachedSuppliers(record.targets).length === 0) return refuse(request, BULLETIN_MSG.noTargets);
    for (const earlier of versionsOf(store, record)) {
      if (earlier.id !== record.id && earlier.docVersionStatus === 'CURRENT' && !UNPUBLISHED.includes(earlier.status)) {
        store.update(earlier.id, { docVersionStatus: 'OLD', status: 'CLOSED', history: withStep(earlier, 'CLOSE', caller.account, record.docVersionCode) });
      }
    }
    const publishDate = publishedOn(record.publishDate);
    return answer(store.update(record.id, { status: 'PUBLISHED', publishDate, history: withStep(record, 'PUBLISH', caller.account) })!);
  }),

  /** Close: a published notice is taken down before the end of its validity. */
  onNotice('post', 'a/purchaseBulletin/:id/close', 'edit', ({ request, record, caller }) => {
    if (record.status !== 'PUBLISHED') return refuse(request, BULLETIN_MSG.wrongState(BULLETIN_ACTION.close, record.status));
    return answer(store.update(record.id, { status: 'CLOSED', history: withStep(record, 'CLOSE', caller.account) })!);
  }),
];

const supplierReader = readerHolding('su', 'BULLETIN_NORMAL', 'view');
const supplierIdOf = (reader: { kind: string; supplierId?: number }) => (reader.kind === 'supplier' ? reader.supplierId! : NaN);

const supplierHandlers = [
  /** Page of SupplierPurchaseBulletinRow: the notices published to the caller's supplier, newest first, `read` marked. */
  ...searchCalls({
    path: '*/api/su/purchaseBulletin/search',
    guard: supplierReader,
    rows: (reader) => {
      const supplierId = supplierIdOf(reader);
      const today = clock.today();
      const opened = new Set(reads.all().filter((r) => r.supplierId === supplierId).map((r) => r.bulletinId));
      return store.all().filter((b) => supplierSees(b, supplierId, today)).map((b) => supplierRow(b, opened.has(b.id)));
    },
    spec: supplierPurchaseBulletinSearch,
  }),

  /**
   * One notice published to the caller's supplier (another answers 404); reading it marks it read,
   * but not when the mock only asks whether the user may read it (a download of its attachment).
   */
  http.get<Params>('*/api/su/purchaseBulletin/:id', guarded(supplierReader, ({ request, params, caller }) => {
    const supplierId = supplierIdOf(caller);
    const record = store.get(idOf(params.id));
    if (!record || !supplierSees(record, supplierId, clock.today())) return notFound(request);
    if (!inProcessCall(request) && !reads.all().some((r) => r.bulletinId === record.id && r.supplierId === supplierId)) {
      reads.insert({ bulletinId: record.id, supplierId, account: caller.account.account, readAt: clock.iso() });
    }
    return ok(supplierRow(record, true));
  })),
];

export const purchaseBulletinHandlers = [...internalHandlers, ...supplierHandlers];
