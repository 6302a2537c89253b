import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiErrorBody } from 'shared-ui';
import type { IssueParams } from 'shared-ui/contract';
import { nearestLabel, type FieldLabels } from './field-labels';
import { encodeIssue, encodeServerText, SERVER_ERROR_TYPE } from './issue-text';

/**
 * An OPTIONAL extension of the contract's error body (api-conventions.md, "Errors"): a 400 may list
 * broken rules by field besides its `messages`:
 *
 *   { "messages": ["..."], "fieldErrors": [
 *       { "path": "companyInfo.name", "key": "validation:required" },
 *       { "path": "bankInfoList.1.currencyCode", "key": "validation:bankCurrencyExists", "params": {} },
 *       { "path": "email", "message": "This address is already registered." },
 *       { "path": "", "message": "Applies to the whole record." } ] }
 *
 * `path` is react-hook-form's dot notation, as in the contract's `IssueMessage`; `key` (an i18n
 * key, translated at the field in the language shown) or `message` (text already in the request's
 * language, shown at the field only while that language is: `serverText`). An entry without a
 * path is not a field's: it joins the global notice with `messages`.
 */
export interface FieldErrorEntry {
  path?: string;
  key?: string;
  params?: IssueParams;
  message?: string;
}

export interface ApiErrorBodyWithFields extends ApiErrorBody {
  fieldErrors?: FieldErrorEntry[];
}

export interface ServerErrorsOutcome {
  /** Paths that now show an error: a field's own, or a list's for one of its rows no field shows. */
  fields: string[];
  /** Messages for the global notice: the body's `messages` and every field error without a path. */
  messages: string[];
  /** The field errors nothing on screen shows, each a line of the form's refusal box (`refusalLine`). */
  unshown: string[];
  /** The field errors shown by the nearest list or field instead of their own, each named (`refusalLine`): a dialog's box repeats them. */
  moved: string[];
}

/** The labels of what shows each path's error in the form (useFieldLabel), and the language they are in. */
export interface ShownFields {
  labels: FieldLabels;
  t: TFunction;
}

/**
 * One field error as a line that says what it is about, by the nearest label on screen (its
 * field's, else its list's): "Warranty: Required", "Piece price (row 2): Required", "Roles (item 4):
 * Invalid", "Bill lines (row 3): Not your item". A row is the index a further field follows, an item
 * the last one (a pick of a list). Without any label, the rule alone.
 */
export function refusalLine(t: TFunction, entry: FieldErrorEntry, labels: FieldLabels | null): string {
  const message = entry.message ?? (entry.key ? t(entry.key, entry.params ?? {}) : '');
  const path = entry.path ?? '';
  const shown = path && labels ? nearestLabel(labels, path) : undefined;
  if (!shown) return message;
  const { label } = shown;
  const segments = path.split('.');
  // A row is said only beyond the label's own path: a field named by its line already says it
  // ("Piece price, line 2 (…)"), a list's label does not ("Bill lines (row 3)").
  const within = shown.path.split('.').length;
  const index = segments.findIndex((s, i) => i >= within && /^\d+$/.test(s));
  if (index < 0) return t('detail:refusedField', { field: label, message });
  const n = Number(segments[index]) + 1;
  return index === segments.length - 1 ? t('detail:refusedItemField', { field: label, item: n, message }) : t('detail:refusedRowField', { field: label, row: n, message });
}

/**
 * Puts a 400 body's field errors on the fields (the first one focused) and answers what is left for
 * the notice. Given the form's `shown` labels, an error at a path no field registered goes to the
 * nearest list or field that did, named by `refusalLine` (`roles.3` at the Roles list, as "Roles
 * (item 4): …"); one that nothing registered stays at its path and is answered in `unshown`. Without
 * them (a dialog's form) each error goes to its path.
 */
export function applyServerErrors<T extends FieldValues>(form: { setError: UseFormSetError<T> }, body: unknown, shown?: ShownFields): ServerErrorsOutcome {
  const parsed = (body && typeof body === 'object' ? body : {}) as ApiErrorBodyWithFields;
  const messages = (Array.isArray(parsed.messages) ? parsed.messages : []).filter((m) => typeof m === 'string' && m.length > 0);
  const fields: string[] = [];
  const unshown: string[] = [];
  const moved: string[] = [];
  /** The lines each list or field shows for the rows it took in. */
  const taken = new Map<string, string[]>();
  const place = (path: string, error: { type: string; message: string }) => {
    form.setError(path as Path<T>, error, { shouldFocus: fields.length === 0 });
    if (!fields.includes(path)) fields.push(path);
  };
  for (const entry of Array.isArray(parsed.fieldErrors) ? parsed.fieldErrors : []) {
    if (!entry.key && !entry.message) continue;
    if (!entry.path) {
      if (entry.message) messages.push(entry.message);
      continue;
    }
    // A key is translated at the field in whatever language is shown; a text keeps its language (`serverText`).
    const own = entry.key ? { type: 'validation', message: encodeIssue(entry.key, entry.params) } : { type: SERVER_ERROR_TYPE, message: encodeServerText(entry.message!) };
    const at = shown ? nearestLabel(shown.labels, entry.path) : { path: entry.path };
    if (at?.path === entry.path) {
      if (!fields.includes(entry.path)) place(entry.path, own);
    } else if (at && shown) {
      const lines = taken.get(at.path) ?? [];
      const line = refusalLine(shown.t, entry, shown.labels);
      if (!lines.includes(line)) taken.set(at.path, [...lines, line]);
      if (!moved.includes(line)) moved.push(line);
      // Lines named by labels in the language shown now: text in that language.
      place(at.path, { type: SERVER_ERROR_TYPE, message: encodeServerText(taken.get(at.path)!.join('\n')) });
    } else {
      // A widget that reads the path itself may still show it; the refusal box says it either way.
      form.setError(entry.path as Path<T>, own);
      if (shown) unshown.push(refusalLine(shown.t, entry, shown.labels));
    }
  }
  return { fields, messages, unshown, moved };
}
