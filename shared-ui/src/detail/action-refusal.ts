import type { TFunction } from 'i18next';
import { notify } from 'shared-ui';
import { applySilentFailure, type FailedCall } from 'shared-ui/data';
import type { ApiErrorBodyWithFields, FieldErrorEntry, FieldLabels } from 'shared-ui/form';

/** One field error as a line of the notice: "Warranty: Required", "Object price (row 2): Required". */
function lineOf(entry: FieldErrorEntry, t: TFunction, labels: FieldLabels | null): string {
  const message = entry.message ?? (entry.key ? t(entry.key, entry.params ?? {}) : '');
  const path = entry.path ?? '';
  const label = path ? labels?.get(path) : undefined;
  if (!label) return message;
  const row = /\.(\d+)\./.exec(path);
  return row ? t('detail:refusedRowField', { field: label, row: Number(row[1]) + 1, message }) : t('detail:refusedField', { field: label, message });
}

/**
 * An action sent `silent` was refused. A 400 names its fields by their labels in the page's form
 * (`labels`, useFieldLabels: the action runs from the view mode, where no field is marked:
 * "Required / Required" said nothing of what was missing); any other failure is spec section 8's
 * notice, as the api client would show it. A call the action sent without `silent` was shown by
 * the client already.
 */
export function reportActionRefusal(error: unknown, action: string, t: TFunction, labels: FieldLabels | null): void {
  const failed = error as FailedCall | undefined;
  if (!failed?.config?.silent) return;
  const response = failed.response;
  const body = (response?.data ?? {}) as ApiErrorBodyWithFields;
  if (response?.status === 400 && body.fieldErrors?.length) {
    // The body's `messages` say the same as its field errors, without the fields.
    const lines = body.fieldErrors.map((entry) => lineOf(entry, t, labels)).filter(Boolean);
    notify({ severity: 'warning', message: [t('detail:actionRefused', { action }), ...new Set(lines)].join('\n') });
    return;
  }
  applySilentFailure(response);
}
