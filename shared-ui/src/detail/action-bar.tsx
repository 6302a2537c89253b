import { useTranslation } from 'react-i18next';
import { Button, Stack } from 'shared-ui';
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
  /** Save or an action in flight: every button waits. */
  busy: boolean;
  /** A file still uploading into the form: Save waits for it, and says so. */
  uploading: boolean;
}

/** Back, the declared actions, Edit or Save; a state-changing action asks first. */
export function ActionBar({ editing, onEdit, onSave, saveAndSend, onBack, backLabel, showBack, actions, runner, busy, uploading }: ActionBarProps) {
  const { t } = useTranslation('detail');
  const { asking } = runner;
  const navigate = useNavigate();
  const choose = (action: DetailAction) => (action.to === undefined ? runner.ask(action) : void navigate(action.to));
  return (
    <Stack direction="row" spacing={1} useFlexGap role="toolbar" aria-label={t('detail:actions')} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      {showBack && (
        <Button variant="text" onClick={onBack} disabled={busy} sx={{ mr: 'auto' }}>
          {t(backLabel)}
        </Button>
      )}
      {actions.map((action) => (
        <Button key={action.key} variant="outlined" color={action.destructive ? 'error' : 'primary'} disabled={busy} onClick={() => choose(action)}>
          {t(action.label)}
        </Button>
      ))}
      {!editing && onEdit && (
        <Button variant="contained" onClick={onEdit} disabled={busy}>
          {t('detail:edit')}
        </Button>
      )}
      {editing && <UploadsPendingNote pending={uploading} />}
      {editing && saveAndSend && (
        <Button variant="outlined" onClick={saveAndSend.onClick} disabled={busy || uploading}>
          {t(saveAndSend.label)}
        </Button>
      )}
      {editing && (
        <Button variant="contained" onClick={onSave} disabled={busy || uploading}>
          {t('detail:save')}
        </Button>
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
