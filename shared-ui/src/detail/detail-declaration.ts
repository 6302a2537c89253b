import type { ReactNode } from 'react';
import type { DetailMode, PermissionAction, PermissionObject } from 'shared-ui';
import type { RecordResource } from 'shared-ui/data';
import type { ConversationSupplier, RecordPanel } from '../record-activity/record-panels';
import type { DefaultValues, FieldValues, UseFormReturn } from 'shared-ui/form';
import type { z } from 'zod';

/** What a tab lays out: the loaded record (undefined while creating) and the page's form. */
export interface DetailView<Rec, Input extends FieldValues, Output> {
  record: Rec | undefined;
  form: UseFormReturn<Input, unknown, Output>;
  /** The page's mode: a copy has its source's record but makes a new one (`isCreatingMode`). */
  mode: DetailMode;
}

/** One tab of the detail page. */
export interface DetailTab<Rec, Input extends FieldValues, Output> {
  key: string;
  /** i18n key of the tab's title. */
  label: string;
  /**
   * The tab's content for this record: called once per record and mode (the page keeps the
   * elements), so it depends on the record alone. What changes on screen (the form's values and
   * errors, today's date, the session) is read by the components it renders (useWatch,
   * useFieldError, useSession...).
   */
  render(view: DetailView<Rec, Input, Output>): ReactNode;
  /**
   * A tab with no fields of the form (a history, a log) that loads its own data: mounted the
   * first time it is chosen, not with the page, so opening a record does not fetch it.
   */
  lazy?: boolean;
}

/** What an action's list is built from: the page's mode and the user's flags on the declared object. */
export interface DetailActionContext {
  mode: DetailMode;
  /**
   * Whether the user's map allows `action` on the declaration's object, or on `object`: an
   * action that writes another resource (an inquiry inviting suppliers writes quotations) asks
   * for that one's, as the server does.
   */
  can(action: PermissionAction, object?: PermissionObject): boolean;
  /** True while the form holds unsaved changes. */
  dirty: boolean;
}

interface ActionBase {
  key: string;
  /** i18n key of the button. */
  label: string;
  /** Error colour on the button and on what it asks. */
  destructive?: boolean;
}

/** i18n keys of the question asked before an action; `content` is what the user agrees to (a terms text) and `consent` the checkbox that must be ticked. */
export interface ActionConfirm {
  title: string;
  body?: string;
  content?: ReactNode;
  consent?: string;
}

/**
 * What the page hands an action's call: sent with it (`silent`), the page shows a refusal itself,
 * naming the fields a 400 lists by their labels on screen; and its `idempotencyKey`, the same when
 * the action is confirmed again after an answer that never arrived (the server did the work: the
 * retry gets its first answer, not "not in draft"). A call sent without it is shown by the api
 * client as any other, and done twice when retried.
 */
export interface ActionCall {
  silent: true;
  idempotencyKey: string;
}

/** A state-changing call, asked first. */
export interface CallAction extends ActionBase {
  confirm: ActionConfirm;
  run(call: ActionCall): Promise<unknown>;
  to?: never;
  dialog?: never;
}

/** A page of its own (print): the path it opens, relative to the detail page. */
export interface LinkAction extends ActionBase {
  to: string;
  run?: never;
  dialog?: never;
  confirm?: never;
}

/**
 * How a dialog's action ended: `leftRecord` when it led away from the record (a deleted draft back
 * to its list); `reported` when the dialog showed what the action did itself (a result table), so
 * the page's "done" notice would only say it again.
 */
export interface DialogOutcome {
  leftRecord?: boolean;
  reported?: boolean;
}

/**
 * An action that asks for input first (a reason, a date): its own dialog, shown while chosen,
 * which makes the call itself and reports `onDone` once it succeeded (the page then refreshes,
 * unless the dialog led away from the record).
 */
export interface DialogAction extends ActionBase {
  dialog(props: { onDone(outcome?: DialogOutcome): void; onCancel(): void }): ReactNode;
  run?: never;
  to?: never;
  confirm?: never;
}

