import type { ReactNode } from 'react';
import type { DetailMode, PermissionAction, PermissionObject } from 'shared-ui';
import type { DefaultValues, FieldValues, UseFormReturn } from 'shared-ui/form';
import type { z } from 'zod';

/** One tab of the detail page; `render` lays out the fields of that part of the record. */
export interface DetailTab<Input extends FieldValues, Output = unknown> {
  key: string;
  /** i18n key of the tab's title. */
  label: string;
  render(form: UseFormReturn<Input, unknown, Output>): ReactNode;
  /**
   * A tab with no fields of the form (a history, a log) that loads its own data: mounted the
   * first time it is chosen, not with the page, so opening a record does not fetch it.
   */
  lazy?: boolean;
}

/** What an action's list is built from: the page's mode and the user's flags on the declared object. */
export interface DetailActionContext {
  mode: DetailMode;
  can(action: PermissionAction): boolean;
  /** True while the form holds unsaved changes. */
  dirty: boolean;
}

/** A named action of the spec (commit, reject, block, ...) offered for the loaded record. */
export interface DetailAction {
  key: string;
  /** i18n key of the button. */
  label: string;
  /**
   * Asked first (every state-changing action): i18n keys of the dialog's title and text; `content`
   * is what the user agrees to (a terms text) and `consent` the i18n key of the checkbox that must
   * be ticked before the action runs.
   */
  confirm?: { title: string; body?: string; content?: ReactNode; consent?: string };
  /** Error colour on the button and the confirm. */
  destructive?: boolean;
  /** The call, usually `api.post(`${resource}/${id}/commit`)`; errors are shown by the api client. */
  run?(): Promise<unknown>;
  /** An action that is a page of its own (print): the path it opens, relative to the detail page. */
  to?: string;
  /**
   * An action that asks for input first (a reason, a date): its own dialog, shown while chosen,
   * which makes the call itself and reports `onDone` once it succeeded (the page then refreshes).
   */
  dialog?(props: { onDone(): void; onCancel(): void }): ReactNode;
}

/**
 * One detail screen of the spec, as data: the record at `GET ${resource}/${id}`, created with
 * `POST ${resource}`, updated with `PUT ${resource}/${id}`, in the modes of spec section 2.
 */
export interface DetailDeclaration<Rec extends FieldValues, Input extends FieldValues = Rec, Output = unknown> {
  /** The resource path under /api, e.g. `a/supplier`. */
  resource: string;
  /** The permission object whose flags decide the modes (spec section 6). */
  permission: PermissionObject;
  /** The contract's zod schema of the form; the request body is its output (or `toBody` of it). */
  schema: z.ZodType<Output, Input>;
  /** The form of a new record (create mode). */
  defaults: DefaultValues<Input>;
  /** The form of the copy mode: the record without id, numbers and statuses. */
  toCopy(record: Rec): DefaultValues<Input>;
  /** The form of a loaded record (view, edit, review); default the record itself. */
  toForm?(record: Rec): DefaultValues<Input>;
  /** The body sent on save; default the schema's output. */
  toBody?(values: Output, mode: DetailMode): unknown;
  /** The id of a record (default `record.id`): read from the save's answer to open the saved record. */
  idOf?(record: Rec): string | number | undefined;
  /** i18n key of the page heading. */
  title?: string;
  /** False for a record the portal only shows (a PO comes from the ERP), or a test of the loaded record (frozen while signed off): no Edit, whatever the flags. */
  editable?: boolean | ((record: Rec) => boolean);
  /** The tabs; a function when the record decides which show (permission flags in the record). */
  tabs: DetailTab<Input, Output>[] | ((record: Rec | undefined) => DetailTab<Input, Output>[]);
  /** The actions the record's state and the user's flags allow (not in create and copy modes). */
  actions?(record: Rec, ctx: DetailActionContext): DetailAction[];
}

/** Types a detail declaration, for a remote's resource folder. */
export function defineDetail<Rec extends FieldValues, Input extends FieldValues = Rec, Output = unknown>(
  declaration: DetailDeclaration<Rec, Input, Output>,
): DetailDeclaration<Rec, Input, Output> {
  return declaration;
}
