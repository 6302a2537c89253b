import { http, type HttpHandler } from 'msw';
import type { SearchSpec } from '../store/search';
import { guarded, type Guard } from './guarded';
import { requestLang, type Lang } from './locale';
import { download } from './respond';
import { allMatches, answerPage, searchBody } from './search';
import { writeWorkbook, XLSX_TYPE, type SheetSpec } from './xlsx';

/** A search's keyword and filter texts have their own limit (store/search.ts, MAX_FILTER_TEXT). */
const SEARCH = { textLimit: false };

/** An `.../xls` call: the same body as the search, every row it matches in a workbook, in the request's language. */
export interface SheetExport<Caller, Row> {
  path: string;
  /** The download's name. */
  file: string;
  /** The sheets of the rows; an export-only sheet is `localSheet(lang, ...)`: headers and values as the screens word them. */
  sheets: (rows: Row[], caller: Caller, lang: Lang) => SheetSpec[];
}

/** A list as the backend serves it: who may search it, its rows, the search, the answer, the exports. */
export interface SearchList<Caller extends object, Row extends object, Item> {
  /** The `POST` path of the search (api-conventions.md: search request in, page result out). */
  path: string;
  /** Who may search and export: its 401/403 answers every call of the list. */
  guard: Guard<Caller>;
  /** The rows this caller may see; `request` for rows named in the request's language. */
  rows: (caller: Caller, request: Request) => readonly Row[];
  spec: SearchSpec<Row>;
  /** The body as this caller may send it (`forReader`: a supplier's supplier filter dropped). */
  scope?: (caller: Caller, body: unknown) => unknown;
  /** The 400 of a body the list does not search by (staff acting for a supplier must name it), else undefined. */
  refuse?: (body: unknown, request: Request) => Response | undefined;
  /** A row as the page lists it; by default the row itself. */
  item?: (row: Row) => Item;
  exports?: readonly SheetExport<Caller, Row>[];
}

/**
 * The calls of a list from its one description: the search answering a page, and each export
 * answering every match (the search without paging) as an .xlsx. They share the guard, rows,
 * spec and scope, so a file always holds what the list shows, and both refuse the same bodies.
 */
export function searchCalls<Caller extends object, Row extends object, Item = Row>(list: SearchList<Caller, Row, Item>): HttpHandler[] {
  const bodyOf = async (request: Request, caller: Caller) => {
    const body = await searchBody(request);
    return list.scope ? list.scope(caller, body) : body;
  };
  const search = http.post(
    list.path,
    guarded(list.guard, async ({ request, caller }) => {
      const body = await bodyOf(request, caller);
      return list.refuse?.(body, request) ?? answerPage(request, list.rows(caller, request), body, list.spec, list.item);
    }, SEARCH),
  );
  const exports = (list.exports ?? []).map((sheet) =>
    http.post(
      sheet.path,
      guarded(list.guard, async ({ request, caller }) => {
        const body = await bodyOf(request, caller);
        const refused = list.refuse?.(body, request);
        if (refused) return refused;
        const rows = allMatches(request, list.rows(caller, request), body, list.spec);
        return rows instanceof Response ? rows : download(await writeWorkbook(sheet.sheets(rows, caller, requestLang(request))), sheet.file, XLSX_TYPE);
      }, SEARCH),
    ),
  );
  return [search, ...exports];
}
