import { Alert } from 'shared-ui/components';

/** The server's reason for refusing a dialog's send, shown inside the dialog (notices sit behind a modal). */
export function FormRefusal({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line', mb: 2 }}>
      {message}
    </Alert>
  );
}
