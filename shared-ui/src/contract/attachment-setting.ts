import type { Code, Id } from './scalars';

/** Whether an attachment is asked for at the first (registration) or second (review) stage. */
export type AttachmentStage = 'FIRST' | 'SECOND';

/**
 * An attachment setting (spec section 3): which attachment a supplier type must upload, per
 * language. Keyed by `attachmentCode` in routes (`attachments/detail/:mode/:code`); `id` is the
 * row id the default sort uses (ascending for this list only).
 */
export interface AttachmentSetting {
  id: Id;
  attachmentCode: Code;
  name: string;
  type: Code;
  supplierTypeCode: Code;
  lang: Code;
  required: boolean;
  stage: AttachmentStage;
  /** The attachment can be changed while the supplier's BPM form is open. */
  openBpmStatus: boolean;
  exampleFileId?: string;
}

export interface AttachmentSettingFilter {
  type?: Code;
  supplierTypeCode?: Code;
  lang?: Code;
  firstStageAttachmentIds?: Id[];
  secondStageAttachmentIds?: Id[];
  openBpmStatus?: boolean;
}
