import { http } from 'msw';
import { issue, issueMessages, relationEventSchema, VK, type IssueMessage } from 'shared-ui/contract';
import { readBody } from '../http/body';
import { parseOrRefuse, refuseFields } from '../http/field-errors';
import { guarded } from '../http/guarded';
import { say } from '../http/locale';
import { idOf, notFound } from '../http/record';
import { fail, ok } from '../http/respond';
import { answerPage, searchBody } from '../http/search';
import type { RelationEventRecord } from '../seed/relation-events';
import { relationEvents, suppliers } from '../store/collections';
import type { SearchSpec } from '../store/search';
import { internalSupplierCaller } from './guards';
import { SUPPLIER_MSG } from './messages';

const RELATION_SEARCH: SearchSpec<RelationEventRecord> = {
  keywordFields: ['subject', 'description', 'eventLocation', 'eventParticipant'],
  defaultSorts: [{ field: 'eventDate', direction: 'DESC' }, { field: 'id', direction: 'DESC' }],
};

type Params = { id: string };

/** The event of the path's id, or the 404. */
function eventOf(request: Request, raw: string): { event: RelationEventRecord } | { response: Response } {
  const event = relationEvents.get(idOf(raw));
  return event ? { event } : { response: notFound(request) };
}

const notDraft = (request: Request) => fail(409, [say(request, SUPPLIER_MSG.relationNotDraft)]);

/**
 * The relation log (spec section 3 "Relation event"): SUPPLIER_INFO view to read, edit to change.
 * An event is DRAFT until committed; only a draft can be changed.
 */
export const supplierRelationHandlers = [
  /** Page of events; filter `supplierId` (and any field), default sort eventDate DESC, then id DESC. */
  http.post('*/api/a/supplier/relationLog/search', guarded(internalSupplierCaller('SUPPLIER_INFO', 'view'), async ({ request }) => answerPage(request, relationEvents.all(), await searchBody(request), RELATION_SEARCH))),

  http.get<Params>('*/api/a/supplier/relationLog/:id', guarded(internalSupplierCaller('SUPPLIER_INFO', 'view'), ({ request, params }) => {
    const found = eventOf(request, params.id);
    return 'response' in found ? found.response : ok(found.event);
  })),

  /** `relationEventSchema` plus an existing `supplierId`; 201 the event (DRAFT). */
  http.post('*/api/a/supplier/relationLog', guarded(internalSupplierCaller('SUPPLIER_INFO', 'edit'), async ({ request }) => {
    const body = await readBody(request);
    const parsed = relationEventSchema.safeParse(body);
    const issues: IssueMessage[] = parsed.success ? [] : issueMessages(parsed.error);
    const supplierId = typeof body.supplierId === 'number' ? body.supplierId : NaN;
    if (body.supplierId === undefined || body.supplierId === null || body.supplierId === '') issues.push(issue(VK.required, 'supplierId'));
    else if (!suppliers.get(supplierId)) issues.push(issue(VK.invalid, 'supplierId'));
    if (!parsed.success || issues.length) return refuseFields(request, issues);
    return ok(relationEvents.insert({ ...parsed.data, supplierId, status: 'DRAFT' }), 201);
  })),

  /** A draft's fields (its supplier never changes); a committed event 409. */
  http.put<Params>('*/api/a/supplier/relationLog/:id', guarded(internalSupplierCaller('SUPPLIER_INFO', 'edit'), async ({ request, params }) => {
    const found = eventOf(request, params.id);
    if ('response' in found) return found.response;
    if (found.event.status !== 'DRAFT') return notDraft(request);
    const parsed = parseOrRefuse(request, relationEventSchema, await readBody(request));
    if ('response' in parsed) return parsed.response;
    // The fields as sent: an optional one left out is cleared, not kept from before.
    for (const key of ['description', 'eventLocation', 'eventParticipant'] as const) if (!(key in parsed.data)) delete found.event[key];
    return ok(relationEvents.update(found.event.id, parsed.data) as RelationEventRecord);
  })),

  /** DRAFT → COMMITTED; already committed 409. */
  http.post<Params>('*/api/a/supplier/relationLog/:id/commit', guarded(internalSupplierCaller('SUPPLIER_INFO', 'edit'), ({ request, params }) => {
    const found = eventOf(request, params.id);
    if ('response' in found) return found.response;
    if (found.event.status !== 'DRAFT') return notDraft(request);
    return ok(relationEvents.update(found.event.id, { status: 'COMMITTED' }) as RelationEventRecord);
  })),
];
