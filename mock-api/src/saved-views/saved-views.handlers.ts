import { http } from 'msw';
import { issue, SAVED_VIEWS_PER_LIST, sameViewName, savedViewSchema, VK, type SavedView, type SavedViewValues } from 'shared-ui/contract';
import { readBody } from '../http/body';
import { fieldsOf } from '../http/body-fields';
import { parseOrRefuse, refuseFields } from '../http/field-errors';
import { guarded } from '../http/guarded';
import { requireUser, type Caller } from '../http/guards';
import { idOf, notFound } from '../http/record';
import { noContent, ok } from '../http/respond';
import { answerPage, searchBody } from '../http/search';
import { createCollection } from '../store/collection';

/** A saved view and whose it is: the account is never answered, only used to keep views apart. */
type SavedViewRecord = SavedView & { account: string };

/** Saved views (issue 19), per user: not seeded, only what the users saved. */
export const savedViews = createCollection<SavedViewRecord>('savedViews');

const shown = ({ account: _account, ...view }: SavedViewRecord): SavedView => view;
const ownerOf = (caller: Caller) => caller.account.account;
const viewsOf = (caller: Caller, listKey: string) => savedViews.all().filter((v) => v.account === ownerOf(caller) && v.listKey === listKey);

/** The caller's view `raw`, or undefined: another user's view is as absent as a missing one. */
function ownView(caller: Caller, raw: string): SavedViewRecord | undefined {
  const view = savedViews.get(idOf(raw));
  return view?.account === ownerOf(caller) ? view : undefined;
}

/** The rules beyond the schema: a name once per list (case and spaces aside), a bounded number of views. */
function refusal(request: Request, caller: Caller, values: SavedViewValues, id?: number): Response | null {
  const others = viewsOf(caller, values.listKey).filter((v) => v.id !== id);
  if (others.some((v) => sameViewName(v.name, values.name))) return refuseFields(request, [issue(VK.viewNameTaken, 'name')]);
  if (id === undefined && others.length >= SAVED_VIEWS_PER_LIST) return refuseFields(request, [issue(VK.tooManyViews, 'name', { max: SAVED_VIEWS_PER_LIST })]);
  return null;
}

/** One default per list: the view marked now takes the mark from the others. */
function keepOneDefault(caller: Caller, view: SavedViewRecord) {
  if (!view.isDefault) return;
  for (const other of viewsOf(caller, view.listKey)) if (other.id !== view.id && other.isDefault) savedViews.update(other.id, { isDefault: false });
}

const LIST_KEY_ONLY = { keywordFields: ['name'], defaultSorts: [{ field: 'name', direction: 'ASC' as const }] };

export const savedViewHandlers = [
  // The caller's views of one list; without a listKey, none (views are always asked for per list).
  http.post(
    '*/api/g/savedView/search',
    guarded(requireUser, async ({ request, caller }) => {
      const body = await searchBody(request);
      const listKey = typeof body === 'object' && body !== null ? (body as { listKey?: unknown }).listKey : undefined;
      const rows = typeof listKey === 'string' ? viewsOf(caller, listKey) : [];
      const { listKey: _listKey, ...rest } = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      return answerPage(request, rows, rest, LIST_KEY_ONLY, shown);
    }, { textLimit: false }),
  ),
  http.post(
    '*/api/g/savedView',
    guarded(requireUser, async ({ request, caller }) => {
      const parsed = parseOrRefuse(request, savedViewSchema, await readBody(request));
      if ('response' in parsed) return parsed.response;
      const refused = refusal(request, caller, parsed.data);
      if (refused) return refused;
      const view = savedViews.insert({ ...parsed.data, account: ownerOf(caller) });
      keepOneDefault(caller, view);
      return ok(shown(view), 201);
    }),
  ),
  http.put<{ id: string }>(
    '*/api/g/savedView/:id',
    guarded(requireUser, async ({ request, params, caller }) => {
      const current = ownView(caller, params.id);
      if (!current) return notFound(request);
      const parsed = parseOrRefuse(request, savedViewSchema, await readBody(request));
      if ('response' in parsed) return parsed.response;
      // A view stays on its list: moving it would be a new view of another list.
      const values = { ...parsed.data, listKey: current.listKey };
      const refused = refusal(request, caller, values, current.id);
      if (refused) return refused;
      const view = savedViews.replace(current.id, fieldsOf(savedViewSchema), values)!;
      keepOneDefault(caller, view);
      return ok(shown(view));
    }),
  ),
  http.delete<{ id: string }>(
    '*/api/g/savedView/:id',
    guarded(requireUser, ({ request, params, caller }) => {
      const current = ownView(caller, params.id);
      if (!current) return notFound(request);
      savedViews.remove(current.id);
      return noContent();
    }),
  ),
];
