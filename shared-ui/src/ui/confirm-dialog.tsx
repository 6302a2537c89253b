import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body?: string;
  confirmLabel?: string;
  /** A destructive action gets the error colour. */
  destructive?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before every destructive or state-changing action; Cancel has the focus by default. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open={props.open} onClose={props.onCancel} aria-labelledby={titleId} aria-describedby={props.body ? bodyId : undefined}>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      {props.body && (
        <DialogContent>
          <DialogContentText id={bodyId}>{props.body}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={props.onCancel} autoFocus>
          {t('actions.cancel')}
        </Button>
        <Button onClick={props.onConfirm} variant="contained" color={props.destructive ? 'error' : 'primary'} disabled={props.busy}>
          {props.confirmLabel ?? t('actions.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