/** A named action of the spec (commit, reject, block, print...) offered for the loaded record. */
export type DetailAction = CallAction | LinkAction | DialogAction;

/**
 * How a record is edited. Its parts say which modes the page offers: edit always (while
 * `editable` says so for the loaded record), create with `create`, copy with `copy`.
 */
export interface DetailForm<Rec, Input extends FieldValues, Output> {
  /** The contract's zod schema of the form, for the loaded record (undefined while creating) and the mode. */
  schema(record: Rec | undefined, mode: DetailMode): z.ZodType<Output, Input>;
  /** The form of a loaded record; default the record itself. */
  toForm?(record: Rec): DefaultValues<Input>;
  /** The body sent on save; default the schema's output. */
  toBody?(values: Output, mode: DetailMode): unknown;
  /** Whether the loaded record may be changed now (frozen while signed off); default always. */
  editable?(record: Rec): boolean;
  /** The create mode: the form of a new record. */
  create?(): DefaultValues<Input>;
  /**
   * A second Save in create and copy that also sends the new record on in the same call
   * (`createAndCommit`, "Save and send for approval"): the resource's call, `POST {path}/{call}`,
   * and its button's i18n key.
   */
  createAndSend?: { call: string; label: string };
  /** The copy mode: the record without id, numbers and statuses. */
  copy?(record: Rec): DefaultValues<Input>;
  /** The id of a saved record (default `record.id`), to open it after a create. */
  idOf?(record: Rec): string | number | undefined;
}

/**
 * One detail screen of the spec, as data: the record read from `resource`, shown in its tabs,
 * with the actions its state allows. A record the portal only shows (a PO comes from the ERP)
 * has no `form`, so its page offers the view mode only.
 */
export interface DetailDeclaration<Rec extends FieldValues, Input extends FieldValues = Rec, Output = Rec> {
  resource: RecordResource<Rec>;
  /** The permission object whose flags decide the modes (spec section 6). */
  permission: PermissionObject;
  /** i18n key of the page heading. */
  title: string;
  /**
   * What names the loaded record after the heading (its number: `4501001021`), so the heading
   * and the browser tab say which record this is.
   */
  recordLabel?(record: Rec): string | undefined;
  /** The tabs the record shows (its permission flags may hide some); undefined while creating. */
  tabs(record: Rec | undefined): DetailTab<Rec, Input, Output>[];
  /** The actions the record's state and the user's flags allow (never in create and copy modes). */
  actions?(record: Rec, ctx: DetailActionContext): DetailAction[];
  form?: DetailForm<Rec, Input, Output>;
  /**
   * The panels a saved record shows after its tabs (issue 19), each read from the resource's own
   * path with the record's id: `timeline` (`{path}/{id}/activity`), `conversation`
   * (`{path}/{id}/messages`, staff and the supplier). Each loads when its tab is first chosen.
   */
  panels?: readonly RecordPanel[];
  /**
   * A record several suppliers share (an audit of several targets) has one conversation with each:
   * the suppliers its conversation panel lets the reader choose among (staff's side; a supplier
   * reads only its own). The first is shown unless the address names one (`?supplierId=`).
   */
  conversationSuppliers?(record: Rec): readonly ConversationSupplier[];
}

/** Types a detail declaration, for a remote's resource folder. */
export function defineDetail<Rec extends FieldValues, Input extends FieldValues = Rec, Output = Rec>(
  declaration: DetailDeclaration<Rec, Input, Output>,
): DetailDeclaration<Rec, Input, Output> {
  return declaration;
}

/** The modes a declaration offers: view always; edit, create and copy as its form says. */
export function offeredModes<Rec extends FieldValues, Input extends FieldValues, Output>(declaration: DetailDeclaration<Rec, Input, Output>): DetailMode[] {
  const { form } = declaration;
  if (!form) return ['view'];
  return ['view', 'edit', ...(form.create ? (['create'] as const) : []), ...(form.copy ? (['copy'] as const) : [])];
}
