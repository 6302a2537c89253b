import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from 'shared-ui';
import { sameViewName, savedViewSchema, type SavedView } from 'shared-ui/contract';
import { FormDialog, type SubmitCall } from 'shared-ui/detail';
import { CheckboxField, TextField } from 'shared-ui/form';
import { savedViewResource, type ViewContent } from './saved-views.api';

const nameAndDefault = savedViewSchema.pick({ name: true, isDefault: true });

export interface SaveViewDialogProps {
  listKey: string;
  /** What the list shows now: the view keeps it. */
  content: ViewContent;
  views: readonly SavedView[];
  /** The view the list shows, offered as the name to save under (its update). */
  current?: SavedView;
  onSaved(view: SavedView): void;
  onCancel(): void;
}

/**
 * Saves what the list shows under a name: a new name makes a new view, the name of one of the
 * user's views updates that view (its chip keeps its place). A refusal (a name too long, the
 * list's views all used) lands on the field, the typing kept.
 */
export default function SaveViewDialog({ listKey, content, views, current, onSaved, onCancel }: SaveViewDialogProps) {
  const { t } = useTranslation('list');
  const saved = useRef<SavedView | null>(null);
  const send = async ({ name, isDefault }: { name: string; isDefault: boolean }, call: SubmitCall) => {
    const existing = views.find((v) => sameViewName(v.name, name));
    const body = { listKey, name, isDefault, ...content };
    // Save again after a lost answer: the view saved the first time, not refused as a name taken.
    const view = existing ? await savedViewResource.update(existing.id, body, { silent: true }) : await savedViewResource.create(body, call);
    notify({ severity: 'success', message: t(existing ? 'list:views.updated' : 'list:views.saved', { name: view.name }) });
    saved.current = view;
  };
  return (
    <FormDialog
      title="list:views.saveTitle"
      body="list:views.saveBody"
      confirmLabel="list:views.save"
      schema={nameAndDefault}
      defaults={{ name: current?.name ?? '', isDefault: current?.isDefault ?? false }}
      send={send}
      onDone={() => saved.current && onSaved(saved.current)}
      onCancel={onCancel}
      maxWidth="xs"
    >
      <TextField name="name" label="list:views.name" helperText="list:views.nameHint" required />
      <CheckboxField name="isDefault" label="list:views.isDefault" />
    </FormDialog>
  );
}
