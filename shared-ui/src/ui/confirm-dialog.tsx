import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from 'shared-ui';

export interface ConfirmDialogProps {
  open: boolean;
  /** i18n keys of the question and its explanation; `values` fills their placeholders. */
  title: string;
  body?: string;
  values?: Record<string, string | number>;
  /** What the user agrees to, shown in a scrolling box under the body (e.g. the PO terms). */
  children?: ReactNode;
  /** i18n key of a checkbox that must be ticked before the action is possible ("I accept the terms"). */
  consent?: string;
  /** i18n key of the button that goes ahead (default "Confirm"). */
  confirmLabel?: string;
  /** A destructive action gets the error colour. */
  destructive?: boolean;
  /** The caller's own work in flight: the action waits. */
  busy?: boolean;
  /**
   * Goes ahead. Answering the call's promise keeps the dialog busy until it settles: the action
   * unavailable (keeping the focus), a second click (a double-click) ignored, Cancel and Escape
   * waiting. Any other answer is ignored.
   */
  onConfirm(): unknown;
  onCancel(): void;
}

/**
 * Asks before every destructive or state-changing action; Cancel has the focus by default. The
 * action goes once per click that the dialog takes: never while its call runs, never from a
 * dialog already closing.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const title = props.title ? t(props.title, props.values ?? {}) : '';
  const titleId = useId();
  const bodyId = useId();
  const [agreed, setAgreed] = useState(false);
  // Each opening asks for consent again.
  const [wasOpen, setWasOpen] = useState(props.open);
  if (wasOpen !== props.open) {
    setWasOpen(props.open);
    if (!props.open) setAgreed(false);
  }
  // Set at the click itself: a double-click's second click comes before the dialog is drawn again.
  const inFlight = useRef(false);
  const [working, setWorking] = useState(false);
  const confirm = () => {
    // Closed but still fading out, its button can still be clicked.
    if (inFlight.current || !props.open) return;
    const call = props.onConfirm();
    if (!(call instanceof Promise)) return;
    inFlight.current = true;
    setWorking(true);
    // Settled either way, the dialog takes clicks again; a failure is the caller's to show (not rethrown here:
    // `finally` would hand it on as an unhandled rejection).
    const done = () => {
      inFlight.current = false;
      setWorking(false);
    };
    void call.then(done, done);
  };
  const cancel = () => {
    if (!inFlight.current) props.onCancel();
  };
  const hasContent = Boolean(props.body || props.children || props.consent);
  return (
    <Dialog
      open={props.open}
      onClose={cancel}
      aria-labelledby={titleId}
      aria-describedby={props.body ? bodyId : undefined}
      maxWidth={props.children ? 'md' : 'sm'}
      fullWidth={Boolean(props.children)}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {hasContent && (
        <DialogContent dividers={Boolean(props.children)}>
          {props.body && <DialogContentText id={bodyId}>{t(props.body, props.values ?? {})}</DialogContentText>}
          {props.children && (
            <div tabIndex={0} role="region" aria-label={title} style={{ maxHeight: '50vh', overflowY: 'auto', marginTop: 8 }}>
              {props.children}
            </div>
          )}
          {props.consent && (
            <FormControlLabel
              sx={{ mt: 1 }}
              control={<Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />}
              label={t(props.consent)}
            />
          )}
        </DialogContent>
      )}
      <DialogActions>
        {/* Waiting, they keep the focus (BusyButton): Confirm pressed by Enter stays where the keyboard is. */}
        <BusyButton onClick={cancel} inactive={working} autoFocus>
          {t('actions.cancel')}
        </BusyButton>
        <BusyButton
          onClick={confirm}
          variant="contained"
          color={props.destructive ? 'error' : 'primary'}
          inactive={props.busy || working || (Boolean(props.consent) && !agreed)}
        >
          {t(props.confirmLabel ?? 'common:actions.confirm')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
