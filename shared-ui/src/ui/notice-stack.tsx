import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useNotifier, type Notice } from './notifier-store';

function NoticeItem({ notice }: { notice: Notice }) {
  const dismiss = useNotifier((s) => s.dismiss);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(notice.id), notice.durationMs);
    return () => clearTimeout(timer);
  }, [notice.id, notice.durationMs, dismiss]);
  // Errors and warnings interrupt a screen reader (alert); success and info wait their turn (status).
  const urgent = notice.severity === 'error' || notice.severity === 'warning';
  return (
    <Alert
      severity={notice.severity}
      variant="filled"
      role={urgent ? 'alert' : 'status'}
      onClose={() => dismiss(notice.id)}
      sx={{ whiteSpace: 'pre-line', minWidth: 280, maxWidth: 560 }}
    >
      {notice.message}
    </Alert>
  );
}

/** The visible notices, stacked at the top of the screen. */
export default function NoticeStack({ notices }: { notices: Notice[] }) {
  return (
    <Snackbar open={notices.length > 0} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      {/* The Snackbar's transition hands its child a `direction`; a plain div keeps it off the Stack. */}
      <div>
        <Stack spacing={1}>
          {notices.map((n) => (
            <NoticeItem key={n.id} notice={n} />
          ))}
        </Stack>
      </div>
    </Snackbar>
  );
}
