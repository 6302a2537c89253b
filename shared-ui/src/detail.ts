// shared-ui/detail: the detail page template (declaration, modes and permissions, record loading,
// tabs, save and actions, unsaved-changes prompt) and the loading overlay. Its own entry, loaded by
// the remotes' detail screens; it imports the other entries by package name, so a remote gets one copy.
import 'shared-ui/form'; // the fields, and the `detail` namespace it registers

export * from './detail/detail-declaration';
export type { ConversationSupplier, RecordPanel } from './record-activity/record-panels';
export { DETAIL_MODES, detailPaths, isDetailMode } from './detail/detail-paths';
export { LoadingOverlay, useLingering } from './detail/loading-overlay';
export { DetailPage } from './detail/detail-page';
export { useFormSubmit, type SubmitCall } from './detail/use-form-submit';
export { reportSaveError } from './detail/save-error';
export { reportActionRefusal } from './detail/action-refusal';
export { ReasonDialog, type ReasonDialogProps } from './detail/reason-dialog';
export { actionKit } from './detail/action-kit';
export { FormDialog, type FormDialogProps } from './detail/form-dialog';
export { FormRefusal } from './detail/form-refusal';
export { useDiscardPrompt } from './detail/discard-prompt';
export { UnsavedChangesGuard } from './detail/unsaved-changes';
