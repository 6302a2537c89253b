import { http } from 'msw';
import { recordActivity } from '../activity';
import { issue, issueMessages, relationEventSchema, VK, type IssueMessage } from 'shared-ui/contract';
import { unknownCodes, type CodedField } from '../general/coded-fields';
import { foreignFileTexts } from '../general/owned-files';
import { readBody } from '../http/body';
import { fieldsOf } from '../http/body-fields';
import { parseOrRefuse, refuseFields } from '../http/field-errors';
import { guarded, type Refusal } from '../http/guarded';
import type { Caller } from '../http/guards';
import { say } from '../http/locale';
import { idOf, notFound } from '../http/record';
import { fail, ok } from '../http/respond';
import { searchCalls } from '../http/search-calls';
import type { RelationEventRecord } from '../seed/relation-events';
import { relationEvents, suppliers } from '../store/collections';
import type { SearchSpec } from '../store/search';
import { internalSupplierCaller } from './guards';
import { SUPPLIER_MSG } from './messages';
import { supplierScope } from './scope';

/** The event's type comes from the relation event types list. */
const RELATION_CODES: CodedField[] = [['eventTypeCode', 'relationEventTypes']];

const RELATION_SEARCH: SearchSpec<RelationEventRecord> = {
  keywordFields: ['subject', 'description', 'eventLocation', 'eventParticipant'],
  defaultSorts: [{ field: 'eventDate', direction: 'DESC' }, { field: 'id', direction: 'DESC' }],
};

type Params = { id: string };

/** The events of the suppliers this staff member reads (scope.ts). */
function eventsReadBy(caller: Caller): (event: RelationEventRecord | undefined) => event is RelationEventRecord {
  const reads = supplierScope(caller.account);
  return (event): event is RelationEventRecord => event !== undefined && reads(suppliers.get(event.supplierId));
}

/** The event of the path's id, or the 404 (also an event of a supplier out of the caller's scope). */
function eventOf(request: Request, raw: string, caller: Caller): { event: RelationEventRecord } | Refusal {
  const event = relationEvents.get(idOf(raw));
  return eventsReadBy(caller)(event) ? { event } : { response: notFound(request) };
}

const reader = internalSupplierCaller('SUPPLIER_INFO', 'view');
const editor = internalSupplierCaller('SUPPLIER_INFO', 'edit');

const notDraft = (request: Request) => fail(409, [say(request, SUPPLIER_MSG.relationNotDraft)]);

/**
 * The relation log (spec section 3 "Relation event"): SUPPLIER_INFO view to read, edit to change.
 * An event is DRAFT until committed; only a draft can be changed. The events of the suppliers
 * of the caller's scope only, as the supplier's record: any other is no such event.
 */
export const supplierRelationHandlers = [
  /** Page of events; filter `supplierId` (and any field), default sort eventDate DESC, then id DESC. */
  ...searchCalls({ path: '*/api/a/supplier/relationLog/search', guard: reader, rows: (caller) => relationEvents.all().filter(eventsReadBy(caller)), spec: RELATION_SEARCH }),

  http.get<Params>('*/api/a/supplier/relationLog/:id', guarded(reader, ({ request, params, caller }) => {
    const found = eventOf(request, params.id, caller);
    return 'response' in found ? found.response : ok(found.event);
  })),

  /** `relationEventSchema` plus the `supplierId` of a supplier the caller reads (any other: as unknown); 201 the event (DRAFT). */
  http.post('*/api/a/supplier/relationLog', guarded(editor, async ({ request, caller }) => {
    const body = await readBody(request);
    const parsed = relationEventSchema.safeParse(body);
    const issues: IssueMessage[] = parsed.success ? unknownCodes(body, RELATION_CODES) : issueMessages(parsed.error);
    const supplierId = typeof body.supplierId === 'number' ? body.supplierId : NaN;
    if (body.supplierId === undefined || body.supplierId === null || body.supplierId === '') issues.push(issue(VK.required, 'supplierId'));
    else if (!supplierScope(caller.account)(suppliers.get(supplierId))) issues.push(issue(VK.supplierNotFound, 'supplierId'));
    const foreign = parsed.success ? foreignFileTexts(request, 'attachments', parsed.data.attachments, [], caller.account.account) : [];
    if (!parsed.success || issues.length || foreign.length) return refuseFields(request, issues, foreign);
    const created = relationEvents.insert({ ...parsed.data, supplierId, status: 'DRAFT' });
    recordActivity({ kind: 'relationLog', id: created.id }, { action: 'create', by: caller.account, to: 'DRAFT' });
    return ok(created, 201);
  })),

  /** A draft's fields (its supplier never changes); a committed event 409. */
  http.put<Params>('*/api/a/supplier/relationLog/:id', guarded(editor, async ({ request, params, caller }) => {
    const found = eventOf(request, params.id, caller);
    if ('response' in found) return found.response;
    if (found.event.status !== 'DRAFT') return notDraft(request);
    const parsed = parseOrRefuse(request, relationEventSchema, await readBody(request));
    if ('response' in parsed) return parsed.response;
    const codes = unknownCodes(parsed.data, RELATION_CODES);
    // Attachments: those the event holds already, or the caller's own uploads (another's id is refused).
    const foreign = foreignFileTexts(request, 'attachments', parsed.data.attachments, found.event.attachments ?? [], caller.account.account);
    if (codes.length || foreign.length) return refuseFields(request, codes, foreign);
    return ok(relationEvents.replace(found.event.id, fieldsOf(relationEventSchema), parsed.data) as RelationEventRecord);
  })),

  /** DRAFT → COMMITTED; already committed 409. */
  http.post<Params>('*/api/a/supplier/relationLog/:id/commit', guarded(editor, ({ request, params, caller }) => {
    const found = eventOf(request, params.id, caller);
    if ('response' in found) return found.response;
    if (found.event.status !== 'DRAFT') return notDraft(request);
    recordActivity({ kind: 'relationLog', id: found.event.id }, { action: 'commit', by: caller.account, from: 'DRAFT', to: 'COMMITTED' });
    return ok(relationEvents.update(found.event.id, { status: 'COMMITTED' }) as RelationEventRecord);
  })),
];
