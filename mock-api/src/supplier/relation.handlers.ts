import { http } from 'msw';
import { issue, issueMessages, relationEventSchema, VK, type IssueMessage } from 'shared-ui/contract';
import { readBody } from '../http/body';
import { parseOrRefuse, refuseFields } from '../http/field-errors';
import { say } from '../http/locale';
import { MSG } from '../http/messages';
import { fail, ok } from '../http/respond';
import { answerPage, searchBody } from '../http/search';
import type { RelationEventRecord } from '../seed/relation-events';
import { relationEvents, suppliers } from '../store/collections';
import type { SearchSpec } from '../store/search';
import { internalSupplierCaller } from './guards';
import { idOf } from './list';
import { SUPPLIER_MSG } from './messages';

const RELATION_SEARCH: SearchSpec<RelationEventRecord> = {
  keywordFields: ['subject', 'description', 'eventLocation', 'eventParticipant'],
  defaultSorts: [{ field: 'eventDate', direction: 'DESC' }, { field: 'id', direction: 'DESC' }],
};

type Params = { id: string };

/** The event of the path's id, or the 404. */
function eventOf(request: Request, raw: string): { event: RelationEventRecord } | { response: Response } {
  const event = relationEvents.get(idOf(raw));
  return event ? { event } : { response: fail(404, [say(request, MSG.notFound)]) };
}

const notDraft = (request: Request) => fail(409, [say(request, SUPPLIER_MSG.relationNotDraft)]);

/**
 * The relation log (spec section 3 "Relation event"): SUPPLIER_INFO view to read, edit to change.
 * An event is DRAFT until committed; only a draft can be changed.
 */
export const supplierRelationHandlers = [
  /** Page of events; filter `supplierId` (and any field), default sort eventDate DESC, then id DESC. */
  http.post('*/api/a/supplier/relationLog/search', async ({ request }) => {
    const caller = internalSupplierCaller(request, 'SUPPLIER_INFO', 'view');
    if ('response' in caller) return caller.response;
    return answerPage(request, relationEvents.all(), await searchBody(request), RELATION_SEARCH);
  }),

  http.get<Params>('*/api/a/supplier/relationLog/:id', ({ request, params }) => {
    const caller = internalSupplierCaller(request, 'SUPPLIER_INFO', 'view');
    if ('response' in caller) return caller.response;
    const found = eventOf(request, params.id);
    return 'response' in found ? found.response : ok(found.event);
  }),

  /** `relationEventSchema` plus an existing `supplierId`; 201 the event (DRAFT). */
  http.post('*/api/a/supplier/relationLog', async ({ request }) => {
    const caller = internalSupplierCaller(request, 'SUPPLIER_INFO', 'edit');
    if ('response' in caller) return caller.response;
    const body = await readBody(request);
    const parsed = relationEventSchema.safeParse(body);
    const issues: IssueMessage[] = parsed.success ? [] : issueMessages(parsed.error);
    const supplierId = typeof body.supplierId === 'number' ? body.supplierId : NaN;
    if (body.supplierId === undefined || body.supplierId === null || body.supplierId === '') issues.push(issue(VK.required, 'supplierId'));
    else if (!suppliers.get(supplierId)) issues.push(issue(VK.invalid, 'supplierId'));
    if (!parsed.success || issues.length) return refuseFields(request, issues);
    return ok(relationEvents.insert({ ...parsed.data, supplierId, status: 'DRAFT' }), 201);
  }),

  /** A draft's fields (its supplier never changes); a committed event 409. */
  http.put<Params>('*/api/a/supplier/relationLog/:id', async ({ request, params }) => {
    const caller = internalSupplierCaller(request, 'SUPPLIER_INFO', 'edit');
    if ('response' in caller) return caller.response;
    const found = eventOf(request, params.id);
    if ('response' in found) return found.response;
    if (found.event.status !== 'DRAFT') return notDraft(request);
    const parsed = parseOrRefuse(request, relationEventSchema, await readBody(request));
    if ('response' in parsed) return parsed.response;
    // The fields as sent: an optional one left out is cleared, not kept from before.
    for (const key of ['description', 'eventLocation', 'eventParticipant'] as const) if (!(key in parsed.data)) delete found.event[key];
    return ok(relationEvents.update(found.event.id, parsed.data) as RelationEventRecord);
  }),

  /** DRAFT → COMMITTED; already committed 409. */
  http.post<Params>('*/api/a/supplier/relationLog/:id/commit', ({ request, params }) => {
    const caller = internalSupplierCaller(request, 'SUPPLIER_INFO', 'edit');
    if ('response' in caller) return caller.response;
    const found = eventOf(request, params.id);
    if ('response' in found) return found.response;
    if (found.event.status !== 'DRAFT') return notDraft(request);
    return ok(relationEvents.update(found.event.id, { status: 'COMMITTED' }) as RelationEventRecord);
  }),
];
