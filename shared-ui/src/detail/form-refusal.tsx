import type { Ref } from 'react';
import { Alert } from 'shared-ui/components';

/**
 * The server's reason for refusing a form's save or a dialog's send, shown inside the form (notices
 * sit behind a modal). It takes the focus (`ref`, not in the tab order) when it holds the only
 * errors of a refused save.
 */
export function FormRefusal({ message, ref }: { message: string | undefined; ref?: Ref<HTMLDivElement> }) {
  if (!message) return null;
  return (
    <Alert ref={ref} severity="error" role="alert" tabIndex={-1} sx={{ whiteSpace: 'pre-line', mb: 2 }}>
      {message}
    </Alert>
  );
}
