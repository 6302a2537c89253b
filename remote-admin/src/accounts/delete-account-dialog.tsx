import { useNavigate } from 'shared-ui/routing';
import { ConfirmDialog } from 'shared-ui/components';
import type { Resource } from 'shared-ui/data';

/**
 * Deletes a sign-in account (a supplier's or a staff member's) after asking, then goes back to
 * the list: the record is gone, so the detail page has nothing left to show.
 */
export function DeleteAccountDialog({ resource, id, onDone, onCancel }: { resource: Resource<unknown, unknown, object>; id: number; onDone(): void; onCancel(): void }) {
  const navigate = useNavigate();
  const remove = async () => {
    try {
      await resource.remove(id);
      // Away from the record first: the done notice then refreshes the list, not the deleted record.
      void navigate('../../..', { relative: 'path' });
      onDone();
    } catch {
      // the api client has shown the refusal
    }
  };
  return (
    <ConfirmDialog
      open
      title="admin:accounts.deleteTitle"
      body="admin:accounts.deleteBody"
      confirmLabel="admin:accounts.delete"
      destructive
      // The delete's promise: the dialog waits for it, so a double-click deletes once.
      onConfirm={remove}
      onCancel={onCancel}
    />
  );
}
