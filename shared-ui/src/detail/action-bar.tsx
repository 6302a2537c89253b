import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { BusyButton, Stack } from 'shared-ui';
import { useNavigate } from 'shared-ui/routing';
import { ConfirmDialog } from 'shared-ui/components';
import { UploadsPendingNote } from 'shared-ui/form';
import type { DetailAction } from './detail-declaration';
import type { useDetailActions } from './use-detail-actions';

export interface ActionBarProps {
  /** Save is offered in the editing modes. */
  editing: boolean;
  /** Shown in view mode when the user may edit. */
  onEdit?: () => void;
  onSave(): void;
  /** A second Save of a new record that also sends it on (i18n key of its button). */
  saveAndSend?: { label: string; onClick(): void };
  onBack(): void;
  /** i18n key of the way out: back to the list, or out of editing a fixed record. */
  backLabel: string;
  showBack: boolean;
  actions: DetailAction[];
  runner: ReturnType<typeof useDetailActions>;
  /** Save or an action in flight: every button waits (and keeps the focus: `BusyButton`). */
  busy: boolean;
  /** A file still uploading into the form: Save waits for it, and says so. */
  uploading: boolean;
}

/**
 * Below `md` the bar keeps to the bottom of the window: there (a phone either way round, a tablet
 * upright; where the shell folds its menu into a drawer) a record is one long column, and Edit, Save
 * or Confirm PO sat below every section of it. Its place in the page stays its own, so at the end
 * it covers nothing; above it, what takes the focus scrolls clear of it (`scroll-padding`, one row
 * of touch-size buttons). Wider screens keep the bar where it is.
 */
const STICKS_BELOW = 'md';
const STUCK_BAR_HEIGHT = 72;

const barStyle = (stick: boolean) => (theme: Theme) => ({
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  ...(stick && {
    [theme.breakpoints.down(STICKS_BELOW)]: {
      position: 'sticky',
      bottom: 0,
      // Above the fields (an outlined label is raised), below the menu drawer, dialogs and the loading overlay.
      zIndex: theme.zIndex.appBar,
      py: 1,
      px: 1,
      bgcolor: 'background.paper',
      borderTop: 1,
      borderColor: 'divider',
      boxShadow: '0 -4px 8px -4px rgba(0, 0, 0, 0.2)',
    },
  }),
});

const clearOfStuckBar = (theme: Theme) => ({ [theme.breakpoints.down(STICKS_BELOW)]: { html: { scrollPaddingBottom: STUCK_BAR_HEIGHT } } });

/**
 * Back, the declared actions, Edit or Save; a state-changing action asks first. Once, wherever the
 * screen: on a small one the same bar sticks to the window's bottom (when it holds more than Back).
 */
export function ActionBar({ editing, onEdit, onSave, saveAndSend, onBack, backLabel, showBack, actions, runner, busy, uploading }: ActionBarProps) {
  const { t } = useTranslation('detail');
  const { asking } = runner;
  const navigate = useNavigate();
  const choose = (action: DetailAction) => (action.to === undefined ? runner.ask(action) : void navigate(action.to));
  // A record one may only look at and leave keeps its Back in the page.
  const stick = editing || Boolean(onEdit) || actions.length > 0;
  return (
    <Stack direction="row" spacing={1} useFlexGap role="toolbar" aria-label={t('detail:actions')} sx={barStyle(stick)}>
      {stick && <GlobalStyles styles={clearOfStuckBar} />}
      {showBack && (
        <BusyButton variant="text" onClick={onBack} inactive={busy} sx={{ mr: 'auto' }}>
          {t(backLabel)}
        </BusyButton>
      )}
      {actions.map((action) => (
        <BusyButton key={action.key} variant="outlined" color={action.destructive ? 'error' : 'primary'} inactive={busy} onClick={() => choose(action)}>
          {t(action.label)}
        </BusyButton>
      ))}
      {!editing && onEdit && (
        <BusyButton variant="contained" onClick={onEdit} inactive={busy}>
          {t('detail:edit')}
        </BusyButton>
      )}
      {editing && <UploadsPendingNote pending={uploading} />}
      {editing && saveAndSend && (
        <BusyButton variant="outlined" onClick={saveAndSend.onClick} inactive={busy || uploading}>
          {t(saveAndSend.label)}
        </BusyButton>
      )}
      {editing && (
        <BusyButton variant="contained" onClick={onSave} inactive={busy || uploading}>
          {t('detail:save')}
        </BusyButton>
      )}
      {asking?.dialog?.({ onDone: runner.done, onCancel: runner.cancel })}
      <ConfirmDialog
        open={Boolean(asking?.confirm)}
        title={asking?.confirm?.title ?? ''}
        body={asking?.confirm?.body}
        consent={asking?.confirm?.consent}
        confirmLabel={asking?.label}
        destructive={asking?.destructive}
        busy={busy}
        onConfirm={runner.confirm}
        onCancel={runner.cancel}
      >
        {asking?.confirm?.content}
      </ConfirmDialog>
    </Stack>
  );
}
