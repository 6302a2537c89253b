import type { TFunction } from 'i18next';
import { notify, type ApiErrorOutcome } from 'shared-ui';
import { applySilentFailure, type FailedCall } from 'shared-ui/data';
import { applyServerErrors, type FieldLabels } from 'shared-ui/form';
import type { FieldValues, UseFormSetError } from 'react-hook-form';

/** What a refused save told the user, for the form to keep on screen. */
export interface SaveRefusal {
  /** The notice's text, for a dialog to repeat it inside (a modal hides the notices from assistive technology). */
  notice: string | undefined;
  /** The field errors nothing on the form shows, named by the nearest label (`refusalLine`); none where the form keeps no labels. */
  unshown: string[];
  /** The field errors the nearest field or list shows in their place, named by its label; none where the form keeps no labels. */
  moved: string[];
}

/**
 * A save sent `silent`: a 400's field errors go onto the fields (with the form's `labels`, those
 * no field shows onto the nearest list or field that does, or into `unshown`), the rest of the
 * body (messages, field errors without a path) to the global notice of spec section 8; other
 * errors as usual.
 */
export function reportSaveError<T extends FieldValues>(error: unknown, form: { setError: UseFormSetError<T> }, t: TFunction, labels: FieldLabels | null = null): SaveRefusal {
  const response = (error as FailedCall | undefined)?.response;
  if (response?.status === 400) {
    const { fields, messages, unshown, moved } = applyServerErrors(form, response.data, labels ? { labels, t } : undefined);
    if ((fields.length > 0 || unshown.length > 0) && messages.length === 0) {
      notify({ severity: 'warning', message: t('detail:saveFailed') });
      return { notice: t('detail:saveFailed'), unshown, moved };
    }
    return { notice: messageOf(applySilentFailure(response, { ...(response.data as object), messages })), unshown, moved };
  }
  return { notice: messageOf(applySilentFailure(response)), unshown: [], moved: [] };
}

const messageOf = (outcome: ApiErrorOutcome) => ('message' in outcome ? outcome.message : undefined);
