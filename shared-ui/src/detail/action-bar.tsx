import { useTranslation } from 'react-i18next';
import { Button, Stack, useNavigate } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/components';
import type { DetailAction } from './detail-declaration';
import type { useDetailActions } from './use-detail-actions';

export interface ActionBarProps {
  /** Save is offered in the editing modes. */
  editing: boolean;
  /** Shown in view mode when the user may edit. */
  onEdit?: () => void;
  onSave(): void;
  onBack(): void;
  actions: DetailAction[];
  runner: ReturnType<typeof useDetailActions>;
  /** Save or an action in flight: every button waits. */
  busy: boolean;
}

/** Back, the declared actions, Edit or Save; a state-changing action asks first. */
export function ActionBar({ editing, onEdit, onSave, onBack, actions, runner, busy }: ActionBarProps) {
  const { t } = useTranslation('detail');
  const { asking } = runner;
  const navigate = useNavigate();
  return (
    <Stack direction="row" spacing={1} role="toolbar" aria-label={t('detail:actions')} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
      <Button variant="text" onClick={onBack} disabled={busy} sx={{ mr: 'auto' }}>
        {t('detail:back')}
      </Button>
      {actions.map((action) => (
        <Button key={action.key} variant="outlined" color={action.destructive ? 'error' : 'primary'} disabled={busy} onClick={() => (action.to ? void navigate(action.to) : runner.start(action))}>
          {t(action.label)}
        </Button>
      ))}
      {!editing && onEdit && (
        <Button variant="contained" onClick={onEdit} disabled={busy}>
          {t('detail:edit')}
        </Button>
      )}
      {editing && (
        <Button variant="contained" onClick={onSave} disabled={busy}>
          {t('detail:save')}
        </Button>
      )}
      {asking?.dialog?.({ onDone: runner.done, onCancel: runner.cancel })}
      <ConfirmDialog
        open={asking !== null && !asking.dialog}
        title={asking?.confirm ? t(asking.confirm.title) : ''}
        body={asking?.confirm?.body ? t(asking.confirm.body) : undefined}
        consent={asking?.confirm?.consent ? t(asking.confirm.consent) : undefined}
        confirmLabel={asking ? t(asking.label) : undefined}
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
