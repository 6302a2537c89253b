import type { ReactNode } from 'react';
import { reasonSchema } from 'shared-ui/contract';
import { TextareaField } from 'shared-ui/form';
import { FormDialog } from './form-dialog';

export interface ReasonDialogProps {
  /** i18n keys: the dialog's title, an optional explanation, the action's button. */
  title: string;
  body?: string;
  confirmLabel: string;
  /** Error colour: a rejection or a block (the default); lifting a block is not. */
  destructive?: boolean;
  /** The call with the reason, sent `silent` (a refused reason lands on the field, kept as typed). */
  send(reason: string): Promise<unknown>;
  onDone(): void;
  onCancel(): void;
  /** What is being rejected, shown above the reason (a reply's dates, a document's lines). */
  children?: ReactNode;
}

/** Asks why before a rejection or a block; the reason is required here and by the server. */
export function ReasonDialog({ send, destructive = true, children, ...props }: ReasonDialogProps) {
  return (
    <FormDialog {...props} schema={reasonSchema} defaults={{ reason: '' }} send={(values) => send(values.reason)} destructive={destructive}>
      {children}
      <TextareaField name="reason" label="detail:reason" required />
    </FormDialog>
  );
}
