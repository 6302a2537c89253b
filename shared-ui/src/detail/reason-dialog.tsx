import type { ReactNode } from 'react';
import { reasonSchema } from 'shared-ui/contract';
import { TextareaField } from 'shared-ui/form';
import { FormDialog } from './form-dialog';
import type { SubmitCall } from './use-form-submit';

export interface ReasonDialogProps {
  /** i18n keys: the dialog's title, an optional explanation, the action's button. */
  title: string;
  body?: string;
  confirmLabel: string;
  /** Error colour: a rejection or a block (the default); lifting a block is not. */
  destructive?: boolean;
  /**
   * The call with the reason, sent with `call` (`silent`: a refused reason lands on the field, kept
   * as typed; its Idempotency-Key: sent again after a lost answer, the rejection is done once).
   */
  send(reason: string, call: SubmitCall): Promise<unknown>;
  onDone(): void;
  onCancel(): void;
  /** What is being rejected, shown above the reason (a reply's dates, a document's lines). */
  children?: ReactNode;
}

/** Asks why before a rejection or a block; the reason is required here and by the server. */
export function ReasonDialog({ send, destructive = true, children, ...props }: ReasonDialogProps) {
  return (
    <FormDialog {...props} schema={reasonSchema} defaults={{ reason: '' }} send={(values, call) => send(values.reason, call)} destructive={destructive}>
      {children}
      <TextareaField name="reason" label="detail:reason" required />
    </FormDialog>
  );
}
