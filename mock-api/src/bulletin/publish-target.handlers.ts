import { http } from 'msw';
import { bulletinTargetSchema, type PublishTarget } from 'shared-ui/contract';
import { readBody } from '../http/body';
import { parseOrRefuse } from '../http/field-errors';
import { guarded } from '../http/guarded';
import type { Guard } from '../http/guarded';
import { requireInternal, type Caller } from '../http/guards';
import { idOf, notFound } from '../http/record';
import { ok } from '../http/respond';
import { searchCalls } from '../http/search-calls';
import { clock } from '../store/clock';
import { docTrackingBulletins, suppliers } from '../store/collections';
import type { SearchSpec } from '../store/search';
import { addressableSuppliers, reachedSuppliers } from './bulletin-workflow';
import { supplierBulletinRows } from './doc-tracking-rows';

/** Suppliers by name or number, `countryCode` (one or a list: a region), the green flag, chosen `ids`; by name. */
const PUBLISH_TARGET_SEARCH: SearchSpec<PublishTarget> = {
  keywordFields: ['name', 'supplierNoScp'],
  defaultSorts: [{ field: 'name', direction: 'ASC' }],
  customFilters: { ids: (s, value) => (Array.isArray(value) ? value : [value]).includes(s.id) },
};

/** Internal users who read either kind of announcement (BULLETIN_DOC or BULLETIN_NORMAL view). */
const announcer: Guard<Caller> = (request) => {
  const doc = requireInternal(request, 'BULLETIN_DOC', 'view');
  return 'response' in doc ? requireInternal(request, 'BULLETIN_NORMAL', 'view') : doc;
};

/** Who announcements reach: the target picker's search, a target's suppliers, a supplier's documents. */
export const publishTargetHandlers = [
  /** `a/supplier/searchPublishTarget`: page of PublishTarget, the suppliers an announcement can reach (normal stage, not blocked). */
  ...searchCalls({
    path: '*/api/a/supplier/searchPublishTarget',
    guard: announcer,
    rows: () => addressableSuppliers(),
    spec: PUBLISH_TARGET_SEARCH,
  }),

  /** `a/eipBulletin/publishTargets`: the suppliers a target (`BulletinTarget`) reaches now. */
  http.post('*/api/a/eipBulletin/publishTargets', guarded(announcer, async ({ request }) => {
    const parsed = parseOrRefuse(request, bulletinTargetSchema, await readBody(request));
    return 'response' in parsed ? parsed.response : ok(reachedSuppliers(parsed.data));
  })),

  /** `a/supplier/eipBulletin/{supplierId}`: the documents a supplier answers, with its reply status, as its own list shows them. */
  http.get<{ id: string }>('*/api/a/supplier/eipBulletin/:id', guarded(announcer, ({ request, params }) => {
    const supplier = suppliers.get(idOf(params.id));
    if (!supplier) return notFound(request);
    const rows = supplierBulletinRows(docTrackingBulletins.all(), supplier.id!, clock.today());
    return ok(rows.sort((a, b) => (b.publishDate ?? '').localeCompare(a.publishDate ?? '') || b.id! - a.id!));
  })),
];
