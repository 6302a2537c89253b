import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiErrorBody } from 'shared-ui';
import type { IssueParams } from 'shared-ui/contract';
import { encodeIssue, SERVER_ERROR_TYPE } from './issue-text';

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
 * key, translated at the field) or `message` (text already in the request's language). An entry
 * without a path is not a field's: it joins the global notice with `messages`.
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
  /** Paths that now show an error. */
  fields: string[];
  /** Messages for the global notice: the body's `messages` and every field error without a path. */
  messages: string[];
}

/** Puts a 400 body's field errors on the fields (the first one focused) and answers what is left for the notice. */
export function applyServerErrors<T extends FieldValues>(form: { setError: UseFormSetError<T> }, body: unknown): ServerErrorsOutcome {
  const parsed = (body && typeof body === 'object' ? body : {}) as ApiErrorBodyWithFields;
  const messages = (Array.isArray(parsed.messages) ? parsed.messages : []).filter((m) => typeof m === 'string' && m.length > 0);
  const fields: string[] = [];
  for (const entry of Array.isArray(parsed.fieldErrors) ? parsed.fieldErrors : []) {
    const text = entry.key ? encodeIssue(entry.key, entry.params) : entry.message;
    if (!text) continue;
    if (!entry.path) {
      if (entry.message) messages.push(entry.message);
      continue;
    }
    if (fields.includes(entry.path)) continue;
    form.setError(
      entry.path as Path<T>,
      { type: entry.key ? 'validation' : SERVER_ERROR_TYPE, message: text },
      { shouldFocus: fields.length === 0 },
    );
    fields.push(entry.path);
  }
  return { fields, messages };
}
