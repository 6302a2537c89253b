import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** "This failed" with a Retry button beside it: a list or a record that did not load. */
export function RetryAlert({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
