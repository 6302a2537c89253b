import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import StarIcon from '@mui/icons-material/Star';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, notify, Stack, Typography } from 'shared-ui';
import type { SavedView } from 'shared-ui/contract';
import { Chip, ConfirmDialog } from 'shared-ui/components';
import { savedViewResource, showsSame, useSavedViews, useSavedViewsRefresh, type ViewContent } from './saved-views.api';
import type { FilterDef } from '../list-declaration';

// The dialog and its form pieces load when the user saves a view, not with every list.
const SaveViewDialog = lazy(() => import('./save-view-dialog'));

export interface SavedViewsBarProps {
  listKey: string;
  filterDefs: FilterDef[] | undefined;
  /** What the list shows now. */
  content: ViewContent;
  onApply(view: SavedView): void;
}

/**
 * The user's saved views of a list as chips above its grid (issue 19): a chip applies its view
 * (pressed while the list shows it; a star marks the one the list opens with), Delete or its ×
 * removes it after asking, "Save view" keeps what the list shows under a name.
 */
export function SavedViewsBar({ listKey, filterDefs, content, onApply }: SavedViewsBarProps) {
  const { t } = useTranslation('list');
  const views = useSavedViews(listKey);
  const refresh = useSavedViewsRefresh(listKey);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const list = views.data ?? [];
  const current = list.find((v) => showsSame(filterDefs, v, content));

  const remove = async (view: SavedView) => {
    try {
      await savedViewResource.remove(view.id);
      notify({ severity: 'success', message: t('views.deleted', { name: view.name }) });
      await refresh();
    } catch {
      // the api client has shown the error
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap role="group" aria-label={t('views.label')} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="body2" component="span" color="text.secondary">
        {t('views.label')}
      </Typography>
      {list.length === 0 && views.isSuccess && (
        <Typography variant="body2" component="span" color="text.secondary">
          {t('views.none')}
        </Typography>
      )}
      {list.map((view) => (
        <Chip
          key={view.id}
          label={view.name}
          icon={view.isDefault ? <StarIcon titleAccess={t('views.default')} /> : undefined}
          color={view === current ? 'primary' : 'default'}
          variant={view === current ? 'filled' : 'outlined'}
          aria-pressed={view === current}
          onClick={() => onApply(view)}
          onDelete={() => setDeleting(view)}
        />
      ))}
      <Button size="small" startIcon={<BookmarkAddIcon />} onClick={() => setSaving(true)}>
        {t('views.saveAction')}
      </Button>
      {saving && (
        <Suspense fallback={null}>
          <SaveViewDialog
            listKey={listKey}
            content={content}
            views={list}
            current={current}
            onCancel={() => setSaving(false)}
            onSaved={() => {
              setSaving(false);
              void refresh();
            }}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="list:views.deleteTitle"
        body="list:views.deleteBody"
        values={{ name: deleting?.name ?? '' }}
        confirmLabel="list:views.delete"
        destructive
        // The delete's promise: the dialog waits for it, so a double-click deletes once.
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
